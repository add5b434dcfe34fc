import type { PurchaseQuoteRequest, Quote } from '@portal/contract';
import { json, type MockRequest } from '../../../test/mock-fetch';

/** One licence of the fixtures' plans per interval, minor units (tests only). */
const UNIT_AMOUNTS: Record<string, number> = {
  'tools-enterprise-month-eur': 25_000,
  'tools-enterprise-year-eur': 276_000,
};

/** The server's sentence for an order no single payment can carry. */
export const AMOUNT_TOO_LARGE = 'This order is too large for one payment. Please contact sales.';

/**
 * `POST /v1/subscription/upgrade/quote` as a stand-in server answers it: the licences, WELCOME10's
 * 10 %, and 20 % Austrian VAT, over a fixed period; more than 999,999.99 is refused. Tests assert
 * that the dialog shows these.
 */
export function answerPurchaseQuote(request: MockRequest): Response {
  const body = request.body as PurchaseQuoteRequest;
  const subtotal = (UNIT_AMOUNTS[body.plan] ?? 0) * body.quantity;
  const discount = body.couponCode === 'WELCOME10' ? subtotal / 10 : 0;
  const net = subtotal - discount;
  if (net * 1.2 > 99_999_999) return json({ status: 'amount_too_large', message: AMOUNT_TOO_LARGE }, 422);
  const quote: Quote = {
    currency: 'eur',
    subtotal,
    discount,
    proration: 0,
    net,
    tax: { amount: net / 5, rate: 2000, reason: 'domestic' },
    gross: net * 1.2,
    dueNow: net * 1.2,
    period: { start: '2026-11-24T10:00:00.000Z', end: '2026-12-24T10:00:00.000Z' },
  };
  return json({ data: quote });
}
