import type { Account } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { paymentMethodsQueryKey } from '../../../lib/payment-methods/payment-methods-query';
import type { PaymentInputHandle, PaymentsModule } from '../../../lib/payments/payments';
import { accountQueryKey } from '../../../lib/session/get-account';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useAddPaymentMethod } from './api/add-payment-method';
import { useCreateSepaSetup } from './api/create-sepa-setup';
import {
  PAYMENT_METHODS_SOURCE,
  type PaymentMethodProblem,
  reportPaymentMethodError,
} from './payment-method-errors';
import type { PaymentMethodFormValues } from './payment-method-form';

interface SaveInput {
  payments: PaymentsModule;
  handle: PaymentInputHandle;
  values: PaymentMethodFormValues;
}

/**
 * The add dialog's submit: the payments module turns the card or IBAN into a gateway method (a SEPA
 * one through a setup intent, the mandate), the API saves it. Returns the problem the dialog shows
 * itself, or null when saved (or when a snackbar said what went wrong).
 */
export function useSavePaymentMethod(account: Account, forcedDefault: boolean) {
  const queryClient = useQueryClient();
  const add = useAddPaymentMethod();
  const sepaSetup = useCreateSepaSetup();

  const gatewayMethod = async ({ payments, handle, values }: SaveInput) => {
    const name = `${values.firstname} ${values.lastname}`;
    if (values.type === 'card') return (await payments.createCardMethod(handle, { name })).paymentMethodId;
    const setup = await sepaSetup.mutateAsync();
    const email = account.invoice_email || account.email;
    const confirmed = await payments.confirmSepaSetup(handle, {
      setupIntentId: setup.id,
      clientSecret: setup.clientSecret,
      name,
      email,
    });
    return confirmed.paymentMethodId;
  };

  return async (input: SaveInput): Promise<{ saved: boolean; problem: PaymentMethodProblem | null }> => {
    try {
      const paymentId = await gatewayMethod(input);
      const answer = await add.mutateAsync({ paymentId, isDefault: forcedDefault || input.values.isDefault });
      showSnackbar(answer.message, { severity: 'success', source: PAYMENT_METHODS_SOURCE });
      // The default's card fields (and the end of paying by invoice) live on the account.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      ]);
      return { saved: true, problem: null };
    } catch (error) {
      return { saved: false, problem: reportPaymentMethodError(error) };
    }
  };
}
