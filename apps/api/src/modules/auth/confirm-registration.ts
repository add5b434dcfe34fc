import type { ConfirmRegistrationRequest } from '@portal/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { emailConfirmationTokens, users } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { hashOpaqueToken } from '../../platform/auth/opaque-token';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { findUserByEmail } from './user-queries';

/**
 * `POST /v1/register/confirm`: the registration mail's link. A valid, unused, unexpired token for
 * this e-mail confirms the address, so the account can sign in; the token is spent.
 */
export async function confirmRegistration(
  deps: AppDeps,
  input: ConfirmRegistrationRequest,
  request: FastifyRequest,
): Promise<void> {
  const invalid = () =>
    new AppError(422, 'invalid_token', 'registration.confirmInvalid', {
      errors: { token: [t(request.language, 'registration.confirmInvalid')] },
    });
  const user = await findUserByEmail(deps.database.db, input.email);
  if (!user) throw invalid();
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const spent = await tx
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailConfirmationTokens.tokenHash, hashOpaqueToken(input.token)),
          eq(emailConfirmationTokens.userId, user.id),
          isNull(emailConfirmationTokens.usedAt),
          gt(emailConfirmationTokens.expiresAt, now),
        ),
      )
      .returning({ id: emailConfirmationTokens.id });
    if (spent.length === 0) throw invalid();
    await tx
      .update(users)
      .set({ emailConfirmedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.emailConfirmedAt)));
    await recordAudit(tx, {
      entityType: 'user',
      entityId: user.id,
      event: 'updated',
      editor: user.id,
      accountId: user.parentId ?? user.id,
      oldValues: { email_confirmed_at: null },
      newValues: { email_confirmed_at: now.toISOString() },
      request,
    });
  });
}
