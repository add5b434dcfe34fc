import type { LoginRequest } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords';
import { clientMetaOf, type IssuedSession, startSession } from '../../platform/auth/sessions';
import { AppError, tooManyRequests } from '../../platform/errors';
import { knownDeviceOf, rememberDevice } from './known-device';
import {
  claimLoginAttempt,
  forgiveLoginFailures,
  releaseLoginAttempt,
  type ThrottleKey,
} from './login-throttle';
import { accountDeactivated, recordSignIn } from './sign-in';
import { findUserByEmail } from './user-queries';

type Deps = Pick<AppDeps, 'config' | 'clock' | 'database'>;

/** Claims an attempt on every key, IP first; the first refusal gives back what was claimed. */
async function claimAttempt(deps: Deps, keys: ThrottleKey[]): Promise<void> {
  const claimed: ThrottleKey[] = [];
  for (const key of keys) {
    const retryAfter = await claimLoginAttempt(deps, key);
    if (retryAfter !== null) {
      for (const done of claimed) await releaseLoginAttempt(deps, deps.database.db, done);
      throw tooManyRequests(retryAfter);
    }
    claimed.push(key);
  }
}

/**
 * `POST /v1/login`: counts the attempt (per IP, and per e-mail or per known device) before the
 * password is checked, then checks the password and the account state and opens a session. A
 * deactivated account opens none; a suspended one opens a store-only session (decision 0044).
 */
export async function login(
  deps: AppDeps,
  input: LoginRequest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<IssuedSession & { suspended: boolean }> {
  const email = input.email.toLowerCase();
  const deviceId = knownDeviceOf(request, deps.secrets.jwt, email);
  const ip: ThrottleKey = { scope: 'ip', key: request.ip };
  const account: ThrottleKey = deviceId ? { scope: 'device', key: deviceId } : { scope: 'email', key: email };
  await claimAttempt(deps, [ip, account]);

  const user = await findUserByEmail(deps.database.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  // A wrong password keeps its counted attempt.
  if (!user || !valid) throw new AppError(401, 'invalid_credentials', 'auth.invalidCredentials');
  try {
    if (user.deactivatedAt) throw accountDeactivated();
    // Only a self-registration waits for its mail's link (decision 0027); staff may still sign in as it.
    if (!user.emailConfirmedAt) throw new AppError(403, 'email_not_confirmed', 'registration.notConfirmed');
  } catch (error) {
    // The right password is no failure, even when the account may not sign in.
    for (const key of [ip, account]) await releaseLoginAttempt(deps, deps.database.db, key);
    throw error;
  }
  const session = await deps.database.db.transaction(async (tx) => {
    await forgiveLoginFailures(tx, account);
    await releaseLoginAttempt(deps, tx, ip);
    const session = await startSession(deps, tx, { userId: user.id, meta: clientMetaOf(request) });
    await recordSignIn(tx, { user, impersonatorId: null, request, event: 'login' });
    return session;
  });
  rememberDevice(request, reply, deps.secrets.jwt, email, deviceId);
  // A suspended account gets a sign-in limited to the store (authenticate.ts, decision 0044).
  return { ...session, suspended: user.suspendedAt !== null };
}
