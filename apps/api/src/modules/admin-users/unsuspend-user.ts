import type { StaffActionRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { RequestContext } from '../../platform/request-context';
import {
  conflict,
  inStaffTransaction,
  lockedTarget,
  recordStaffAction,
  refuseDeactivated,
} from './staff-action-target';

/**
 * `POST /v1/user/:id/unsuspend` (decision 0062): clears `suspended_at`. The sign-ins the suspension
 * ended stay ended; the user signs in again with every permission of their roles.
 */
export async function unsuspendUser(
  deps: AppDeps,
  context: RequestContext,
  userId: number,
  body: StaffActionRequest,
): Promise<void> {
  await inStaffTransaction(deps, userId, async (tx) => {
    const target = await lockedTarget(tx, userId);
    refuseDeactivated(target);
    if (!target.suspendedAt) throw conflict('adminUsers.notSuspended');
    await tx
      .update(users)
      .set({ suspendedAt: null, updatedAt: deps.clock.now() })
      .where(eq(users.id, target.id));
    await recordStaffAction(tx, context, target, {
      event: 'unsuspended',
      reason: body.reason,
      oldValues: { suspended_at: target.suspendedAt.toISOString() },
      newValues: { suspended_at: null },
    });
  });
}
