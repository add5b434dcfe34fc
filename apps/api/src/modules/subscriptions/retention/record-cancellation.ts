import type { CancellationReason } from '@portal/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { retentionOfferResponses, subscriptionCancellations } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import type { SubscriptionRow } from '../subscription-queries';
import { availableOffer } from './available-offer';

/** Why the customer cancels; an API client of spec §7 may say nothing. */
export interface CancellationWhy {
  reason?: CancellationReason | null;
  comment?: string | null;
}

/**
 * Keeps why a subscription was cancelled, in the cancellation's transaction. Cancelling an active
 * subscription whose product has an offer it never answered declines that offer: the dialog showed
 * it before the cancel step, and the offer is made once.
 */
export async function recordCancellation(
  tx: Executor,
  input: { subscription: SubscriptionRow; why: CancellationWhy; at: Date },
): Promise<void> {
  const { subscription, why, at } = input;
  await tx.insert(subscriptionCancellations).values({
    subscriptionId: subscription.id,
    userId: subscription.userId,
    reason: why.reason ?? null,
    comment: why.comment?.trim() || null,
    canceledAt: at,
  });
  // A paused subscription was never offered anything: its dialog has no offer step.
  if (subscription.status !== 'active') return;
  const offer = await availableOffer(tx, subscription, at);
  if (!offer) return;
  await tx
    .insert(retentionOfferResponses)
    .values({
      subscriptionId: subscription.id,
      userId: subscription.userId,
      productId: offer.productId,
      couponId: offer.coupon.id,
      periods: offer.periods,
      response: 'declined',
      respondedAt: at,
    })
    .onConflictDoNothing({ target: retentionOfferResponses.subscriptionId });
}

/** The cancellation was taken back (resume): its latest open row is withdrawn, and counts no more. */
export async function withdrawCancellation(tx: Executor, subscriptionId: string, at: Date): Promise<void> {
  const latest = tx
    .select({ id: subscriptionCancellations.id })
    .from(subscriptionCancellations)
    .where(
      and(
        eq(subscriptionCancellations.subscriptionId, subscriptionId),
        isNull(subscriptionCancellations.withdrawnAt),
      ),
    )
    .orderBy(desc(subscriptionCancellations.canceledAt), desc(subscriptionCancellations.id))
    .limit(1);
  await tx
    .update(subscriptionCancellations)
    .set({ withdrawnAt: at })
    .where(inArray(subscriptionCancellations.id, latest));
}
