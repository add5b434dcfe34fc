import {
  type AppFigureReport,
  type AppFigureStored,
  INSIGHTS_TIMEZONE,
  MAX_INSIGHTS_WINDOW_DAYS,
  message,
} from '@portal/contract';
import { addCalendarDays, calendarDayIn } from '@portal/contract/dates';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { appFigures, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { assertServiceToken } from '../../platform/auth/service-token';
import { AppError, fieldError } from '../../platform/errors';

function tokenOfApp(config: Config, app: unknown): string | undefined {
  if (app === 'dmp') return config.DMP_SERVICE_TOKEN;
  if (app === 'analytics') return config.ANALYTICS_SERVICE_TOKEN;
  return undefined;
}

/**
 * Only the app the report names may send it, with its own token: the Analytics app's token does not
 * write DMP figures. Checked before the body is validated (so on the raw `app`), so that a caller
 * without a token learns nothing from validation errors.
 */
export function assertFigureApp(deps: Pick<AppDeps, 'config'>, request: FastifyRequest): void {
  const app = (request.body as { app?: unknown } | null | undefined)?.app;
  assertServiceToken(request, tokenOfApp(deps.config, app));
}

/** A reported day has begun (in Europe/Vienna) and lies within the longest window anyone asks for. */
function assertReportableDay(day: string, now: Date): void {
  const today = calendarDayIn(now, INSIGHTS_TIMEZONE);
  const earliest = addCalendarDays(today, -(MAX_INSIGHTS_WINDOW_DAYS - 1));
  if (day > today) throw fieldError({ day: [message('validation.maxValue', { max: today })] });
  if (day < earliest) throw fieldError({ day: [message('validation.minValue', { min: earliest })] });
}

/**
 * `POST /v1/internal/figures`: keeps the app's figure of the account's day, replacing one it sent
 * before for that day (and a demo figure), so a repeated or corrected report leaves one row. Only
 * account holders have figures: a sub-user's, a deleted account's or an unknown id is 404.
 */
export async function ingestAppFigure(deps: AppDeps, report: AppFigureReport): Promise<AppFigureStored> {
  const now = deps.clock.now();
  assertReportableDay(report.day, now);
  const { db } = deps.database;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, report.accountId), isNull(users.parentId), isNull(users.deletedAt)));
  if (!account) throw new AppError(404, 'user_not_found', 'users.notFound');
  const figure = { value: report.value, reportedAt: now, demo: false };
  await db
    .insert(appFigures)
    .values({ userId: account.id, app: report.app, day: report.day, ...figure })
    .onConflictDoUpdate({ target: [appFigures.userId, appFigures.app, appFigures.day], set: figure });
  return { ...report, reportedAt: now.toISOString() };
}
