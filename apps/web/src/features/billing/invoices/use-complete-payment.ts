import type { Invoice } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/errors/report-error';
import { isPaymentsError } from '../../../lib/payments/payments';
import { usePayments } from '../../../lib/payments/use-payments';
import { accountQueryKey } from '../../../lib/session/get-account';
import { setPermissions } from '../../../lib/session/session-store';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { completeSubscription } from './api/complete-subscription';
import { fetchDefaultCard } from './api/get-default-card';
import { invoicesQueryKey } from './api/get-invoices';

/**
 * Spec §4 "Complete payment (invoice)": fetch the saved card, confirm the payment with the gateway
 * (3-D Secure challenge); only a succeeded intent completes the subscription, reloads the invoices
 * and says so. Any other outcome shows the complete-error text; a failed call the generic message.
 */
export function useCompletePayment() {
  const { t } = useTranslation();
  const payments = usePayments();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const failed = () =>
    showSnackbar(t('billing.invoices.complete.failed'), {
      severity: 'error',
      duration: SNACKBAR_DURATION.form,
    });

  const complete = async (invoice: Invoice) => {
    const { clientSecret, subscriptionId } = invoice;
    if (!payments || !clientSecret || !subscriptionId) return;
    setPendingId(invoice.id);
    try {
      const { paymentMethodId } = await fetchDefaultCard();
      if (!paymentMethodId) return failed();
      const result = await payments.confirmCardPayment({ clientSecret, paymentMethodId });
      if (result.status !== 'succeeded') return failed();
      const answer = await completeSubscription({ subscriptionId });
      // The answer carries the reloaded account (open payments gone, the product's permissions
      // granted): no second request for it. The subscription list (the store feature's
      // `['subscriptions']` query) changed status too.
      queryClient.setQueryData(accountQueryKey, answer.account);
      setPermissions(answer.account.permissions);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
      ]);
      // Our own sentence (decision 0021), with the invoice's subscription name.
      showSnackbar(
        invoice.subscription
          ? t('billing.invoices.complete.succeeded', { name: invoice.subscription })
          : t('billing.invoices.complete.succeededPlain'),
        { severity: 'success', duration: SNACKBAR_DURATION.form },
      );
    } catch (error) {
      // Spec §8: a failure shows the generic text; only a provider that is down is named as such.
      if (isPaymentsError(error) && error.code === 'unavailable') {
        console.error('Completing the payment failed', error);
        showSnackbar(error.message, { severity: 'error', duration: SNACKBAR_DURATION.form });
      } else {
        reportError(error, { logAs: 'Completing the payment failed', generic: true });
      }
    } finally {
      setPendingId(null);
    }
  };

  return { complete, pendingId, ready: payments !== null };
}
