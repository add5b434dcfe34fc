import { randomUUID } from 'node:crypto';
import { allows, type LoginAsRequest } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import {
  clientMetaOf,
  type IssuedSession,
  revokeSessionFamily,
  startSession,
} from '../../platform/auth/sessions';
import { AppError, unauthenticated } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import type { Principal } from '../../platform/principal';
import { contextOf } from '../../platform/request-context';
import { assertMaySignIn, recordSignIn } from './sign-in';
import { LOGIN_AS_RETURN_HOURS, openSupportAccess } from './support-access';
import { findUserById } from './user-queries';

/**
 * `POST /v1/login/user` (rule editUsers): the staff member continues as a customer, for a reason the
 * customer reads, read-only unless an Administrator allows changes, and for LOGIN_AS_MINUTES at most.
 * The new session remembers who they are, so `POST /v1/login/return` can take them back
 * (docs/decisions/0008-login-as.md, 0063-transparent-login-as.md).
 */
export async function loginAsUser(
  deps: AppDeps,
  staff: Principal,
  input: LoginAsRequest,
  request: FastifyRequest,
): Promise<IssuedSession> {
  if (input.allow_changes && !allows(staff.permissions, 'changeAsUser')) {
    throw new AppError(403, 'forbidden', 'auth.loginAsChangesNotAllowed');
  }
  if (input.id === staff.userId) {
    throw new AppError(422, 'validation_failed', 'auth.loginAsSelf', {
      errors: { id: [t(request.language, 'auth.loginAsSelf')] },
    });
  }
  const [target, acting] = await Promise.all([
    findUserById(deps.database.db, input.id),
    findUserById(deps.database.db, staff.userId),
  ]);
  if (!target) throw new AppError(404, 'user_not_found', 'users.notFound');
  if (!acting) throw unauthenticated();
  if (target.isInternal) throw new AppError(403, 'forbidden', 'auth.loginAsStaff');
  assertMaySignIn(target);
  const meta = clientMetaOf(request);
  return deps.database.db.transaction(async (tx) => {
    // A browser holds one session: the staff member's own sign-in ends here and returns as a new one.
    if (staff.via === 'cookie' && staff.sessionId) await revokeSessionFamily(deps, tx, staff.sessionId);
    const familyId = randomUUID();
    const { endsAt } = await openSupportAccess(deps, tx, {
      familyId,
      user: target,
      staff: acting,
      reason: input.reason,
      changesAllowed: input.allow_changes,
      meta: contextOf(request).meta,
    });
    const session = await startSession(deps, tx, {
      userId: target.id,
      impersonatorId: staff.userId,
      familyId,
      meta,
      expiresAt: new Date(endsAt.getTime() + LOGIN_AS_RETURN_HOURS * 3_600_000),
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
