import type { TwoFactorChallenge } from '@portal/contract';
import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { loginChallenges } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token';
import type { Executor } from '../../platform/db';
import type { ThrottleKey } from './login-throttle';

/** How long the second step of a sign-in may take, and how many wrong codes it survives. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_WRONG_CODES = 5;

const c = loginChallenges;

/**
 * The right password of an account with two-factor sign-in: a challenge for the second step (a
 * random token; only its hash is kept), which remembers the throttle key the password counted on.
 * The user's spent and expired challenges go at the same time.
 */
export async function openLoginChallenge(
  deps: Pick<AppDeps, 'clock'>,
  executor: Executor,
  input: { userId: number; throttle: ThrottleKey },
): Promise<TwoFactorChallenge> {
  const now = deps.clock.now();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await executor
    .delete(c)
    .where(and(eq(c.userId, input.userId), or(lte(c.expiresAt, now), isNotNull(c.usedAt))));
  await executor.insert(c).values({
    userId: input.userId,
    tokenHash: hashOpaqueToken(token),
    throttleScope: input.throttle.scope === 'device' ? 'device' : 'email',
    throttleKey: input.throttle.key,
    expiresAt,
    createdAt: now,
  });
  return { challenge: token, expires_at: expiresAt.toISOString() };
}

const live = (now: Date) => and(isNull(c.usedAt), gt(c.expiresAt, now), lt(c.wrongCodes, MAX_WRONG_CODES));

/** The challenge of a token while it may still be answered: unused, unexpired, under five wrong codes. */
export async function liveChallenge(executor: Executor, token: string, now: Date) {
  const [row] = await executor
    .select({ id: c.id, userId: c.userId, throttleScope: c.throttleScope, throttleKey: c.throttleKey })
    .from(c)
    .where(and(eq(c.tokenHash, hashOpaqueToken(token)), live(now)));
  return row ?? null;
}

/** Counts a wrong code against the challenge; true when that was its last allowed one. */
export async function recordWrongCode(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor
    .update(c)
    .set({ wrongCodes: sql`${c.wrongCodes} + 1` })
    .where(eq(c.id, id))
    .returning({ wrongCodes: c.wrongCodes });
  return (row?.wrongCodes ?? MAX_WRONG_CODES) >= MAX_WRONG_CODES;
}

/** Uses the challenge up for its sign-in: true for the first of concurrent uses only. */
export async function spendChallenge(executor: Executor, id: number, now: Date): Promise<boolean> {
  const spent = await executor
    .update(c)
    .set({ usedAt: now })
    .where(and(eq(c.id, id), live(now)))
    .returning({ id: c.id });
  return spent.length > 0;
}
