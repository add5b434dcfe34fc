import type { YearlySwitchTime } from '@portal/contract';
import type { Executor } from '../../../platform/db';
import { findPlanOf, type PlanRow } from '../../catalog/index';
import {
  alreadyYearly,
  corporateNoChange,
  subscriptionIncomplete,
  yearlyAlreadyPlanned,
  yearlyNeedsActive,
  yearlyNotAvailable,
  yearlyPausePlanned,
} from '../subscription-errors';
import type { SubscriptionRecord, SubscriptionRow } from '../subscription-queries';
import { isCorporate } from '../subscription-view';

type SwitchState = Pick<SubscriptionRow, 'status' | 'interval' | 'pauseStartsAt' | 'pendingInterval'>;

/**
 * Decision 0085: only a running monthly subscription switches, without a pause planned, and a
 * switch at the period end only once. Checked before anything is priced and again under the
 * account's money lock, where a pause or another change asked for meanwhile is seen.
 */
export function refuseSwitchState(sub: SwitchState, when: YearlySwitchTime): void {
  if (sub.interval === 'year') throw alreadyYearly();
  if (sub.status === 'incomplete' || sub.status === 'past_due') throw subscriptionIncomplete();
  if (sub.status !== 'active') throw yearlyNeedsActive();
  if (sub.pauseStartsAt) throw yearlyPausePlanned();
  if (when === 'period_end' && sub.pendingInterval === 'year') throw yearlyAlreadyPlanned();
}

/**
 * Everything the switch and its quote refuse alike, and the yearly plan it moves to: not a
 * corporate plan (sales manage those), and a yearly plan of the product in the subscription's
 * currency that can be bought. Metered Tools subscriptions may switch: their poll views are counted
 * and shown, never billed (decision 0085), so a year prices them as exactly as a month.
 */
export async function checkYearlySwitch(
  executor: Executor,
  record: SubscriptionRecord,
  when: YearlySwitchTime,
): Promise<PlanRow> {
  const sub = record.subscription;
  if (isCorporate(record)) throw corporateNoChange();
  refuseSwitchState(sub, when);
  const plan = await findPlanOf(executor, {
    productId: sub.productId,
    interval: 'year',
    currencyId: sub.currencyId,
  });
  if (!plan?.active || plan.onRequest) throw yearlyNotAvailable();
  return plan;
}
