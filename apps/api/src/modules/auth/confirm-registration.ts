import type { ConfirmRegistrationRequest } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { emailConfirmationTokens, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { spendMailedToken } from './spend-mailed-token';
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
    if (!(await spendMailedToken(tx, emailConfirmationTokens, { token: input.token, userId: user.id, now })))
      throw invalid();
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
      meta: contextOf(request).meta,
    });
  });
}
