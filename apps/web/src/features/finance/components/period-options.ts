import { quarterOf } from '@portal/contract';

/** The last `count` UTC months as `YYYY-MM`, the current one first. */
export function recentMonths(now: Date, count = 12): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1)).toISOString().slice(0, 7),
  );
}

/** The last `count` quarters as `2026-Q3`, the current one first. */
export function recentQuarters(now: Date, count = 8): string[] {
  return Array.from({ length: count }, (_, index) =>
    quarterOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index * 3, 1))),
  );
}

/** A month's first and last day, as the credit notes' `from` and `to` take them. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 1970, number ?? 1, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}
