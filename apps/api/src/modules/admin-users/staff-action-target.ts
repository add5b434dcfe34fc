import type { AuditEvent } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ServerMessageKey } from '../../platform/i18n/index';
import type { RequestContext } from '../../platform/request-context';
import { holdsStaffRole } from './user-rows';

/**
 * The user a staff action is on, locked for the action's transaction. An unknown id or a deleted
 * account's tombstone is a 404; a staff account is refused (403), as login-as refuses it: staff do
 * not suspend or reset each other from a customer's page.
 */
export async function lockedTarget(tx: Tx, userId: number) {
  const [target] = await tx
    .select({
      id: users.id,
      email: users.email,
      parentId: users.parentId,
      suspendedAt: users.suspendedAt,
      deactivatedAt: users.deactivatedAt,
      trialEndsAt: users.trialEndsAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!target) throw new AppError(404, 'user_not_found', 'users.notFound');
  const [staff] = await tx.select({ isStaff: holdsStaffRole }).from(users).where(eq(users.id, userId));
  if (staff?.isStaff) throw new AppError(403, 'forbidden', 'adminUsers.staffTarget');
  return target;
}

export type StaffActionTarget = Awaited<ReturnType<typeof lockedTarget>>;

/** A 409: the user's state does not allow the action (already suspended, deactivated, …). */
export const conflict = (key: ServerMessageKey) => new AppError(409, 'conflict', key);

/** A deactivated account is final: no staff action applies to it any more. */
export function refuseDeactivated(target: StaffActionTarget): void {
  if (target.deactivatedAt) throw conflict('adminUsers.isDeactivated');
}

/**
 * The action's audit row on the user, in its transaction: the staff member as editor, the account
 * the user belongs to (so the customer's activity log shows it), the reason beside the new values.
 */
export function recordStaffAction(
  tx: Tx,
  context: RequestContext,
  target: StaffActionTarget,
  change: {
    event: AuditEvent;
    reason: string;
    oldValues?: Record<string, unknown>;
    newValues?: Record<string, unknown>;
  },
): Promise<void> {
  return recordAudit(tx, {
    entityType: 'user',
    entityId: target.id,
    event: change.event,
    ...auditBy(context, target.parentId ?? target.id),
    oldValues: change.oldValues ?? {},
    newValues: { ...change.newValues, reason: change.reason },
  });
}

/**
 * Runs a staff action in one transaction and then drops what this process caches about the user's
 * sign-ins: a suspension or deactivation holds from the user's very next request.
 */
export async function inStaffTransaction<T>(
  deps: Pick<AppDeps, 'database' | 'authCache'>,
  userId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await deps.database.db.transaction(work);
  deps.authCache.forgetUser(userId);
  return result;
}
