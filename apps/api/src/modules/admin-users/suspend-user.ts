import type { StaffActionRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { revokeAllSessionsOf } from '../../platform/auth/sessions';
import type { RequestContext } from '../../platform/request-context';
import {
  conflict,
  inStaffTransaction,
  lockedTarget,
  recordStaffAction,
  refuseDeactivated,
} from './staff-action-target';

/**
 * `POST /v1/user/:id/suspend` (decision 0062): sets `suspended_at` and ends every sign-in of the user,
 * so a session open now fails on its next request and an unsuspension does not revive it. The user
 * can still sign in to the store only (decision 0044).
 */
export async function suspendUser(
  deps: AppDeps,
  context: RequestContext,
  userId: number,
  body: StaffActionRequest,
): Promise<void> {
  await inStaffTransaction(deps, userId, async (tx) => {
    const target = await lockedTarget(tx, userId);
    refuseDeactivated(target);
    if (target.suspendedAt) throw conflict('adminUsers.alreadySuspended');
    const now = deps.clock.now();
    await tx.update(users).set({ suspendedAt: now, updatedAt: now }).where(eq(users.id, target.id));
    await revokeAllSessionsOf(deps, tx, target.id);
    await recordStaffAction(tx, context, target, {
      event: 'suspended',
      reason: body.reason,
      oldValues: { suspended_at: null },
      newValues: { suspended_at: now.toISOString() },
    });
  });
}
