/**
 * Whether the customer may pay an invoice now by card (`POST /v1/invoice/:id/pay`): it is open, it
 * is collected by card (SEPA debits and bank transfers are collected otherwise and show their own
 * dates), it belongs to a subscription, and no attempt is settling or has succeeded already.
 */
export function isPayableByCard(
  invoice: { status: string; paymentMethodType: string; subscriptionId: string | null },
  latestPaymentStatus: string | null | undefined,
): boolean {
  if (invoice.status !== 'open' || invoice.paymentMethodType !== 'card' || !invoice.subscriptionId) {
    return false;
  }
  return latestPaymentStatus !== 'processing' && latestPaymentStatus !== 'succeeded';
}
