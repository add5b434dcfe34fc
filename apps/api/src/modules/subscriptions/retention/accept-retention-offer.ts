import type { SubscriptionChangeResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { retentionOfferResponses, subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import { tCount } from '../../../platform/i18n/index';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import { mailRetentionOfferAccepted } from '../../billing-mails/index';
import { redeemCoupon } from '../../catalog/index';
import { moneyTransaction } from '../../money/index';
import { nextRenewalOf } from '../pause/pause-dates';
import { subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription } from '../subscription-queries';
import { toSubscriptionView } from '../subscription-view';
import { availableOffer } from './available-offer';
import { offerable } from './quote-retention-offer';
import { offerNotAvailable } from './retention-errors';

/**
 * `PUT /v1/subscription/retention-offer/accept`: the offer's coupon discounts the next `periods`
 * renewals, replacing a coupon that ran, and counts a redemption. The subscription stays active.
 * Everything is checked again under the account's money lock, beside cancellations and licence
 * changes; the one response a subscription may have makes a second accept (a double click) a 409.
 */
export async function acceptRetentionOffer(
  deps: AppDeps,
  context: RequestContext,
  subscriptionId: string,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = callerOf(context);
  const db = deps.database.db;
  if (!(await findLiveSubscription(db, accountId, subscriptionId))) throw subscriptionNotFound();
  const now = deps.clock.now();
  const accepted = await moneyTransaction(deps, accountId, async (tx) => {
    const record = await findLiveSubscription(tx, accountId, subscriptionId);
    if (!record || !offerable(record)) throw offerNotAvailable();
    const sub = record.subscription;
    const offer = await availableOffer(tx, sub, now);
    if (!offer) throw offerNotAvailable();
    const [answered] = await tx
      .insert(retentionOfferResponses)
      .values({
        subscriptionId: sub.id,
        userId: sub.userId,
        productId: offer.productId,
        couponId: offer.coupon.id,
        periods: offer.periods,
        response: 'accepted',
        respondedAt: now,
      })
      .onConflictDoNothing({ target: retentionOfferResponses.subscriptionId })
      .returning({ id: retentionOfferResponses.id });
    if (!answered || !(await redeemCoupon(tx, offer.coupon.id, now))) throw offerNotAvailable();
    const [changed] = await tx
      .update(subscriptions)
      .set({ couponId: offer.coupon.id, couponCyclesLeft: offer.periods, updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'active')))
      .returning({ id: subscriptions.id });
    if (!changed) throw offerNotAvailable();
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: { coupon_id: sub.couponId, coupon_cycles_left: sub.couponCyclesLeft },
      newValues: {
        coupon_id: offer.coupon.id,
        coupon_cycles_left: offer.periods,
        retention_offer: 'accepted',
      },
    });
    await mailRetentionOfferAccepted(tx, deps, {
      accountId,
      subscriptionId: sub.id,
      couponCode: offer.coupon.code,
      percentOff: offer.coupon.percentOff,
      periods: offer.periods,
      startsAt: nextRenewalOf(sub).toISOString(),
    });
    return { offer, productName: record.productName };
  });
  const updated = await findLiveSubscription(db, accountId, subscriptionId);
  if (!updated) throw subscriptionNotFound();
  return {
    message: tCount(context.language, 'subscriptions.retention.accepted', accepted.offer.periods, {
      name: accepted.productName,
      percent: accepted.offer.coupon.percentOff,
    }),
    data: toSubscriptionView(updated),
  };
}
