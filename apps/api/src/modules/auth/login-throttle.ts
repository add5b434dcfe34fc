import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { loginFailures } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { AppError } from '../../platform/errors';

type ThrottleDeps = Pick<AppDeps, 'config' | 'clock' | 'database'>;

function windowStart(deps: ThrottleDeps): Date {
  return new Date(deps.clock.now().getTime() - deps.config.LOGIN_WINDOW_MINUTES * 60_000);
}

/**
 * At most LOGIN_MAX_FAILURES failed sign-ins per e-mail and per IP within LOGIN_WINDOW_MINUTES
 * (docs/decisions/0006-login-rate-limit.md). Checked before the password, so a correct password does not
 * get through a locked window either.
 */
export async function assertLoginAllowed(deps: ThrottleDeps, email: string, ipAddress: string) {
  const since = windowStart(deps);
  const stats = await Promise.all(
    [eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress)].map(async (key) => {
      const [row] = await deps.database.db
        .select({ failures: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(key, gt(loginFailures.failedAt, since)));
      return row;
    }),
  );
  const blocked = stats.filter((row) => row && row.failures >= deps.config.LOGIN_MAX_FAILURES);
  if (blocked.length === 0) return;
  // The window opens again when the oldest counted failure falls out of it.
  const reopensAt = Math.max(
    ...blocked.map((row) => new Date(row?.oldest ?? 0).getTime() + deps.config.LOGIN_WINDOW_MINUTES * 60_000),
  );
  const minutes = Math.max(1, Math.ceil((reopensAt - deps.clock.now().getTime()) / 60_000));
  throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests', { params: { minutes } });
}

export async function recordLoginFailure(deps: ThrottleDeps, email: string, ipAddress: string) {
  const since = windowStart(deps);
  await deps.database.db.transaction(async (tx) => {
    // Rows that left the window count for nothing; drop them while we are here.
    await tx
      .delete(loginFailures)
      .where(
        and(
          or(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress)),
          lt(loginFailures.failedAt, since),
        ),
      );
    await tx.insert(loginFailures).values({ email, ipAddress, failedAt: deps.clock.now() });
  });
}

/** A successful sign-in forgives the e-mail's failures (not the IP's). */
export async function clearLoginFailures(executor: Executor, email: string) {
  await executor.delete(loginFailures).where(eq(loginFailures.email, email));
}
