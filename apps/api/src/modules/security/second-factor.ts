import { isRecoveryCode } from '@portal/contract';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { twoFactorSecrets } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { spendRecoveryCode } from './recovery-codes';
import { openTotpSecret } from './sealed-totp-secret';
import { matchingTimeStep } from './totp';

export type SecondFactorMethod = 'authenticator' | 'recovery_code';

type Deps = Pick<AppDeps, 'secrets' | 'clock'>;

const enabledFor = (userId: number) =>
  and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt));

/** True when the user signs in with a second step. */
export async function hasTwoFactor(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(enabledFor(userId));
  return row !== undefined;
}

/**
 * Checks the second factor of a user with two-factor sign-in on: the app's code, accepted only for a
 * later time step than the last one accepted (so a code seen once, by anyone, never works again), or
 * an unused recovery code, which is spent. Answers how the user proved it, or null.
 */
export async function verifySecondFactor(
  deps: Deps,
  executor: Executor,
  userId: number,
  code: string,
): Promise<SecondFactorMethod | null> {
  const [row] = await executor
    .select({ secretSealed: twoFactorSecrets.secretSealed })
    .from(twoFactorSecrets)
    .where(enabledFor(userId));
  if (!row) return null;
  const now = deps.clock.now();
  if (isRecoveryCode(code)) {
    return (await spendRecoveryCode(executor, deps.secrets, { userId, code, now })) ? 'recovery_code' : null;
  }
  const secret = openTotpSecret(deps.secrets, userId, row.secretSealed);
  const step = secret ? matchingTimeStep(secret, code.trim(), now) : null;
  if (step === null) return null;
  // One conditional update: of two concurrent requests with the same code only one gets through.
  const accepted = await executor
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        enabledFor(userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return accepted.length > 0 ? 'authenticator' : null;
}
