import type { PaymentMethod } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { paymentMethodsQueryKey } from '../../../lib/payment-methods/payment-methods-query';
import { accountQueryKey } from '../../../lib/session/get-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useSetDefaultPaymentMethod } from './api/set-default-payment-method';
import { PAYMENT_METHODS_SOURCE, reportPaymentMethodError } from './payment-method-errors';

/** Spec §4: the others become non-default in the list at once, then the account is reloaded. */
export function useMakeDefault() {
  const queryClient = useQueryClient();
  const mutation = useSetDefaultPaymentMethod();

  const makeDefault = async (method: PaymentMethod) => {
    await queryClient.cancelQueries({ queryKey: paymentMethodsQueryKey });
    queryClient.setQueryData<PaymentMethod[]>(paymentMethodsQueryKey, (list) =>
      list?.map((each) => ({ ...each, isDefault: each.id === method.id })),
    );
    try {
      const answer = await mutation.mutateAsync(method.id);
      showSnackbar(answer.message, { severity: 'success', source: PAYMENT_METHODS_SOURCE });
    } catch (error) {
      const problem = reportPaymentMethodError(error);
      if (problem)
        showSnackbar(problem.message, {
          severity: 'error',
          duration: SNACKBAR_DURATION.form,
          source: PAYMENT_METHODS_SOURCE,
        });
    } finally {
      // The list as the server has it (also after a failure), and the account's card fields.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      ]);
    }
  };

  return { makeDefault, pending: mutation.isPending };
}
