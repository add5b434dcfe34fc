import type { accountDeletionSchema } from '@portal/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { refreshSessions, roles, userRoles, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { ACCOUNT_DELETION_JOB, deletionJobId } from './deletion-job-id';
import { endSubscriptionsNow } from './end-subscriptions';

export type AccountDeletionRequest = z.output<typeof accountDeletionSchema>;
export type DeletionScope = 'account' | 'user';

/** Deleting is the holder's own act: staff acting as the customer (login-as) may not do it. */
const notWhileActingAs = () => new AppError(403, 'forbidden', 'accountDeletion.notWhileActingAs');
/** Staff accounts are managed by administrators, not deleted from the customer's settings page. */
const notForStaff = () => new AppError(403, 'forbidden', 'accountDeletion.notForStaff');

async function isStaff(tx: Tx, userId: number): Promise<boolean> {
  const [internal] = await tx
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.isInternal, true)))
    .limit(1);
  return internal !== undefined;
}

/**
 * `POST /v1/account/delete` (decision 0051). In one transaction: the user is marked (deactivated, so
 * no sign-in works, and `deletion_requested_at`), every sign-in of everyone who goes ends, an account
 * holder's subscriptions end at once (nothing more is charged), the audit row "account deletion job
 * created" keeps the reason and comment, and the deletion job is queued. The job does the rest. A
 * sub-user goes alone; an account holder takes the sub-users with them.
 */
export async function requestAccountDeletion(
  deps: AppDeps,
  context: RequestContext,
  input: AccountDeletionRequest,
): Promise<DeletionScope> {
  const principal = callerOf(context);
  if (principal.impersonatorId !== null) throw notWhileActingAs();
  const { userId } = principal;
  const now = deps.clock.now();
  const scope = await deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        parentId: users.parentId,
        requestedAt: users.deletionRequestedAt,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || user.deletedAt) throw notFound();
    if (await isStaff(tx, userId)) throw notForStaff();
    const scope: DeletionScope = user.parentId === null ? 'account' : 'user';
    // Asked already (a retried request): the job is queued; nothing more to do.
    if (user.requestedAt) return scope;

    const going =
      scope === 'account' ? or(eq(users.id, userId), eq(users.parentId, userId)) : eq(users.id, userId);
    const members = (await tx.select({ id: users.id }).from(users).where(going)).map((row) => row.id);
    await tx.update(users).set({ deletionRequestedAt: now, updatedAt: now }).where(eq(users.id, userId));
    // Deactivated: sign-in, refresh, password reset and login-as all refuse it from now on.
    await tx
      .update(users)
      .set({ deactivatedAt: now, updatedAt: now })
      .where(and(inArray(users.id, members), isNull(users.deactivatedAt)));
    await tx
      .update(refreshSessions)
      .set({ revokedAt: now })
      .where(and(inArray(refreshSessions.userId, members), isNull(refreshSessions.revokedAt)));
    if (scope === 'account') await endSubscriptionsNow(tx, userId, now, context);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      event: 'account deletion job created',
      ...auditBy(context, principal.accountId),
      newValues: { scope, reason: input.reason, comment: input.comment, sub_users: members.length - 1 },
    });
    await deps.jobs.send(tx, ACCOUNT_DELETION_JOB, { userId }, { id: deletionJobId(userId) });
    return scope;
  });
  // The cached sign-ins of everyone who went (an owner's: the whole account) end with their sessions.
  if (scope === 'account') deps.authCache.forgetAccount(userId);
  else deps.authCache.forgetUser(userId);
  return scope;
}
