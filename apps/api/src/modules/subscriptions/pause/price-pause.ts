import { eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { Executor } from '../../../platform/db';
import { planRenewal, renewalGrosses, selectDueRows } from '../renewals/renewal-plan';
import { subscriptionNotFound } from '../subscription-errors';
import type { SubscriptionRecord } from '../subscription-queries';
import { renewalNet } from '../subscription-view';
import { pauseWindow } from './pause-dates';

/** What a pause does to the charges, priced as the renewals would be (tax included). */
export interface PricedPause {
  startsAt: Date;
  endsAt: Date;
  /** The renewal at the period's end that is not made. */
  skippedGross: number;
  /** The first renewal after the pause, at its end, as the subscription stands today. */
  nextGross: number;
}

/**
 * Prices both renewals with the renewal's own plan and tax: the one the pause skips, and the one
 * at its end (anchored there, as the billing cycle will anchor it). Reads only.
 */
export async function pricePause(
  executor: Executor,
  config: AppDeps['config'],
  subscriptionId: string,
  months: number,
): Promise<PricedPause> {
  const [row] = await selectDueRows(executor, eq(subscriptions.id, subscriptionId));
  if (!row) throw subscriptionNotFound();
  const { startsAt, endsAt } = pauseWindow(row.subscription, months);
  const afterPause = { ...row.subscription, currentPeriodEnd: endsAt, billingAnchorAt: endsAt };
  const [skippedGross = 0, nextGross = 0] = await renewalGrosses(executor, config, [
    planRenewal(row),
    planRenewal({ ...row, subscription: afterPause }),
  ]);
  return { startsAt, endsAt, skippedGross, nextGross };
}

/** The subscription's net before tax per month (finance's paused MRR): a yearly one's twelfth. */
export function monthlyNetOf(record: SubscriptionRecord): number {
  const net = renewalNet(record);
  return record.subscription.interval === 'year' ? Math.round(net / 12) : net;
}
