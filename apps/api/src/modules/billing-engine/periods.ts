import type { Interval } from '@portal/contract';

const MONTHS_PER: Record<Interval, number> = { month: 1, year: 12 };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `anchor` plus `count` whole intervals, in UTC. Always computed from the anchor, never from the
 * previous renewal, so a subscription started on Jan 31 renews on Feb 28/29 and then on Mar 31
 * again instead of drifting to the 28th. A day the target month lacks becomes its last day.
 */
export function addIntervals(anchor: Date, interval: Interval, count: number): Date {
  const months = anchor.getUTCMonth() + MONTHS_PER[interval] * count;
  const year = anchor.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month));
  const result = new Date(anchor.getTime());
  result.setUTCFullYear(year, month, day);
  return result;
}

/** The first renewal `anchor + k intervals` (k ≥ 1) strictly after `after`. */
export function nextRenewal(anchor: Date, interval: Interval, after: Date): Date {
  const monthsBetween =
    (after.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (after.getUTCMonth() - anchor.getUTCMonth());
  // One interval short of the estimate still lies in an earlier month than `after`, so no k is skipped.
  let count = Math.max(1, Math.floor(monthsBetween / MONTHS_PER[interval]) - 1);
  let candidate = addIntervals(anchor, interval, count);
  while (candidate.getTime() <= after.getTime()) {
    count += 1;
    candidate = addIntervals(anchor, interval, count);
  }
  return candidate;
}
