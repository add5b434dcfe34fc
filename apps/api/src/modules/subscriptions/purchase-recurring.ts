import { finalPrice, type Interval, type PurchaseQuote } from '@portal/contract';
import { type CouponRow, couponCycles } from '../catalog/index';

/**
 * What the invoices after a purchase's first come to before tax, as renewals will charge them: the
 * coupon's price for as many invoices as it lasts (catalog's `couponCycles`, the count the purchase
 * stores), then the licences at full price.
 */
export function purchaseRecurring(
  unitAmount: number,
  quantity: number,
  interval: Interval,
  coupon: Pick<CouponRow, 'duration' | 'durationMonths' | 'percentOff'> | null,
): PurchaseQuote['recurring'] {
  const full = finalPrice(unitAmount, quantity);
  if (!coupon) return { discountedNet: full, discountedInvoices: 0, net: full };
  const discounted = finalPrice(unitAmount, quantity, coupon.percentOff);
  const cycles = couponCycles(coupon, interval);
  return { discountedNet: discounted, discountedInvoices: cycles, net: cycles === null ? discounted : full };
}
