import type { SubscriptionChangeResponse } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import { corporateNoChange, notPaused, subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription } from '../subscription-queries';
import { isCorporate } from '../subscription-view';
import { resumeNow } from './resume-now';
import { withdrawPause } from './withdraw-pause';

/**
 * `PUT /v1/subscription/pause/end`: a planned pause is withdrawn (nothing charged), a running one
 * ends now and the subscription is renewed at once. Anything else has no pause to end: 409.
 */
export async function endPause(
  deps: AppDeps,
  context: RequestContext,
  subscriptionId: string,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = callerOf(context);
  const record = await findLiveSubscription(deps.database.db, accountId, subscriptionId);
  if (!record) throw subscriptionNotFound();
  if (isCorporate(record)) throw corporateNoChange();
  const { status, pauseStartsAt } = record.subscription;
  if (status === 'paused') return resumeNow(deps, context, record);
  if (status === 'active' && pauseStartsAt) return withdrawPause(deps, context, record);
  throw notPaused();
}
