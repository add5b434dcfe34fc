import type { Invoice } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { paymentMethodsQueryKey } from '../../../lib/payment-methods/payment-methods-query';
import type { PaymentInputHandle } from '../../../lib/payments/payments';
import { usePayments } from '../../../lib/payments/use-payments';
import { accountQueryKey } from '../../../lib/session/get-account';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { invoicesQueryKey } from './api/get-invoices';
import { confirmInvoicePayment, payInvoice } from './api/pay-invoice';

export interface PayInvoiceInput {
  invoice: Invoice;
  /** A card typed in the dialog (its input's handle and the holder's name), or null for the saved one. */
  newCard: { handle: PaymentInputHandle; name: string } | null;
}

/**
 * Pays one open invoice: a typed card becomes a gateway method first (the card input of the
 * payments module, as the store's payment dialog does), the API charges it; a bank that asks for
 * 3-D Secure gets its challenge, then the API confirms with the gateway. On success the invoices,
 * subscriptions (dunning over), account (open payments) and methods (a new default) load again.
 * A failure rejects: the dialog shows it and keeps what was typed.
 */
export function usePayInvoice() {
  const { t } = useTranslation();
  const payments = usePayments();
  const queryClient = useQueryClient();

  const pay = async ({ invoice, newCard }: PayInvoiceInput): Promise<void> => {
    if (!payments) return;
    // One key per attempt: a double click or a retried request pays once.
    const key = newIdempotencyKey();
    const newPaymentMethodId = newCard
      ? (await payments.createCardMethod(newCard.handle, { name: newCard.name })).paymentMethodId
      : null;
    const started = await payInvoice(invoice.id, { newPaymentMethodId }, key);
    if (started.status === 'requires_action' && started.clientSecret && started.paymentMethodId) {
      await payments.confirmCardPayment({
        clientSecret: started.clientSecret,
        paymentMethodId: started.paymentMethodId,
      });
      // Whatever the challenge answered, the server asks the gateway and records it (a failed
      // check answers 402 with the §8 sentence, and a card typed for it is removed again).
      await confirmInvoicePayment(invoice.id, `${key}-confirm`);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
      queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
    ]);
    showSnackbar(t('billing.invoices.pay.succeeded', { number: invoice.number }), {
      severity: 'success',
      source: 'billing.payInvoice',
    });
  };

  return { pay, ready: payments !== null };
}
