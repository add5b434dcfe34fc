import type { Interval } from '@portal/contract';
import { addUtcMonths, utcCalendarMonthsBetween } from '@portal/contract/dates';

const MONTHS_PER: Record<Interval, number> = { month: 1, year: 12 };

/**
 * `anchor` plus `count` whole intervals, in UTC. Always computed from the anchor, never from the
 * previous renewal, so a subscription started on Jan 31 renews on Feb 28/29 and then on Mar 31
 * again instead of drifting to the 28th. A day the target month lacks becomes its last day.
 */
export function addIntervals(anchor: Date, interval: Interval, count: number): Date {
  return addUtcMonths(anchor, MONTHS_PER[interval] * count);
}

/** The first renewal `anchor + k intervals` (k ≥ 1) strictly after `after`. */
export function nextRenewal(anchor: Date, interval: Interval, after: Date): Date {
  const monthsBetween = utcCalendarMonthsBetween(after, anchor);
  // One interval short of the estimate still lies in an earlier month than `after`, so no k is skipped.
  let count = Math.max(1, Math.floor(monthsBetween / MONTHS_PER[interval]) - 1);
  let candidate = addIntervals(anchor, interval, count);
  while (candidate.getTime() <= after.getTime()) {
    count += 1;
    candidate = addIntervals(anchor, interval, count);
  }
  return candidate;
}
