import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor, Tx } from '../../platform/db';

/**
 * The first key of the two-key advisory lock that serialises one account's money (the second is the
 * account's id). The one-key form (the migration lock) lives in another key space.
 */
const MONEY_LOCK_CLASS = 29;

/**
 * Takes the money lock of each account, in ascending order, until the transaction ends. Every
 * transaction that reserves, records or undoes a movement of an account's money takes it first,
 * before any row lock: two such transactions never hold row locks of one account at once, so they
 * cannot deadlock, and every refusal checked after it sees what the last movement recorded.
 * On PGlite (one session) it is always granted, and changes nothing.
 */
export async function lockAccountsMoney(tx: Executor, accountIds: readonly number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  if (ids.length === 1) {
    await tx.execute(sql`select pg_advisory_xact_lock(${MONEY_LOCK_CLASS}, ${ids[0]}::int)`);
    return;
  }
  // One statement for a batch (renewals), taking the locks in the order of the ids.
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(${MONEY_LOCK_CLASS}, s.id))
    from (select unnest(${`{${ids.join(',')}}`}::int[]) as id order by 1) as s`);
}

/** A transaction that holds the money lock of `accountIds` from its first statement on. */
export function moneyTransaction<T>(
  deps: Pick<AppDeps, 'database'>,
  accountIds: number | readonly number[],
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    await lockAccountsMoney(tx, typeof accountIds === 'number' ? [accountIds] : accountIds);
    return work(tx);
  });
}
