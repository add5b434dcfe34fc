import type { SubscriptionChangeResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportErrorOptions } from '../../lib/errors/report-error';
import { sepaDebitText } from '../../lib/format/sepa-debit-text';
import { accountQueryKey } from '../../lib/session/get-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../lib/snackbar/snackbar-store';
import { subscriptionsQueryKey } from '../../lib/subscriptions/subscriptions-keys';

/**
 * Spec §8 "Subscription changes": a refusal shows the server's message for 4 s, a lost connection
 * the generic sentence.
 */
export const SUBSCRIPTION_CHANGE_ERRORS: ReportErrorOptions = {
  snackbar: { duration: SNACKBAR_DURATION.login },
  source: 'subscriptions.change',
};

/**
 * The dialogs of decision 0085 (pause, cancel with a reason, yearly billing) show a refusal in the
 * dialog itself, next to the choice it refuses, which stays as the customer left it.
 */
export const SUBSCRIPTION_DIALOG_ERRORS: ReportErrorOptions = { source: SUBSCRIPTION_CHANGE_ERRORS.source };

/**
 * Spec §8 "Subscription changes": success shows the server's sentence with the plan name and reloads
 * what the change touched. (A refusal is the dialogs' to report, with SUBSCRIPTION_CHANGE_ERRORS.)
 */
export function useSubscriptionChangeOutcome() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const succeeded = async (answer: SubscriptionChangeResponse) => {
    // More licences paid by SEPA: the debit is announced here (decision 0082) and stays until closed.
    const debit = answer.sepaDebit;
    showSnackbar(debit ? `${answer.message} ${sepaDebitText(debit, t)}` : answer.message, {
      severity: 'success',
      source: SUBSCRIPTION_CHANGE_ERRORS.source,
      ...(debit ? { duration: SNACKBAR_DURATION.persistent } : {}),
    });
    // The account carries hasOpenPayments; a quantity change issues an invoice (billing lists).
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['billing'] }),
    ]);
  };

  return { succeeded };
}
