import Alert from '@mui/material/Alert';
import type { PaymentMethod } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { paymentMethodsQueryKey } from '../../../../lib/payment-methods/payment-methods-query';
import { accountQueryKey } from '../../../../lib/session/get-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../../../lib/snackbar/snackbar-store';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { PAYMENT_METHODS_SOURCE, reportPaymentMethodError } from '../payment-method-errors';
import { methodName } from '../payment-method-text';

/** Spec §9: 320 px wide. */
const DELETE_DIALOG_WIDTH = 320;

/**
 * Asks before deleting; when the API refuses because it is the only method of a running
 * subscription (spec §4), explains why and how to get there instead.
 */
export function DeletePaymentMethodDialog({
  method,
  onClose,
}: {
  method: PaymentMethod;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeletePaymentMethod();
  const [blocked, setBlocked] = useState<string | null>(null);

  const confirm = async () => {
    try {
      const answer = await remove.mutateAsync(method.id);
      showSnackbar(answer.message, { severity: 'success', source: PAYMENT_METHODS_SOURCE });
      onClose();
    } catch (error) {
      const problem = reportPaymentMethodError(error);
      if (problem?.kind === 'lastMethod') setBlocked(problem.message);
      else if (problem)
        showSnackbar(problem.message, {
          severity: 'error',
          duration: SNACKBAR_DURATION.form,
          source: PAYMENT_METHODS_SOURCE,
        });
    } finally {
      // Deleting the default promotes another method and changes the account's card fields.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      ]);
    }
  };

  return (
    <ConfirmDialog
      widthPx={DELETE_DIALOG_WIDTH}
      onClose={onClose}
      title={t('billing.paymentMethods.deleteDialog.title')}
      testId="delete-payment-method-dialog"
      message={t('billing.paymentMethods.deleteDialog.text', { name: methodName(method, t) })}
      confirmLabel={t('billing.paymentMethods.deleteDialog.confirm')}
      destructive
      onConfirm={confirm}
      refusal={
        blocked ? (
          <Alert severity="warning" data-testid="last-method-explanation">
            {blocked}
          </Alert>
        ) : null
      }
    />
  );
}
