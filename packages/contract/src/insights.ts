// Contract of the usage figures the promotional stat cards show (spec §2 "My subscriptions", §7).
import { z } from 'zod';
import type { ProductLine } from './catalog';
import { addCalendarDays, calendarDaysBetween } from './dates/calendar-days';
import { integerId } from './ids';
import { isCalendarDate } from './invoices';
import { message } from './messages';

/** Spec §7: the analytics service counts page impressions in this fixed timezone. */
export const INSIGHTS_TIMEZONE = 'Europe/Vienna';
/** Spec §9 "Analytics window": page impressions of the last 30 days. */
export const ANALYTICS_WINDOW_DAYS = 30;
/** The longest window `GET /v1/monitoring/users` answers for. */
export const MAX_INSIGHTS_WINDOW_DAYS = 366;

/** Spec §2: a stat card shows its figure from this value on (votes, visitors, impressions). */
export const STAT_THRESHOLDS = { tools: 10, dmp: 10, analytics: 100 } as const satisfies Record<
  ProductLine,
  number
>;

/** Zones found valid, kept so a read does not make a formatter (about 20 µs) to check its zone. */
const knownTimeZones = new Set<string>(['UTC']);
const MAX_KNOWN_TIME_ZONES = 1_000;

/** True for an IANA timezone name the runtime knows (`Europe/Vienna`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!value) return false;
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return false;
  }
  if (knownTimeZones.size < MAX_KNOWN_TIME_ZONES) knownTimeZones.add(value);
  return true;
}

const dayField = z
  .string({ error: message('validation.required') })
  .refine(isCalendarDate, message('validation.date'));

/**
 * `GET /v1/monitoring/users?from&to&timezone`: both days inclusive. The Analytics app reports days
 * counted in Europe/Vienna (spec §7), so any other known `timezone` names the same calendar days.
 */
export const monitoringUsersQuerySchema = z
  .object({
    from: dayField,
    to: dayField,
    timezone: z
      .string({ error: message('validation.required') })
      .trim()
      .max(64, { error: message('validation.max', { max: 64 }), abort: true })
      .refine(isTimeZone, message('validation.oneOf')),
  })
  .superRefine((query, context) => {
    // Only two valid days are compared; a malformed one already has its own error.
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    const days = calendarDaysBetween(query.from, query.to);
    if (days < 0) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: message('validation.minValue', { min: query.from }),
      });
    } else if (days >= MAX_INSIGHTS_WINDOW_DAYS) {
      const earliest = addCalendarDays(query.to, -(MAX_INSIGHTS_WINDOW_DAYS - 1));
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: message('validation.minValue', { min: earliest }),
      });
    }
  });
export type MonitoringUsersQuery = z.infer<typeof monitoringUsersQuerySchema>;

/** `GET /v1/user/votes` (Tools: total votes): the portal counts them from the reported usage. */
export const insightTotalSchema = z.object({ total: z.number().int().min(0) });
export type InsightTotal = z.infer<typeof insightTotalSchema>;

/** The apps that send the portal figures of their own (decision 0075). */
export const FIGURE_APPS = ['dmp', 'analytics'] as const;
export type FigureApp = (typeof FIGURE_APPS)[number];

/** Most one report may carry: a billion audience visitors, or page impressions of one day. */
export const MAX_APP_FIGURE = 1_000_000_000;

/**
 * `POST /v1/internal/figures` (the DMP or the Analytics app, `Authorization: Bearer <its token>`):
 * the account's figure of one calendar day, counted in Europe/Vienna (spec §7). DMP: its audience
 * visitors on that day; Analytics: its page impressions of that day. Sending the same app, account
 * and day again replaces the figure, so a report can be repeated or corrected.
 */
export const appFigureReportSchema = z.object({
  app: z.enum(FIGURE_APPS, { error: message('validation.oneOf') }),
  accountId: integerId(),
  day: dayField,
  value: z
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(0, { error: message('validation.minValue', { min: 0 }) })
    .max(MAX_APP_FIGURE, { error: message('validation.maxValue', { max: MAX_APP_FIGURE }) }),
});
export type AppFigureReport = z.infer<typeof appFigureReportSchema>;

/** The figure as stored, and when it arrived. */
export const appFigureStoredSchema = appFigureReportSchema.extend({ reportedAt: z.string() });
export type AppFigureStored = z.infer<typeof appFigureStoredSchema>;

/**
 * `GET /v1/user/audiences` (DMP: audience visitors on the newest reported day) and
 * `GET /v1/monitoring/users` (Analytics: page impressions of the reported days in the window).
 * `connected` is false while the app never sent a figure for the account: then `total` is 0 and
 * means nothing. `reportedAt` is when the app last reported; `demo` marks figures of the demo data.
 */
export const appFigureSchema = z.object({
  total: z.number().int().min(0),
  connected: z.boolean(),
  reportedAt: z.string().nullable(),
  demo: z.boolean(),
});
export type AppFigure = z.infer<typeof appFigureSchema>;
