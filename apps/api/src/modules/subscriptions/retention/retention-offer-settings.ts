import type { RetentionOfferSetting, RetentionOfferSettings } from '@portal/contract';
import { and, asc, eq, exists, ne, not } from 'drizzle-orm';
import { coupons, plans, products, retentionOffers } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import { usableCoupon } from './available-offer';

/** A product the portal sells: not corporate, with a plan that is active and not priced on request. */
const buyable = (executor: Executor) =>
  and(
    ne(products.tier, 'corporate'),
    exists(
      executor
        .select({ id: plans.id })
        .from(plans)
        .where(and(eq(plans.productId, products.id), eq(plans.active, true), not(plans.onRequest))),
    ),
  );

/** The products an offer can be set for, each with its offer (if any); one of them with `productId`. */
function selectSettings(executor: Executor, productId?: number) {
  return executor
    .select({
      productId: products.id,
      productName: products.name,
      couponId: retentionOffers.couponId,
      couponCode: coupons.code,
      percentOff: coupons.percentOff,
      periods: retentionOffers.periods,
      updatedAt: retentionOffers.updatedAt,
    })
    .from(products)
    .leftJoin(retentionOffers, eq(retentionOffers.productId, products.id))
    .leftJoin(coupons, eq(coupons.id, retentionOffers.couponId))
    .where(and(buyable(executor), productId === undefined ? undefined : eq(products.id, productId)))
    .orderBy(asc(products.id));
}

type SettingRow = Awaited<ReturnType<typeof selectSettings>>[number];

function toSetting(row: SettingRow): RetentionOfferSetting {
  const { couponId, couponCode, percentOff, periods, updatedAt } = row;
  return {
    product_id: row.productId,
    product_name: row.productName,
    offer:
      couponId !== null && couponCode !== null && percentOff !== null && periods !== null && updatedAt
        ? {
            coupon_id: couponId,
            coupon_code: couponCode,
            percent_off: percentOff,
            periods,
            updated_at: updatedAt.toISOString(),
          }
        : null,
  };
}

/** One product's setting, or null when the product does not exist or is not sold in the portal. */
export async function retentionOfferSettingOf(
  executor: Executor,
  productId: number,
): Promise<RetentionOfferSetting | null> {
  const [row] = await selectSettings(executor, productId);
  return row ? toSetting(row) : null;
}

/** The catalogue's coupons an offer can use at `at`, by code. */
export function usableCoupons(executor: Executor, at: Date) {
  return executor
    .select({ id: coupons.id, code: coupons.code, name: coupons.name, percentOff: coupons.percentOff })
    .from(coupons)
    .where(usableCoupon(at))
    .orderBy(asc(coupons.code));
}

/**
 * `GET /v1/finance/retention-offers`: every product that can be bought with its offer or null, and
 * the coupons an offer can use (two statements).
 */
export async function listRetentionOfferSettings(
  executor: Executor,
  at: Date,
): Promise<RetentionOfferSettings> {
  const [rows, usable] = await Promise.all([selectSettings(executor), usableCoupons(executor, at)]);
  return {
    data: rows.map(toSetting),
    coupons: usable.map((coupon) => ({
      id: coupon.id,
      code: coupon.code,
      name: coupon.name,
      percent_off: coupon.percentOff,
    })),
  };
}
