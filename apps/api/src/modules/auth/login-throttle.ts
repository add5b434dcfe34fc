import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { loginThrottles } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { tooManyRequests } from '../../platform/errors';

type ThrottleDeps = Pick<AppDeps, 'config' | 'clock' | 'database'>;

export type ThrottleScope = 'email' | 'ip' | 'device';

export interface ThrottleKey {
  scope: ThrottleScope;
  key: string;
}

/** The exponent stops growing here; the delay is capped by the window long before. */
const MAX_DOUBLINGS = 30;

function freeAttempts(deps: ThrottleDeps, scope: ThrottleScope): number {
  return scope === 'ip' ? deps.config.LOGIN_IP_MAX_FAILURES : deps.config.LOGIN_MAX_FAILURES;
}

/**
 * Counts one sign-in attempt for `key` before its password is checked, in one upsert: concurrent
 * attempts are serialised by the row and each sees its own count. The first LOGIN_MAX_FAILURES
 * (per IP: LOGIN_IP_MAX_FAILURES) attempts pass at once; from then on each attempt may only come
 * once the previous one's wait is over, and each wait doubles from LOGIN_BACKOFF_SECONDS up to
 * LOGIN_WINDOW_MINUTES. The count is forgotten after a quiet window (docs/decisions/0006).
 * Returns null when the attempt may go ahead, else the seconds until it may be tried again.
 */
export async function claimLoginAttempt(deps: ThrottleDeps, { scope, key }: ThrottleKey) {
  const now = deps.clock.now();
  const attemptId = randomUUID();
  const max = freeAttempts(deps, scope);
  const windowSeconds = deps.config.LOGIN_WINDOW_MINUTES * 60;
  const at = sql`${now.toISOString()}::timestamptz`;
  const t = loginThrottles;
  // The wait after the n-th counted attempt: none below the free attempts, then doubling.
  const retryAfter = (n: ReturnType<typeof sql>) =>
    sql`case when ${n} < ${max} then null else ${at} + make_interval(secs => least(${windowSeconds}::float8,
      ${deps.config.LOGIN_BACKOFF_SECONDS}::float8 * power(2, least(${n} - ${max}, ${MAX_DOUBLINGS})))) end`;
  const forgotten = sql`coalesce(${t.retryAt}, ${t.lastAttemptAt}) <= ${at} - make_interval(secs => ${windowSeconds}::float8)`;
  const open = sql`(${t.retryAt} is null or ${t.retryAt} <= ${at})`;
  const [row] = await deps.database.db
    .insert(t)
    .values({
      scope,
      key,
      failures: 1,
      lastAttemptAt: now,
      retryAt: sql`${retryAfter(sql`1`)}`,
      lastAttemptId: attemptId,
    })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        failures: sql`case when ${forgotten} then 1 when ${open} then ${t.failures} + 1 else ${t.failures} end`,
        retryAt: sql`case when ${forgotten} then ${retryAfter(sql`1`)}
          when ${open} then ${retryAfter(sql`${t.failures} + 1`)} else ${t.retryAt} end`,
        lastAttemptAt: sql`case when ${forgotten} or ${open} then ${at} else ${t.lastAttemptAt} end`,
        lastAttemptId: sql`case when ${forgotten} or ${open} then ${attemptId}::uuid else ${t.lastAttemptId} end`,
      },
    })
    .returning({ lastAttemptId: t.lastAttemptId, retryAt: t.retryAt });
  if (!row) throw new Error('the login throttle returned no row');
  if (row.lastAttemptId === attemptId) return null;
  const retryAt = row.retryAt ? new Date(row.retryAt).getTime() : now.getTime();
  return Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
}

/**
 * Gives back an attempt that turned out not to be a failure (the right password, or an attempt a
 * later limit refused), so it does not count against its key, nor extend its wait: the attempt was
 * let through, so the key's wait had ended, and it stays ended (a right password before the
 * second step of a sign-in must not make the code wait, docs/decisions/0050).
 */
export async function releaseLoginAttempt(
  deps: ThrottleDeps,
  executor: Executor,
  { scope, key }: ThrottleKey,
) {
  const t = loginThrottles;
  const max = freeAttempts(deps, scope);
  const now = sql`${deps.clock.now().toISOString()}::timestamptz`;
  await executor
    .update(t)
    .set({
      failures: sql`greatest(${t.failures} - 1, 0)`,
      retryAt: sql`case when ${t.failures} - 1 < ${max} then null else least(${t.retryAt}, ${now}) end`,
    })
    .where(and(eq(t.scope, scope), eq(t.key, key)));
}

/** Forgets every counted attempt of a key: a successful sign-in forgives its e-mail or device. */
export async function forgiveLoginFailures(executor: Executor, { scope, key }: ThrottleKey) {
  await executor
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.scope, scope), eq(loginThrottles.key, key)));
}

/**
 * Claims an attempt on every key, IP first, and refuses with 429 at the first key that is over its
 * limit, giving back what was claimed before it.
 */
export async function claimLoginAttempts(deps: ThrottleDeps, keys: ThrottleKey[]): Promise<void> {
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
