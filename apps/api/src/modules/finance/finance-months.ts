import { FINANCE_CHART_MONTHS } from '@portal/contract';

/** `YYYY-MM` of an instant, in UTC. */
export const monthKey = (at: Date): string => at.toISOString().slice(0, 7);

/** The first instant of the month `offset` months after the one `at` falls in (UTC). */
export const monthStart = (at: Date, offset = 0): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));

/** The same instant one calendar month earlier (the 31st falls back to the month's last day). */
export function oneMonthBefore(at: Date): Date {
  const target = monthStart(at, -1);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  target.setUTCHours(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds());
  return target;
}

export interface ChartMonth {
  month: string;
  /** When the month's MRR is taken: the end of the month, or now for the current one. */
  at: Date;
}

/** The chart's months, oldest first, the current month last. */
export function chartMonths(now: Date): ChartMonth[] {
  return Array.from({ length: FINANCE_CHART_MONTHS }, (_, index) => {
    const offset = index - (FINANCE_CHART_MONTHS - 1);
    const month = monthStart(now, offset);
    const end = new Date(monthStart(now, offset + 1).getTime() - 1);
    return { month: monthKey(month), at: offset === 0 ? now : end };
  });
}
