import type { RetentionOfferPut, RetentionOfferSaved } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { coupons, products, retentionOffers } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import { t } from '../../../platform/i18n/index';
import type { RequestContext } from '../../../platform/request-context';
import { usableCoupon } from './available-offer';
import { couponNotUsable, offerProductNotFound, retentionOfferNotFound } from './retention-errors';
import { retentionOfferSettingOf } from './retention-offer-settings';

/**
 * `PUT /v1/finance/retention-offers/:productId`: sets the product's offer, a coupon of the catalogue
 * that is neither expired nor used up for 1–12 renewals. Only for products the portal sells.
 */
export async function saveRetentionOffer(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  context: RequestContext,
  productId: number,
  input: RetentionOfferPut,
): Promise<RetentionOfferSaved> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await retentionOfferSettingOf(tx, productId);
    if (!before) throw offerProductNotFound();
    const [coupon] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), usableCoupon(now)));
    if (!coupon) throw couponNotUsable(context.language);
    const values = {
      couponId: coupon.id,
      periods: input.periods,
      updatedBy: context.editorId,
      updatedAt: now,
    };
    await tx
      .insert(retentionOffers)
      .values({ productId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: retentionOffers.productId, set: values });
    await recordAudit(tx, {
      entityType: 'retention_offer',
      entityId: productId,
      event: before.offer ? 'updated' : 'created',
      ...auditBy(context, null),
      oldValues: before.offer ? { coupon_id: before.offer.coupon_id, periods: before.offer.periods } : {},
      newValues: { coupon_id: coupon.id, periods: input.periods },
    });
    const saved = await retentionOfferSettingOf(tx, productId);
    if (!saved) throw offerProductNotFound();
    return {
      message: t(context.language, 'subscriptions.retention.saved', { product: saved.product_name }),
      data: saved,
    };
  });
}

/** `DELETE /v1/finance/retention-offers/:productId`: the product makes no offer any more. */
export async function deleteRetentionOffer(
  deps: Pick<AppDeps, 'database'>,
  context: RequestContext,
  productId: number,
): Promise<RetentionOfferSaved> {
  return deps.database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(retentionOffers)
      .where(eq(retentionOffers.productId, productId))
      .returning({ couponId: retentionOffers.couponId, periods: retentionOffers.periods });
    if (!removed) throw retentionOfferNotFound();
    await recordAudit(tx, {
      entityType: 'retention_offer',
      entityId: productId,
      event: 'deleted',
      ...auditBy(context, null),
      oldValues: { coupon_id: removed.couponId, periods: removed.periods },
    });
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    const productName = product?.name ?? '';
    return {
      message: t(context.language, 'subscriptions.retention.deleted', { product: productName }),
      data: { product_id: productId, product_name: productName, offer: null },
    };
  });
}
