import { tz } from '@date-fns/tz';
import { utc } from '@date-fns/utc';
import { addDays, differenceInCalendarDays, eachDayOfInterval, formatISO } from 'date-fns';

/** A calendar day written YYYY-MM-DD: no time of day and no time zone. */
export type CalendarDay = string;

/** The first instant of `day` in UTC, the instant documents and their month filters count from. */
export const utcMidnightOf = (day: CalendarDay): Date => new Date(`${day}T00:00:00Z`);

const dayOf = (at: Date, timeZone: string): CalendarDay =>
  formatISO(at, { representation: 'date', in: timeZone === 'UTC' ? utc : tz(timeZone) });

/** The calendar day `at` falls on in `timeZone` (an IANA name such as `Europe/Vienna`). */
export const calendarDayIn = (at: Date, timeZone: string): CalendarDay => dayOf(at, timeZone);

/** `day` moved by `days` calendar days (negative: back). */
export const addCalendarDays = (day: CalendarDay, days: number): CalendarDay =>
  dayOf(addDays(utcMidnightOf(day), days, { in: utc }), 'UTC');

/** Calendar days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export const calendarDaysBetween = (from: CalendarDay, to: CalendarDay): number =>
  differenceInCalendarDays(utcMidnightOf(to), utcMidnightOf(from), { in: utc });

/** Every day from `from` to `to`, both included; none when `to` comes first. */
export function calendarDaysFromTo(from: CalendarDay, to: CalendarDay): CalendarDay[] {
  const start = utcMidnightOf(from);
  const end = utcMidnightOf(to);
  if (!(start <= end)) return [];
  return eachDayOfInterval({ start, end }, { in: utc }).map((day) => dayOf(day, 'UTC'));
}
