import { roundedShare } from '@portal/contract/money';
/** What a credit note needs to know of the invoice it corrects; minor units. */
export interface CreditableInvoice {
  gross: number;
  tax: number;
  amountRefunded: number;
}

/** The invoice's tax share of the first `refunded` minor units, rounded half up. */
function taxShare(invoice: CreditableInvoice, refunded: number): number {
  if (invoice.gross === 0) return 0;
  return roundedShare(invoice.tax, refunded, invoice.gross);
}

/**
 * Splits a credit of `gross` into net and tax in the invoice's proportion. The tax is taken as the
 * difference of the cumulative shares before and after this credit, so the credit notes of a fully
 * refunded invoice give back exactly its tax, whatever the partial amounts were.
 */
export function splitCredit(invoice: CreditableInvoice, gross: number): { net: number; tax: number } {
  const before = taxShare(invoice, invoice.amountRefunded);
  const after = taxShare(invoice, invoice.amountRefunded + gross);
  const tax = after - before;
  return { net: gross - tax, tax };
}

/** What is still left to refund of an invoice. */
export function refundableAmount(invoice: CreditableInvoice): number {
  return Math.max(0, invoice.gross - invoice.amountRefunded);
}
