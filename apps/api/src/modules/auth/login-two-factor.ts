import { isRecoveryCode, type LoginTwoFactorRequest } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { invalidTwoFactorCode, verifySecondFactor } from '../security/index';
import { finishSignIn, type SignedIn } from './finish-sign-in';
import { liveChallenge, recordWrongCode, spendChallenge } from './login-challenge';
import { claimLoginAttempts, releaseLoginAttempt, type ThrottleKey } from './login-throttle';
import { accountDeactivated } from './sign-in';
import { findUserById } from './user-queries';

const challengeExpired = () =>
  new AppError(401, 'two_factor_challenge_expired', 'twoFactor.challengeExpired');

/**
 * `POST /v1/login/two-factor`: the second step of a sign-in (decision 0050). The challenge must be
 * live; the attempt is counted on the IP and on the key the password step counted on before the
 * code is checked, as a password is (0006). A wrong code keeps its count and one of the challenge's
 * five; the fifth ends the challenge. The right code (or an unused recovery code) signs in exactly
 * as `POST /v1/login` does, and the challenge is spent.
 */
export async function loginWithSecondFactor(
  deps: AppDeps,
  input: LoginTwoFactorRequest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn> {
  const { db } = deps.database;
  const challenge = await liveChallenge(db, input.challenge, deps.clock.now());
  if (!challenge) throw challengeExpired();
  const ip: ThrottleKey = { scope: 'ip', key: request.ip };
  const account: ThrottleKey = { scope: challenge.throttleScope, key: challenge.throttleKey };
  await claimLoginAttempts(deps, [ip, account]);

  const user = await findUserById(db, challenge.userId);
  const method = user ? await verifySecondFactor(deps, db, user.id, input.code) : null;
  if (!user || !method) {
    if (await recordWrongCode(db, challenge.id))
      throw new AppError(401, 'two_factor_challenge_expired', 'twoFactor.tooManyWrongCodes');
    throw invalidTwoFactorCode(request.language, isRecoveryCode(input.code));
  }
  if (user.deactivatedAt) {
    for (const key of [ip, account]) await releaseLoginAttempt(deps, db, key);
    throw accountDeactivated();
  }
  return finishSignIn(deps, {
    user,
    ip,
    account,
    request,
    reply,
    secondFactor: method,
    beforeStart: async (tx) => {
      // Two right codes racing on one challenge open one session.
      if (!(await spendChallenge(tx, challenge.id, deps.clock.now()))) throw challengeExpired();
    },
  });
}
