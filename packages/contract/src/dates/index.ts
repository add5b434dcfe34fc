// The date helpers both sides share (decision 0033): UTC arithmetic for billing and documents, and
// calendar days for windows counted in a time zone. Built on date-fns; no zod, so the web can load it early.
export {
  addCalendarDays,
  type CalendarDay,
  calendarDayIn,
  calendarDaysBetween,
  calendarDaysFromTo,
  utcMidnightOf,
} from './calendar-days';
export { formatUtcDate } from './format-date';
export { addUtcDays, addUtcMonths, startOfUtcDay, utcCalendarMonthsBetween } from './utc-dates';
