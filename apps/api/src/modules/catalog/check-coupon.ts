import type { Coupon } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { findRedeemableCoupon } from './coupons';

export const invalidCoupon = () => new AppError(404, 'invalid_coupon', 'catalog.invalidCoupon');

/**
 * `GET /v1/coupon/:code`: the coupon's name and percentage when it can be redeemed now. Unknown,
 * expired and used-up codes answer alike, so the endpoint does not tell which codes exist.
 */
export async function checkCoupon(deps: AppDeps, code: string): Promise<Coupon> {
  const coupon = await findRedeemableCoupon(deps.database.db, code, deps.clock.now());
  if (!coupon) throw invalidCoupon();
  return { name: coupon.name, percent_off: coupon.percentOff };
}
