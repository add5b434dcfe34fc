import { finalPrice } from '@portal/contract';
import { taxAmount } from './tax';

export interface RenewalPrice {
  /** Price of one license per interval, minor units. */
  unitAmount: number;
  quantity: number;
  /** The coupon's percentage while it still discounts renewals, else null. */
  percentOff: number | null;
  /** Extra users' net per renewal (decision 0057): never discounted by the coupon. */
  extrasNet?: number;
}

/**
 * Net and gross of the next renewal: price × quantity less the coupon (the contract's one pricing
 * rule, never below 0) plus the extra users, plus tax at the buyer's rate.
 */
export function renewalTotal(price: RenewalPrice, taxRate: number): { net: number; gross: number } {
  const net = finalPrice(price.unitAmount, price.quantity, price.percentOff) + (price.extrasNet ?? 0);
  return { net, gross: net + taxAmount(net, taxRate) };
}
