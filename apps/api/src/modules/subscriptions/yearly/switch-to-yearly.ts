import type { SubscriptionChangeResponse, YearlySwitchRequest } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import { subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription } from '../subscription-queries';
import { planYearlySwitch } from './pending-yearly-switch';
import { switchToYearlyNow } from './switch-now';
import { checkYearlySwitch } from './yearly-switch-rules';

/**
 * `PUT /v1/subscription/yearly` (decision 0085): a monthly subscription is billed yearly from its
 * next renewal, or from now with the unused month credited. Another account's subscription, or one
 * that is gone, is not found.
 */
export async function switchToYearly(
  deps: AppDeps,
  context: RequestContext,
  input: YearlySwitchRequest,
): Promise<SubscriptionChangeResponse> {
  const db = deps.database.db;
  const record = await findLiveSubscription(db, callerOf(context).accountId, input.subscriptionId);
  if (!record) throw subscriptionNotFound();
  const yearlyPlan = await checkYearlySwitch(db, record, input.when);
  return input.when === 'now'
    ? switchToYearlyNow(deps, context, record, yearlyPlan)
    : planYearlySwitch(deps, context, record);
}
