import type { PurchaseQuote, PurchaseQuoteRequest } from '@portal/contract';
import { json, type MockRequest } from '../../../test/mock-fetch';

/** One licence of the fixtures' plans per interval, minor units (tests only). */
const UNIT_AMOUNTS: Record<string, number> = {
  'tools-enterprise-month-eur': 25_000,
  'tools-enterprise-year-eur': 276_000,
};

/** The server's sentence for an order no single payment can carry. */
export const AMOUNT_TOO_LARGE = 'This order is too large for one payment. Please contact sales.';

/** The stand-in server's coupons: percent off and how many invoices they discount (null: all). */
const COUPONS: Record<string, { percent: number; invoices: number | null }> = {
  WELCOME10: { percent: 10, invoices: 1 },
  PARTNER25: { percent: 25, invoices: null },
  SPRING3: { percent: 20, invoices: 3 },
};

/**
 * `POST /v1/subscription/upgrade/quote` as a stand-in server answers it: the licences, the coupons
 * above, and 20 % Austrian VAT, over a fixed period; more than 999,999.99 is refused. Tests assert
 * that the dialog shows these.
 */
export function answerPurchaseQuote(request: MockRequest): Response {
  const body = request.body as PurchaseQuoteRequest;
  const subtotal = (UNIT_AMOUNTS[body.plan] ?? 0) * body.quantity;
  const coupon = body.couponCode ? COUPONS[body.couponCode] : undefined;
  const discount = coupon ? (subtotal * coupon.percent) / 100 : 0;
  const net = subtotal - discount;
  if (net * 1.2 > 99_999_999) return json({ status: 'amount_too_large', message: AMOUNT_TOO_LARGE }, 422);
  const quote: PurchaseQuote = {
    currency: 'eur',
    subtotal,
    discount,
    proration: 0,
    net,
    tax: { amount: net / 5, rate: 2000, reason: 'domestic' },
    gross: net * 1.2,
    dueNow: net * 1.2,
    period: { start: '2026-11-24T10:00:00.000Z', end: '2026-12-24T10:00:00.000Z' },
    recurring: {
      discountedNet: net,
      discountedInvoices: coupon ? coupon.invoices : 0,
      net: coupon?.invoices === null ? net : subtotal,
    },
  };
  return json({ data: quote });
}
