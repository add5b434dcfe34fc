import type { PasswordUpdate } from '@portal/contract';
import { isLanguage } from '@portal/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshSessions, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { AppError, notFound } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';

/** `wrong_password` (spec §8): the web shows it on the old-password field and as a snackbar. */
const wrongPassword = () => new AppError(422, 'wrong_password', 'password.wrong');

/**
 * `PUT /v1/account/password`: the current password proves the caller; the new one is stored, every
 * other sign-in of the user ends (this one stays) and the address hears of it. The audit row says the
 * password changed, never what it is.
 */
export async function updatePassword(
  deps: AppDeps,
  context: RequestContext,
  input: PasswordUpdate,
): Promise<void> {
  const principal = callerOf(context);
  const [user] = await deps.database.db
    .select({
      passwordHash: users.passwordHash,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.old_password))) throw wrongPassword();
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, principal.userId));
    const others = and(eq(refreshSessions.userId, principal.userId), isNull(refreshSessions.revokedAt));
    await tx
      .update(refreshSessions)
      .set({ revokedAt: now })
      .where(principal.sessionId ? and(others, ne(refreshSessions.familyId, principal.sessionId)) : others);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: principal.userId,
      event: 'updated',
      editor: context.editorId,
      accountId: context.accountId,
      // Masked by the audit log: it records that the password changed, not the value.
      oldValues: { password: 'old' },
      newValues: { password: 'new' },
      meta: context.meta,
    });
    await deps.mailer.send(tx, {
      to: user.email,
      template: 'password-changed',
      language: isLanguage(user.language) ? user.language : 'en',
      data: { name: `${user.firstname} ${user.lastname}`.trim(), loginUrl: `${deps.config.publicUrl}/login` },
    });
  });
  // The other sign-ins' cached principals go with them; this one is kept by its session id.
  deps.authCache.forgetUser(principal.userId);
}
