import type { ExtendTrialRequest } from '@portal/contract';
import { addUtcDays } from '@portal/contract/dates';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { RequestContext } from '../../platform/request-context';
import { liveSubscriptionsOf } from '../subscriptions/index';
import {
  conflict,
  inStaffTransaction,
  lockedTarget,
  recordStaffAction,
  refuseDeactivated,
} from './staff-action-target';

/**
 * `POST /v1/user/:id/trial` (decision 0062): adds `days` to the trial of an account owner who pays
 * for nothing yet, counted from the trial's end, or from now when it has passed or there was none
 * (which grants one). A sub-user's trial is its owner's; a paying customer has none. Answers the new end.
 */
export async function extendTrial(
  deps: AppDeps,
  context: RequestContext,
  userId: number,
  body: ExtendTrialRequest,
): Promise<Date> {
  return inStaffTransaction(deps, userId, async (tx) => {
    const target = await lockedTarget(tx, userId);
    refuseDeactivated(target);
    if (target.parentId !== null) throw conflict('adminUsers.subUserTrial');
    if ((await liveSubscriptionsOf(tx, target.id)).length > 0) throw conflict('adminUsers.payingCustomer');
    const now = deps.clock.now();
    const from = target.trialEndsAt && target.trialEndsAt > now ? target.trialEndsAt : now;
    const endsAt = addUtcDays(from, body.days);
    await tx.update(users).set({ trialEndsAt: endsAt, updatedAt: now }).where(eq(users.id, target.id));
    await recordStaffAction(tx, context, target, {
      event: 'trial extended',
      reason: body.reason,
      oldValues: { trial_ends_at: target.trialEndsAt?.toISOString() ?? null },
      newValues: { trial_ends_at: endsAt.toISOString(), days: body.days },
    });
    return endsAt;
  });
}
