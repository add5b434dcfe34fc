import { percentOf } from '@portal/contract';

/**
 * The coupon discount on `net` (minor units): `percentOff` % rounded half up, the same rule as the
 * dialog's `finalPrice`, never negative and never more than the net itself.
 */
export function discountFor(net: number, percentOff: number): number {
  if (net <= 0) return 0;
  const percent = Math.min(100, Math.max(0, percentOff));
  return Math.min(net, percentOf(net, percent));
}
