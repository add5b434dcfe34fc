import type { ResetPasswordRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { passwordResetTokens, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeAllSessionsOf } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { forgiveLoginFailures } from './login-throttle';
import { spendMailedToken } from './spend-mailed-token';
import { findUserByEmail } from './user-queries';

/**
 * `POST /v1/resetPassword`: a valid, unused, unexpired token for this e-mail sets the new password,
 * spends the token and signs out every session (whoever knew the old password is out). A new
 * sub-user's welcome link (7 days, decision 0056) is such a token too.
 */
export async function resetPassword(
  deps: AppDeps,
  input: ResetPasswordRequest,
  request: FastifyRequest,
): Promise<void> {
  const invalid = () =>
    new AppError(422, 'invalid_token', 'auth.resetInvalid', {
      errors: { token: [t(request.language, 'auth.resetInvalid')] },
    });
  const user = await findUserByEmail(deps.database.db, input.email);
  if (!user) throw invalid();
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    if (!(await spendMailedToken(tx, passwordResetTokens, { token: input.token, userId: user.id, now })))
      throw invalid();
    // The reset link reached the address, which proves it as well as a registration mail would.
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        emailConfirmedAt: user.emailConfirmedAt ?? now,
        // A sub-user's first password, from the welcome link or a forgotten-password one (0056).
        invitationPending: false,
      })
      .where(eq(users.id, user.id));
    await revokeAllSessionsOf(deps, tx, user.id);
    await forgiveLoginFailures(tx, { scope: 'email', key: user.email.toLowerCase() });
    await recordAudit(tx, {
      entityType: 'user',
      entityId: user.id,
      event: 'updated',
      editor: user.id,
      accountId: user.parentId ?? user.id,
      oldValues: { password: user.passwordHash },
      newValues: { password: passwordHash },
      meta: contextOf(request).meta,
    });
  });
}
