import { and, eq, gt, isNull, lt, notExists, or, type SQL } from 'drizzle-orm';
import { coupons, retentionOfferResponses, retentionOffers } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';

/** A coupon an offer can use at `at`: not expired and with redemptions left. */
export const usableCoupon = (at: Date): SQL | undefined =>
  and(
    or(isNull(coupons.expiresAt), gt(coupons.expiresAt, at)),
    or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
  );

export interface AvailableOffer {
  productId: number;
  periods: number;
  coupon: { id: number; code: string; name: string; percentOff: number };
}

/**
 * The retention offer the cancel dialog can make to this subscription at `at`: its product's offer,
 * while the coupon is usable and the subscription never answered one (an offer is made once).
 */
export async function availableOffer(
  executor: Executor,
  subscription: { id: string; productId: number },
  at: Date,
): Promise<AvailableOffer | null> {
  const answered = executor
    .select({ id: retentionOfferResponses.id })
    .from(retentionOfferResponses)
    .where(eq(retentionOfferResponses.subscriptionId, subscription.id));
  const [row] = await executor
    .select({
      productId: retentionOffers.productId,
      periods: retentionOffers.periods,
      coupon: { id: coupons.id, code: coupons.code, name: coupons.name, percentOff: coupons.percentOff },
    })
    .from(retentionOffers)
    .innerJoin(coupons, eq(coupons.id, retentionOffers.couponId))
    .where(and(eq(retentionOffers.productId, subscription.productId), usableCoupon(at), notExists(answered)));
  return row ?? null;
}
