/**
 * The charge record (and gateway idempotency key) of the customer's `n`-th attempt to pay an
 * invoice: derived from our records, so a retry of one attempt never charges twice, and apart from
 * the engine's own `invoice-<id>-attempt-<n>` collection keys.
 */
export const invoicePaymentChargeId = (invoiceId: number, n: number) => `invoice-${invoiceId}-payment-${n}`;

/** What the customer's attempt keeps with its charge (charges.plan), for confirm and the sweep. */
export interface InvoicePaymentPlan {
  /** A card typed for this payment and saved as the default: a refused payment removes it again. */
  savedMethodId: string | null;
}

export const planOf = (plan: unknown): InvoicePaymentPlan => ({
  savedMethodId: (plan as Partial<InvoicePaymentPlan> | null)?.savedMethodId ?? null,
});
