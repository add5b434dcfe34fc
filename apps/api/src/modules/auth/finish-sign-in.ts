import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { clientMetaOf, type IssuedSession, startSession } from '../../platform/auth/sessions';
import type { Executor } from '../../platform/db';
import type { SecondFactorMethod } from '../security/index';
import { rememberDevice } from './known-device';
import { forgiveLoginFailures, releaseLoginAttempt, type ThrottleKey } from './login-throttle';
import { recordSignIn } from './sign-in';
import type { SignInUser } from './user-queries';

export type SignedIn = IssuedSession & { suspended: boolean };

/**
 * The end of a sign-in by the user themselves, with the password alone or with its second step:
 * the e-mail's (or device's) count is forgiven and the IP's attempt given back, a session opens, the
 * login history and audit log record it, and the browser becomes a known device for the e-mail.
 * `beforeStart` runs first in the same transaction (the second step spends its challenge there).
 */
export async function finishSignIn(
  deps: AppDeps,
  input: {
    user: SignInUser;
    ip: ThrottleKey;
    account: ThrottleKey;
    request: FastifyRequest;
    reply: FastifyReply;
    secondFactor?: SecondFactorMethod;
    beforeStart?: (tx: Executor) => Promise<void>;
  },
): Promise<SignedIn> {
  const { user, ip, account, request } = input;
  const session = await deps.database.db.transaction(async (tx) => {
    await input.beforeStart?.(tx);
    await forgiveLoginFailures(tx, account);
    await releaseLoginAttempt(deps, tx, ip);
    const session = await startSession(deps, tx, { userId: user.id, meta: clientMetaOf(request) });
    await recordSignIn(tx, {
      user,
      impersonatorId: null,
      request,
      event: 'login',
      secondFactor: input.secondFactor,
    });
    return session;
  });
  const deviceId = account.scope === 'device' ? account.key : null;
  rememberDevice(request, input.reply, deps.secrets.jwt, user.email.toLowerCase(), deviceId);
  // A suspended account gets a sign-in limited to the store (authenticate.ts, decision 0044).
  return { ...session, suspended: user.suspendedAt !== null };
}
