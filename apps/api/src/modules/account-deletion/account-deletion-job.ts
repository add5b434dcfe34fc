import { isLanguage, RECORDS_RETENTION_YEARS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import type { QueueOptions } from '../../platform/jobs/job-types';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { deleteDataExportsOf } from '../data-export/index';
import { ACCOUNT_DELETION_JOB } from './deletion-job-id';
import { subUsersOf } from './deletion-preview';
import { cancelWaitingPayments, removePaymentMethods } from './end-at-gateway';
import { endSubscriptionsNow } from './end-subscriptions';
import {
  anonymiseAccountHolder,
  anonymiseEditor,
  deleteAccountRoles,
  deleteAvatar,
  deleteUsers,
  deleteUserTraces,
} from './erase-personal-data';

type UserRow = typeof users.$inferSelect;

/** Retried for about a day (the gateway may be down); every step picks up where the last run stopped. */
export const ACCOUNT_DELETION_QUEUE: QueueOptions = {
  retryLimit: 12,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/** Sub-users go outright; nothing of theirs is kept by law. Each is its own transaction. */
async function removeSubUser(
  deps: AppDeps,
  member: Pick<UserRow, 'id' | 'email' | 'image'>,
  context: RequestContext,
  event: 'deleted' | 'account deleted',
): Promise<boolean> {
  await deleteAvatar(deps, member.image);
  await deleteDataExportsOf(deps, member.id);
  return deps.database.db.transaction(async (tx) => {
    await deleteUserTraces(tx, member.id, member.email);
    const [gone] = await deleteUsers(tx, [member.id]);
    if (gone === undefined) return false;
    await anonymiseEditor(tx, member.id);
    // Says who went, never their address: the row would otherwise keep what the deletion removed.
    await recordAudit(tx, {
      entityType: 'user',
      entityId: member.id,
      event,
      editor: null,
      accountId: context.accountId,
      newValues: { deleted_at: deps.clock.now().toISOString() },
    });
    return true;
  });
}

/**
 * Everything of an account holder's deletion after the request (decision 0051), in an order that
 * survives a crash anywhere: subscriptions end (again, should one have started meanwhile), waiting
 * payments are cancelled and methods detached at the gateway, sub-users go, and one last
 * transaction mails the address, removes the holder's personal data, keeps the row as an anonymised
 * tombstone and writes "account deleted". Every step re-reads what is left to do.
 */
async function deleteAccount(deps: AppDeps, holder: UserRow): Promise<void> {
  const { db } = deps.database;
  const accountId = holder.id;
  const context = systemContext(accountId, isLanguage(holder.language) ? holder.language : 'en');
  const subscriptionsEnded = await db.transaction((tx) =>
    endSubscriptionsNow(tx, accountId, deps.clock.now(), context),
  );
  await cancelWaitingPayments(deps, accountId);
  const methodsRemoved = await removePaymentMethods(deps, accountId, context);
  let subUsersRemoved = 0;
  for (const member of await subUsersOf(db, accountId)) {
    if (await removeSubUser(deps, member, context, 'deleted')) subUsersRemoved += 1;
  }
  await deleteAvatar(deps, holder.image);
  await deleteDataExportsOf(deps, accountId);

  const at = deps.clock.now();
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, accountId)).for('update');
    if (!current || current.deletedAt) return;
    // The last mail to the address, written before the address goes; one per account.
    await deps.mailer.send(tx, {
      to: current.email,
      template: 'account-deleted',
      language: context.language,
      data: {
        name: `${current.firstname} ${current.lastname}`.trim(),
        registerUrl: `${deps.config.publicUrl}/register`,
        years: RECORDS_RETENTION_YEARS,
      },
      eventKey: `account-deleted:${accountId}`,
    });
    await deleteUserTraces(tx, accountId, current.email);
    await deleteAccountRoles(tx, accountId);
    await anonymiseAccountHolder(tx, accountId, at);
    await anonymiseEditor(tx, accountId);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: accountId,
      event: 'account deleted',
      editor: null,
      accountId,
      newValues: {
        deleted_at: at.toISOString(),
        subscriptions_ended: subscriptionsEnded,
        payment_methods_removed: methodsRemoved,
        sub_users_removed: subUsersRemoved,
      },
    });
  });
}

/**
 * The `account.delete` job: an account holder's whole account, or a sub-user alone. Does nothing
 * for a user already deleted or never marked, so a repeated or late job changes nothing more.
 */
export async function runAccountDeletion(deps: AppDeps, userId: number): Promise<void> {
  const [user] = await deps.database.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt || !user.deletionRequestedAt) return;
  if (user.parentId === null) {
    await deleteAccount(deps, user);
  } else {
    await removeSubUser(deps, user, systemContext(user.parentId), 'account deleted');
  }
  deps.authCache.forgetAccount(user.parentId ?? user.id);
}

/** Declares the deletion queue; the composition root calls it before the queues are installed. */
export function registerAccountDeletionJobs(deps: AppDeps): void {
  deps.jobs.work(
    ACCOUNT_DELETION_JOB,
    async (job) => {
      await runAccountDeletion(deps, job.data.userId);
    },
    ACCOUNT_DELETION_QUEUE,
  );
}
