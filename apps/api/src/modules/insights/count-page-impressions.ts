import type { MonitoringUsersQuery } from '@portal/contract';
import { calendarDayIn, calendarDaysFromTo } from '@portal/contract/dates';
import type { Executor } from '../../platform/db';
import { figureBetween } from './demo-figure';
import { lineSpans } from './insight-queries';

/** Page impressions of one demo day: well under the Enterprise limit of 10M a month (spec §9). */
const IMPRESSIONS_PER_DAY = { min: 2_000, max: 60_000 } as const;

/**
 * `GET /v1/monitoring/users`: page impressions from `from` to `to` (days of `timezone`). Each day the
 * account had Analytics counts a stable figure of its own; days without it, and days still to come,
 * count nothing (decision 0020).
 */
export async function countPageImpressions(
  executor: Executor,
  accountId: number,
  query: MonitoringUsersQuery,
  now: Date,
): Promise<number> {
  const spans = await lineSpans(executor, accountId, 'analytics');
  if (spans.length === 0) return 0;
  const today = calendarDayIn(now, query.timezone);
  const ranges = spans.map((span) => ({
    first: calendarDayIn(span.createdAt, query.timezone),
    last: span.endedAt ? calendarDayIn(span.endedAt, query.timezone) : today,
  }));
  let total = 0;
  for (const day of calendarDaysFromTo(query.from, query.to)) {
    if (day > today) break;
    if (!ranges.some((range) => range.first <= day && day <= range.last)) continue;
    total += figureBetween(
      `impressions:${accountId}:${day}`,
      IMPRESSIONS_PER_DAY.min,
      IMPRESSIONS_PER_DAY.max,
    );
  }
  return total;
}
