import { clockOffsets } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';

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
  return new Date(now.getTime() + offsets.globalMs + (offsets.byAccount.get(accountId) ?? 0));
}

/** The furthest any account's clock runs ahead: what "due" means at most. */
export function latestNow(now: Date, offsets: ClockOffsets): Date {
  const furthest = Math.max(0, ...offsets.byAccount.values());
  return new Date(now.getTime() + offsets.globalMs + furthest);
}
