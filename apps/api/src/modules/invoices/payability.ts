/**
 * Whether the customer may pay an invoice now by card (`POST /v1/invoice/:id/pay`): it is open, it
 * is collected by card — or it was a SEPA invoice whose debit the bank returned, which the customer
 * now pays themselves (decision 0083); other SEPA debits and bank transfers are collected otherwise
 * and show their own dates — it belongs to a subscription, and no attempt is settling or has
 * succeeded already.
 */
export function isPayableByCard(
  invoice: { status: string; paymentMethodType: string; subscriptionId: string | null },
  latestPaymentStatus: string | null | undefined,
  debitReturned = latestPaymentStatus === 'returned',
): boolean {
  const byCard =
    invoice.paymentMethodType === 'card' || (invoice.paymentMethodType === 'sepa_debit' && debitReturned);
  if (invoice.status !== 'open' || !byCard || !invoice.subscriptionId) {
    return false;
  }
  return latestPaymentStatus !== 'processing' && latestPaymentStatus !== 'succeeded';
}
