import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { Tx } from '../../../platform/db';
import { addIntervals } from '../../billing-engine/index';
import { mailSubscriptionPauseEnded } from '../../billing-mails/index';
import { moneyTransaction } from '../../money/index';
import { accessChanged } from '../access-changed';
import { accountNow, type ClockOffsets, latestNow } from '../renewals/account-clock';
import type { SubscriptionRow } from '../subscription-queries';
import { transitionSubscription } from '../transition-subscription';

/** The row as it stands under the account's money lock, if it still has the pause it was picked for. */
async function stillPausing(tx: Tx, picked: SubscriptionRow): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, picked.id)).for('update');
  if (!row || row.status !== picked.status || !row.pauseStartsAt || !row.pauseEndsAt) return null;
  return row.pauseEndsAt.getTime() === picked.pauseEndsAt?.getTime() ? row : null;
}

/**
 * The billing cycle's first pause step (decision 0085), before any renewal: an active subscription
 * whose pause began by its account's time becomes `paused`, its period the pause, and its module
 * goes. Returns how many pauses began.
 */
export async function startPauses(deps: AppDeps, now: Date, offsets: ClockOffsets): Promise<number> {
  const due = await deps.database.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.pauseStartsAt),
        lte(subscriptions.pauseStartsAt, latestNow(now, offsets)),
      ),
    );
  let started = 0;
  for (const picked of due) {
    const at = accountNow(now, offsets, picked.userId);
    if (!picked.pauseStartsAt || picked.pauseStartsAt > at) continue;
    const changed = await moneyTransaction(deps, picked.userId, async (tx) => {
      const sub = await stillPausing(tx, picked);
      if (!sub?.pauseStartsAt || !sub.pauseEndsAt) return false;
      return transitionSubscription(tx, {
        subscription: sub,
        from: ['active'],
        to: 'paused',
        set: { currentPeriodStart: sub.pauseStartsAt, currentPeriodEnd: sub.pauseEndsAt },
        at,
        details: { pause_starts_at: sub.pauseStartsAt, pause_ends_at: sub.pauseEndsAt },
      });
    });
    if (!changed) continue;
    started += 1;
    accessChanged(deps, [picked.userId]);
  }
  return started;
}

/**
 * The second pause step: a paused subscription whose pause is over by its account's time is active
 * again, anchored at the pause's end, and the customer is told. Its period ends there, so the
 * renewal step of the same cycle starts (and charges) the next one. Returns how many pauses ended.
 */
export async function endPauses(deps: AppDeps, now: Date, offsets: ClockOffsets): Promise<number> {
  const due = await deps.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'paused'), lte(subscriptions.pauseEndsAt, latestNow(now, offsets))));
  let ended = 0;
  for (const picked of due) {
    const at = accountNow(now, offsets, picked.userId);
    if (!picked.pauseEndsAt || picked.pauseEndsAt > at) continue;
    const changed = await moneyTransaction(deps, picked.userId, async (tx) => {
      const sub = await stillPausing(tx, picked);
      const endsAt = sub?.pauseEndsAt;
      if (!sub || !endsAt) return false;
      const resumed = await transitionSubscription(tx, {
        subscription: sub,
        from: ['paused'],
        to: 'active',
        set: { billingAnchorAt: endsAt, currentPeriodEnd: endsAt, pauseStartsAt: null, pauseEndsAt: null },
        at,
        details: { billing_anchor_at: endsAt },
      });
      if (!resumed) return false;
      await mailSubscriptionPauseEnded(tx, deps, {
        accountId: sub.userId,
        subscriptionId: sub.id,
        at: endsAt.toISOString(),
        withdrawn: false,
        renewsAt: addIntervals(endsAt, sub.interval === 'year' ? 'year' : 'month', 1).toISOString(),
      });
      return true;
    });
    if (!changed) continue;
    ended += 1;
    accessChanged(deps, [picked.userId]);
  }
  return ended;
}
