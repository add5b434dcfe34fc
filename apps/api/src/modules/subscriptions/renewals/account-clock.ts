import { addMilliseconds } from 'date-fns';
import { eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { clockOffsets } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import { preparedAccountRead } from '../../../platform/prepared-query';

/**
 * Time travel (sandbox): staff may move the clock of one account, or of every account in demo mode.
 * The billing cycle asks each account's time; real money is never involved.
 */
export interface ClockOffsets {
  globalMs: number;
  byAccount: Map<number, number>;
}

export async function loadClockOffsets(executor: Executor): Promise<ClockOffsets> {
  const rows = await executor.select().from(clockOffsets);
  const byAccount = new Map<number, number>();
  let globalMs = 0;
  for (const row of rows) {
    if (row.userId === null) globalMs = row.offsetMs;
    else byAccount.set(row.userId, row.offsetMs);
  }
  return { globalMs, byAccount };
}

export function accountNow(now: Date, offsets: ClockOffsets, accountId: number): Date {
  return addMilliseconds(now, offsets.globalMs + (offsets.byAccount.get(accountId) ?? 0));
}

/** The furthest any account's clock runs ahead: what "due" means at most. */
export function latestNow(now: Date, offsets: ClockOffsets): Date {
  const furthest = Math.max(0, ...offsets.byAccount.values());
  return addMilliseconds(now, offsets.globalMs + furthest);
}

/** The global and the account's own offset added up, in milliseconds: one row. */
export function clockOffsetOf(executor: Executor, accountId: number | Placeholder | SQL) {
  return executor
    .select({ offsetMs: sql<number>`coalesce(sum(${clockOffsets.offsetMs}), 0)`.mapWith(Number) })
    .from(clockOffsets)
    .where(or(isNull(clockOffsets.userId), eq(clockOffsets.userId, accountId)));
}

const accountOffset = preparedAccountRead('account_clock_offset', clockOffsetOf);

/**
 * One account's time: the injected clock moved by the global and the account's own offset. Every
 * billing path reads it, so a purchase made after time travel starts where renewals count from.
 */
export async function accountTime(
  deps: { clock: { now(): Date }; database: { db: Executor } },
  accountId: number,
): Promise<Date> {
  const [row] = await accountOffset(deps.database.db, accountId);
  return addMilliseconds(deps.clock.now(), row?.offsetMs ?? 0);
}
