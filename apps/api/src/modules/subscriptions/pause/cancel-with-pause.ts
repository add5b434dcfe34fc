import type { AppDeps } from '../../../platform/app-deps';
import type { Tx } from '../../../platform/db';
import { accessChanged } from '../access-changed';
import { accountTime } from '../renewals/account-clock';
import type { SubscriptionRecord, SubscriptionRow } from '../subscription-queries';
import { endPauseEarly } from './pause-history';

/**
 * What a cancellation does to the row (decision 0085). An active subscription is cancelled to the
 * end of its period, a planned pause withdrawn with it. A paused one ends now (its account's time):
 * it was paid until the pause began, and a grace period would give a module nobody paid for.
 */
export async function cancellationOf(deps: AppDeps, sub: SubscriptionRow, now: Date) {
  const pause = { pauseStartsAt: null, pauseEndsAt: null };
  if (sub.status === 'paused') {
    const at = await accountTime(deps, sub.userId);
    return {
      from: 'paused',
      values: { status: 'ended', canceledAt: now, endsAt: at, endedAt: at, ...pause },
    } as const;
  }
  return {
    from: 'active',
    values: { status: 'canceled', canceledAt: now, endsAt: sub.currentPeriodEnd, ...pause },
  } as const;
}

/** In the cancellation's transaction: the pause it withdrew or cut short is kept as ended early. */
export async function endPauseOnCancel(tx: Tx, sub: SubscriptionRow, at: Date): Promise<void> {
  if (sub.pauseStartsAt) await endPauseEarly(tx, { subscriptionId: sub.id, startsAt: sub.pauseStartsAt, at });
}

/**
 * A paused subscription the cancellation ended at once: its module goes now, and the answer shows
 * it cancelled as of now (it is no longer live, so no list holds it any more).
 */
export function endedAtOnce(
  deps: Pick<AppDeps, 'authCache'>,
  record: SubscriptionRecord,
  ended: { endsAt: Date; canceledAt: Date },
): SubscriptionRecord {
  accessChanged(deps, [record.subscription.userId]);
  return {
    ...record,
    subscription: {
      ...record.subscription,
      ...ended,
      status: 'canceled',
      pauseStartsAt: null,
      pauseEndsAt: null,
    },
  };
}
