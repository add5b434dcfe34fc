import { finalPrice } from '@portal/contract';
import { taxAmount } from './tax';

export interface RenewalPrice {
  /** Price of one license per interval, minor units. */
  unitAmount: number;
  quantity: number;
  /** The coupon's percentage while it still discounts renewals, else null. */
  percentOff: number | null;
}

/**
 * Net and gross of the next renewal: price × quantity less the coupon (the contract's one pricing
 * rule, never below 0), plus tax at the buyer's rate.
 */
export function renewalTotal(price: RenewalPrice, taxRate: number): { net: number; gross: number } {
  const net = finalPrice(price.unitAmount, price.quantity, price.percentOff);
  return { net, gross: net + taxAmount(net, taxRate) };
}
