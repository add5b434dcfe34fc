import { utc } from '@date-fns/utc';
import { addDays, addMonths, differenceInCalendarMonths, startOfDay } from 'date-fns';

// The portal's business dates are UTC (DESIGN.md §4): date-fns computes in the `utc` context, and the
// results go back to plain Dates, which serialise with `Z` and compare like every other Date.
const plain = (date: Date) => new Date(date.getTime());

/** `at` plus `days` calendar days in UTC: exactly 24 hours each, as UTC has no daylight saving. */
export const addUtcDays = (at: Date, days: number): Date => plain(addDays(at, days, { in: utc }));

/**
 * `at` plus `months` calendar months in UTC at the same time of day; a day the target month lacks
 * becomes its last day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 */
export const addUtcMonths = (at: Date, months: number): Date => plain(addMonths(at, months, { in: utc }));

/** Midnight UTC of the day `at` falls on. */
export const startOfUtcDay = (at: Date): Date => plain(startOfDay(at, { in: utc }));

/** Month boundaries crossed from `earlier` to `later` in UTC, whatever the days (Jan 31 → Feb 1 is 1). */
export const utcCalendarMonthsBetween = (later: Date, earlier: Date): number =>
  differenceInCalendarMonths(later, earlier, { in: utc });
