import type { LoginAsRequest } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import {
  clientMetaOf,
  type IssuedSession,
  revokeSessionFamily,
  startSession,
} from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import type { Principal } from '../../platform/principal';
import { assertMaySignIn, recordSignIn } from './sign-in';
import { findUserById } from './user-queries';

/**
 * `POST /v1/login/user` (rule editUsers): the staff member continues as a customer. The new session
 * remembers who they are, so `POST /v1/login/return` can take them back (docs/decisions/0008-login-as.md).
 */
export async function loginAsUser(
  deps: AppDeps,
  staff: Principal,
  input: LoginAsRequest,
  request: FastifyRequest,
): Promise<IssuedSession> {
  if (input.id === staff.userId) {
    throw new AppError(422, 'validation_failed', 'auth.loginAsSelf', {
      errors: { id: [t(request.language, 'auth.loginAsSelf')] },
    });
  }
  const target = await findUserById(deps.database.db, input.id);
  if (!target) throw new AppError(404, 'user_not_found', 'users.notFound');
  if (target.isInternal) throw new AppError(403, 'forbidden', 'auth.loginAsStaff');
  assertMaySignIn(target);
  return deps.database.db.transaction(async (tx) => {
    // A browser holds one session: the staff member's own sign-in ends here and returns as a new one.
    if (staff.via === 'cookie' && staff.sessionId) await revokeSessionFamily(deps, tx, staff.sessionId);
    const session = await startSession(deps, tx, {
      userId: target.id,
      impersonatorId: staff.userId,
      meta: clientMetaOf(request),
    });
    await recordSignIn(tx, {
      user: target,
      impersonatorId: staff.userId,
      request,
      event: 'loginAs',
      reason: input.reason,
    });
    return session;
  });
}
