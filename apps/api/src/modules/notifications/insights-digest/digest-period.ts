import type { NotificationInterval } from '@portal/contract';
import { addCalendarDays, type CalendarDay, calendarDayIn, utcMidnightOf } from '@portal/contract/dates';

/** The days a digest reports on, both included, in the user's timezone. */
export interface DigestPeriod {
  interval: NotificationInterval;
  start: CalendarDay;
  end: CalendarDay;
}

const MONDAY = 1;

/**
 * The period whose digest is due at `now` for a user in `timeZone` (decision 0047), or null: the day
 * before for DAY; on Mondays the week before (Monday to Sunday) for WEEK; on the 1st the month
 * before for MONTH. Only the day it falls due counts: a digest is news, not a backlog.
 */
export function duePeriod(now: Date, timeZone: string, interval: NotificationInterval): DigestPeriod | null {
  const today = calendarDayIn(now, timeZone);
  const yesterday = addCalendarDays(today, -1);
  switch (interval) {
    case 'DAY':
      return { interval, start: yesterday, end: yesterday };
    case 'WEEK':
      if (utcMidnightOf(today).getUTCDay() !== MONDAY) return null;
      return { interval, start: addCalendarDays(today, -7), end: yesterday };
    case 'MONTH':
      if (!today.endsWith('-01')) return null;
      return { interval, start: `${yesterday.slice(0, 8)}01`, end: yesterday };
  }
}
