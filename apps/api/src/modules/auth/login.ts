import type { LoginRequest } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords';
import { clientMetaOf, type IssuedSession, startSession } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { assertMaySignIn, recordSignIn } from './sign-in';
import { findUserByEmail } from './user-queries';

/** `POST /v1/login`: checks the throttle, the password and the account state, then opens a session. */
export async function login(
  deps: AppDeps,
  input: LoginRequest,
  request: FastifyRequest,
): Promise<IssuedSession> {
  const email = input.email.toLowerCase();
  await assertLoginAllowed(deps, email, request.ip);
  const user = await findUserByEmail(deps.database.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid) {
    await recordLoginFailure(deps, email, request.ip);
    throw new AppError(401, 'invalid_credentials', 'auth.invalidCredentials');
  }
  assertMaySignIn(user);
  return deps.database.db.transaction(async (tx) => {
    await clearLoginFailures(tx, email);
    const session = await startSession(deps, tx, { userId: user.id, meta: clientMetaOf(request) });
    await recordSignIn(tx, { user, impersonatorId: null, request, event: 'login' });
    return session;
  });
}
