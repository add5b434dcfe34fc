import { isLanguage, type Language, message, type PendingEmailChange } from '@portal/contract';
import { addHours } from 'date-fns';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { emailChanges, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import { updateAudited } from '../../platform/audited-change';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token';
import type { Executor, Tx } from '../../platform/db';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { RequestContext, RequestMeta } from '../../platform/request-context';

/** How long the link mailed to a new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

const open = (userId: number, now: Date) =>
  and(
    eq(emailChanges.userId, userId),
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.cancelledAt),
    gt(emailChanges.expiresAt, now),
  );

/** The user's e-mail change waiting for confirmation, if any (only the newest works). */
export async function pendingEmailChange(
  executor: Executor,
  userId: number,
  now: Date,
): Promise<PendingEmailChange | null> {
  const [row] = await executor
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(open(userId, now))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
}

/** Whether another user signs in with `email` (compared as the unique index on lower(email) does). */
export async function emailTakenByOther(executor: Executor, email: string, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  return row !== undefined;
}

export const emailTaken = () => fieldError({ email: [message('validation.unique')] });

interface Holder {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  language: string;
}

const nameOf = (user: Holder) => `${user.firstname} ${user.lastname}`.trim();
const languageOf = (user: Holder): Language => (isLanguage(user.language) ? user.language : 'en');

/** Ends every open change of the user; answers the address the newest one asked for, if any. */
async function closeOpenChanges(tx: Tx, userId: number, now: Date): Promise<string | null> {
  const closed = await tx
    .update(emailChanges)
    .set({ cancelledAt: now })
    .where(open(userId, now))
    .returning({ email: emailChanges.newEmail, id: emailChanges.id });
  return closed.sort((a, b) => b.id - a.id)[0]?.email ?? null;
}

/**
 * A new link for `newEmail`, replacing any earlier one, mailed to that address in the caller's
 * transaction; with `notice`, the current address hears of it as well. Audited as the profile's
 * pending address.
 */
export async function startEmailChange(
  deps: AppDeps,
  tx: Tx,
  context: RequestContext,
  input: { user: Holder; newEmail: string; notice: boolean },
): Promise<PendingEmailChange> {
  const { user, newEmail } = input;
  const now = deps.clock.now();
  const previous = await closeOpenChanges(tx, user.id, now);
  const token = newOpaqueToken();
  const expiresAt = addHours(now, EMAIL_CHANGE_TTL_HOURS);
  await tx
    .insert(emailChanges)
    .values({ userId: user.id, newEmail, tokenHash: hashOpaqueToken(token), expiresAt });
  if (previous !== newEmail) {
    await recordAudit(tx, {
      entityType: 'user',
      entityId: user.id,
      event: 'updated',
      editor: context.editorId,
      accountId: context.accountId,
      oldValues: { pending_email: previous },
      newValues: { pending_email: newEmail },
      meta: context.meta,
    });
  }
  const language = languageOf(user);
  await deps.mailer.send(tx, {
    to: newEmail,
    template: 'email-change-confirm',
    language,
    // Only the transport gets the working link; the outbox keeps a placeholder (decision 0026).
    secret: token,
    data: {
      name: nameOf(user),
      confirmUrl: `${deps.config.publicUrl}/confirm-email-change?${new URLSearchParams({ token })}`,
    },
  });
  if (input.notice) {
    await deps.mailer.send(tx, {
      to: user.email,
      template: 'email-change-notice',
      language,
      data: { name: nameOf(user), newEmail, profileUrl: `${deps.config.publicUrl}/settings/account` },
    });
  }
  return { email: newEmail, expiresAt: expiresAt.toISOString() };
}

const holderColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  language: users.language,
};

/** `POST …/email-change/resend`: a new link for the waiting change (the old one stops working). */
export async function resendEmailChange(deps: AppDeps, context: RequestContext, userId: number) {
  return deps.database.db.transaction(async (tx) => {
    const pending = await pendingEmailChange(tx, userId, deps.clock.now());
    if (!pending) throw new AppError(404, 'not_found', 'profile.noEmailChange');
    const [user] = await tx.select(holderColumns).from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    return startEmailChange(deps, tx, context, { user, newEmail: pending.email, notice: false });
  });
}

/** `DELETE …/email-change`: the waiting change ends; the address stays. */
export async function cancelEmailChange(
  deps: AppDeps,
  context: RequestContext,
  userId: number,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const cancelled = await closeOpenChanges(tx, userId, deps.clock.now());
    if (cancelled === null) throw new AppError(404, 'not_found', 'profile.noEmailChange');
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      event: 'updated',
      editor: context.editorId,
      accountId: context.accountId,
      oldValues: { pending_email: cancelled },
      newValues: { pending_email: null },
      meta: context.meta,
    });
  });
}

const invalidLink = () => new AppError(422, 'invalid_token', 'profile.emailChangeInvalid');

/**
 * `POST …/email-change/confirm`: whoever holds the link proves the new address; the profile takes
 * it at once, audited as the user's own change. Answers the new address.
 */
export async function confirmEmailChange(deps: AppDeps, token: string, meta: RequestMeta): Promise<string> {
  const now = deps.clock.now();
  const changed = await deps.database.db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(emailChanges.tokenHash, hashOpaqueToken(token)),
          isNull(emailChanges.confirmedAt),
          isNull(emailChanges.cancelledAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning({ userId: emailChanges.userId, email: emailChanges.newEmail });
    if (!change) throw invalidLink();
    // Taken by someone else since it was asked for: the unique index would refuse it anyway.
    if (await emailTakenByOther(tx, change.email, change.userId)) throw emailTaken();
    const [owner] = await tx
      .select({ parentId: users.parentId, language: users.language })
      .from(users)
      .where(eq(users.id, change.userId));
    if (!owner) throw invalidLink();
    const context: RequestContext = {
      principal: null,
      accountId: owner.parentId ?? change.userId,
      editorId: change.userId,
      language: isLanguage(owner.language) ? owner.language : 'en',
      meta,
    };
    await updateAudited(tx, context, {
      table: users,
      where: eq(users.id, change.userId),
      entityType: 'user',
      entityId: change.userId,
      fields: { email: users.email },
      next: { email: change.email },
      alsoSet: { updatedAt: now },
    });
    return change;
  });
  deps.authCache.forgetUser(changed.userId);
  return changed.email;
}
