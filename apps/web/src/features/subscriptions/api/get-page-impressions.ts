import { ANALYTICS_WINDOW_DAYS, INSIGHTS_TIMEZONE, insightsRoutes } from '@portal/contract';
import { addCalendarDays, calendarDayIn } from '@portal/contract/dates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** Spec §7 and §9: the last 30 days, today included, in Europe/Vienna. */
export function analyticsWindow(now: Date): { from: string; to: string; timezone: string } {
  const to = calendarDayIn(now, INSIGHTS_TIMEZONE);
  const from = addCalendarDays(to, -(ANALYTICS_WINDOW_DAYS - 1));
  return { from, to, timezone: INSIGHTS_TIMEZONE };
}

/**
 * `GET /v1/monitoring/users?from&to&timezone`: page impressions of the account's Analytics sites, as
 * the Analytics app reported them.
 */
export const fetchPageImpressions = (window: ReturnType<typeof analyticsWindow>, signal?: AbortSignal) =>
  call(insightsRoutes.pageImpressions, { query: { ...window } }, { signal });

export const pageImpressionsQueryOptions = (now: Date) => {
  const window = analyticsWindow(now);
  return queryOptions({
    queryKey: ['insights', 'page-impressions', window],
    queryFn: ({ signal }) => fetchPageImpressions(window, signal),
  });
};

export function usePageImpressions() {
  return useQuery(pageImpressionsQueryOptions(new Date()));
}
