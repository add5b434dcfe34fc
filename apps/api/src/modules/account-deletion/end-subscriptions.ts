import type { Tx } from '../../platform/db';
import type { RequestContext } from '../../platform/request-context';
import { transitionSubscription } from '../subscriptions/index';
import { subscriptionsToEnd } from './deletion-preview';

// Paused too (decision 0085): its pause would otherwise end, and renew, after the account is gone.
const LIVE = ['active', 'canceled', 'past_due', 'incomplete', 'paused'] as const;

/**
 * Ends every subscription of the account now, in the caller's transaction: a deleted account is
 * never charged again, so no renewal, dunning retry or grace period follows (decision 0051). The
 * paid rest of a period is not refunded, as with a cancellation. Guarded by status: run again, it
 * ends only what is still live. Returns how many it ended.
 */
export async function endSubscriptionsNow(
  tx: Tx,
  accountId: number,
  at: Date,
  context: RequestContext,
): Promise<number> {
  let ended = 0;
  for (const { subscription } of await subscriptionsToEnd(tx, accountId)) {
    const changed = await transitionSubscription(tx, {
      subscription,
      from: LIVE,
      to: 'ended',
      set: { endedAt: at, endsAt: at, canceledAt: subscription.canceledAt ?? at },
      at,
      details: { ends_at: at.toISOString(), reason: 'account deleted' },
      context,
    });
    if (changed) ended += 1;
  }
  return ended;
}
