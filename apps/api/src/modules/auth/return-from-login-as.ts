import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import {
  clientMetaOf,
  type IssuedSession,
  impersonatorOfSession,
  revokeSessionFamily,
  startSession,
} from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { contextOf } from '../../platform/request-context';
import { assertMaySignIn } from './sign-in';
import { closeSupportAccess } from './support-access';
import { findUserById } from './user-queries';

/**
 * `POST /v1/login/return`: ends a login-as session and signs the staff member in again. Whom to sign
 * in comes from the session's stored record, never from the access token: a token is only as
 * trustworthy as its signing key (docs/decisions/0024-generated-service-secrets.md).
 */
export async function returnFromLoginAs(
  deps: AppDeps,
  principal: Principal,
  request: FastifyRequest,
): Promise<IssuedSession> {
  const staffId = principal.sessionId
    ? await impersonatorOfSession(deps.database.db, principal.userId, principal.sessionId)
    : null;
  if (!staffId) throw new AppError(422, 'validation_failed', 'auth.notImpersonating');
  const staff = await findUserById(deps.database.db, staffId);
  if (!staff) throw new AppError(404, 'user_not_found', 'users.notFound');
  assertMaySignIn(staff);
  return deps.database.db.transaction(async (tx) => {
    if (principal.sessionId) {
      await closeSupportAccess(deps, tx, principal.sessionId, contextOf(request).meta);
      await revokeSessionFamily(deps, tx, principal.sessionId);
    }
    return startSession(deps, tx, { userId: staff.id, meta: clientMetaOf(request) });
  });
}
