import { CURRENCY_CODES, type Quote } from '@portal/contract';
import type { InvoiceAmounts } from './invoice-total';

/** An invoice priced ahead of time as the quotes answer it (docs/decisions/0036). */
export function toQuote(
  priced: { amounts: InvoiceAmounts; periodStart: Date; periodEnd: Date },
  currencyId: number,
): Quote {
  const { amounts } = priced;
  return {
    currency: CURRENCY_CODES[currencyId === 2 ? 2 : 1],
    subtotal: amounts.subtotal,
    discount: amounts.discount,
    proration: amounts.proration,
    net: amounts.net,
    tax: {
      amount: amounts.tax.tax,
      rate: amounts.tax.rate,
      reason: amounts.tax.mode,
    },
    // Only where the VAT id decides the tax, so the customer sees why (decision 0080).
    ...(amounts.tax.vatIdCheck
      ? {
          vat_id: {
            vatid: amounts.tax.vatIdCheck.vatId,
            status: amounts.tax.vatIdCheck.status,
            verified_at: amounts.tax.vatIdCheck.verifiedAt,
          },
        }
      : {}),
    gross: amounts.gross,
    // The charge takes the invoice's gross at once; paid by invoice, the gross is due at once.
    dueNow: amounts.gross,
    period: { start: priced.periodStart.toISOString(), end: priced.periodEnd.toISOString() },
  };
}
