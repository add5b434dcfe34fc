import type { LoginRequest } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { verifyAgainstDecoy, verifyPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { hasTwoFactor } from '../security/index';
import { finishSignIn, type SignedIn } from './finish-sign-in';
import { knownDeviceOf } from './known-device';
import { openLoginChallenge } from './login-challenge';
import { claimLoginAttempts, releaseLoginAttempt, type ThrottleKey } from './login-throttle';
import { accountDeactivated } from './sign-in';
import { findUserByEmail } from './user-queries';

/**
 * `POST /v1/login`: counts the attempt (per IP, and per e-mail or per known device) before the
 * password is checked, then checks the password and the account state and opens a session. A
 * deactivated account opens none; a suspended one opens a store-only session (decision 0044). An
 * account with two-factor sign-in opens none yet: it is answered 401 `two_factor_required` with a
 * challenge for `POST /v1/login/two-factor` (decision 0050).
 */
export async function login(
  deps: AppDeps,
  input: LoginRequest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn> {
  const email = input.email.toLowerCase();
  const deviceId = knownDeviceOf(request, deps.secrets.jwt, email);
  const ip: ThrottleKey = { scope: 'ip', key: request.ip };
  const account: ThrottleKey = deviceId ? { scope: 'device', key: deviceId } : { scope: 'email', key: email };
  await claimLoginAttempts(deps, [ip, account]);

  const user = await findUserByEmail(deps.database.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  // A wrong password keeps its counted attempt.
  if (!user || !valid) throw new AppError(401, 'invalid_credentials', 'auth.invalidCredentials');
  const giveBack = async () => {
    for (const key of [ip, account]) await releaseLoginAttempt(deps, deps.database.db, key);
  };
  try {
    if (user.deactivatedAt) throw accountDeactivated();
    // Only a self-registration waits for its mail's link (decision 0027); staff may still sign in as it.
    if (!user.emailConfirmedAt) throw new AppError(403, 'email_not_confirmed', 'registration.notConfirmed');
  } catch (error) {
    // The right password is no failure, even when the account may not sign in.
    await giveBack();
    throw error;
  }
  if (await hasTwoFactor(deps.database.db, user.id)) {
    // No failure either, but nothing is forgiven until the second step succeeds: wrong codes count
    // on the same keys (decision 0050).
    await giveBack();
    const challenge = await openLoginChallenge(deps, deps.database.db, {
      userId: user.id,
      throttle: account,
    });
    throw new AppError(401, 'two_factor_required', 'twoFactor.required', { data: challenge });
  }
  return finishSignIn(deps, { user, ip, account, request, reply });
}
