import type { Interval } from '@portal/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { coupons } from '../../db/schema/index';
import type { Executor, Tx } from '../../platform/db';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The coupon with this code (any case) if it can still be redeemed at `now`: not expired and with
 * redemptions left. Null otherwise, so every reason answers the same `invalid_coupon`.
 */
export async function findRedeemableCoupon(
  executor: Executor,
  code: string,
  now: Date,
): Promise<CouponRow | null> {
  const [coupon] = await executor
    .select()
    .from(coupons)
    .where(
      and(
        // Codes are stored upper case; upper() on both sides also finds one typed in by hand.
        eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
      ),
    );
  return coupon ?? null;
}

/**
 * Counts one redemption, only while redemptions are left. One conditional UPDATE, so two buyers racing
 * for the last redemption cannot both get it. False when none was left.
 */
export async function redeemCoupon(tx: Tx, couponId: number, now?: Date): Promise<boolean> {
  const redeemed = await tx
    .update(coupons)
    .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1`, updatedAt: now ?? sql`now()` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
      ),
    )
    .returning({ id: coupons.id });
  return redeemed.length > 0;
}

/**
 * How many invoices the coupon discounts: once → 1, forever → null (no end), repeating N months → N
 * monthly invoices or the ceil(N / 12) yearly invoices that cover those months.
 */
export function couponCycles(
  coupon: Pick<CouponRow, 'duration' | 'durationMonths'>,
  interval: Interval,
): number | null {
  if (coupon.duration === 'forever') return null;
  if (coupon.duration !== 'repeating') return 1;
  const months = Math.max(1, coupon.durationMonths ?? 1);
  return interval === 'month' ? months : Math.ceil(months / 12);
}
