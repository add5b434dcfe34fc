import type { StaffActionRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { revokeAllSessionsOf } from '../../platform/auth/sessions';
import type { RequestContext } from '../../platform/request-context';
import { conflict, inStaffTransaction, lockedTarget, recordStaffAction } from './staff-action-target';

/**
 * `POST /v1/user/:id/deactivate` (decision 0062): sets `deactivated_at` and ends every sign-in of the
 * user; a deactivated account opens no sign-in any more (decision 0044). There is no way back here:
 * the account's data stays for billing and the audit log, and its deletion is the owner's own.
 */
export async function deactivateUser(
  deps: AppDeps,
  context: RequestContext,
  userId: number,
  body: StaffActionRequest,
): Promise<void> {
  await inStaffTransaction(deps, userId, async (tx) => {
    const target = await lockedTarget(tx, userId);
    if (target.deactivatedAt) throw conflict('adminUsers.alreadyDeactivated');
    const now = deps.clock.now();
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, target.id));
    await revokeAllSessionsOf(deps, tx, target.id);
    await recordStaffAction(tx, context, target, {
      event: 'deactivated',
      reason: body.reason,
      oldValues: { deactivated_at: null },
      newValues: { deactivated_at: now.toISOString() },
    });
  });
}
