import { and, eq, ne, sql } from 'drizzle-orm';
import { coupons, invoices, subscriptions } from '../../db/schema/index';
import type { Tx } from '../../platform/db';
import type { RequestContext } from '../../platform/request-context';
import { chargePlan } from '../money/index';
import { removeMethodSavedForPurchase } from '../payments/index';
import { endPauseEarly } from './pause/pause-history';
import { purchaseChargeId } from './reserve-purchase';
import type { SubscriptionRow } from './subscription-queries';
import { transitionSubscription } from './transition-subscription';

interface Who {
  /** Who undid it; the system when left out. */
  context?: RequestContext;
}

/**
 * An upgrade's first payment went through: the subscription it replaces ends now. Until then (3-D
 * Secure pending) the old one kept running, so a refused challenge leaves the customer as before.
 * A pause planned for it ends with it (decision 0085): the upgrade is a new purchase, unpaused.
 */
export async function endReplacedSubscription(
  tx: Tx,
  successor: Pick<SubscriptionRow, 'id' | 'userId'>,
  at: Date,
  who: Who = {},
): Promise<void> {
  const [replaced] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      status: subscriptions.status,
      pauseStartsAt: subscriptions.pauseStartsAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.replacedById, successor.id), ne(subscriptions.status, 'ended')));
  if (!replaced) return;
  if (replaced.pauseStartsAt) {
    await endPauseEarly(tx, { subscriptionId: replaced.id, startsAt: replaced.pauseStartsAt, at });
  }
  await transitionSubscription(tx, {
    subscription: replaced,
    from: [replaced.status],
    to: 'ended',
    set: { endedAt: at, endsAt: at },
    at,
    details: { replaced_by: successor.id },
    ...who,
  });
}

/**
 * A first payment failed (3-D Secure refused or abandoned): the purchase is undone as if it never
 * happened — its invoice void, the subscription ended, the one it would have replaced running on
 * as before, the coupon's redemption given back.
 */
export async function undoFirstPurchase(
  tx: Tx,
  input: {
    subscription: Pick<SubscriptionRow, 'id' | 'userId' | 'status' | 'couponId'>;
    invoiceId: number;
    at: Date;
    details?: Record<string, unknown>;
  } & Who,
): Promise<void> {
  const { subscription, at } = input;
  const ended = await transitionSubscription(tx, {
    subscription,
    from: ['incomplete'],
    to: 'ended',
    set: { endedAt: at, endsAt: at, dunningAttempts: 0 },
    at,
    details: input.details,
    context: input.context,
  });
  if (!ended) return;
  await tx
    .update(invoices)
    .set({ status: 'void', updatedAt: at })
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.status, 'open')));
  await tx
    .update(subscriptions)
    .set({ replacedById: null, updatedAt: at })
    .where(and(eq(subscriptions.replacedById, subscription.id), ne(subscriptions.status, 'ended')));
  if (subscription.couponId !== null) {
    await tx
      .update(coupons)
      .set({ timesRedeemed: sql`greatest(${coupons.timesRedeemed} - 1, 0)` })
      .where(eq(coupons.id, subscription.couponId));
  }
  // A method saved for this purchase goes too, and the earlier default comes back. It stays attached
  // at the gateway (no gateway call inside a transaction); nothing charges a method we do not keep.
  const plan = await chargePlan(tx, purchaseChargeId(subscription.id));
  const savedMethodId = (plan as { savedMethodId?: string | null } | null)?.savedMethodId;
  if (savedMethodId) await removeMethodSavedForPurchase(tx, subscription.userId, savedMethodId, at);
}
