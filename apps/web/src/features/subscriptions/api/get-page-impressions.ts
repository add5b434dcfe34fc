import { ANALYTICS_WINDOW_DAYS, INSIGHTS_TIMEZONE, insightEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** The calendar day of `at` in the analytics service's timezone (YYYY-MM-DD). */
function dayInTimezone(at: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: INSIGHTS_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Spec §7 and §9: the last 30 days, today included, in Europe/Vienna. */
export function analyticsWindow(now: Date): { from: string; to: string; timezone: string } {
  const to = dayInTimezone(now);
  const fromDate = new Date(Date.parse(`${to}T00:00:00Z`) - (ANALYTICS_WINDOW_DAYS - 1) * 86_400_000);
  return { from: fromDate.toISOString().slice(0, 10), to, timezone: INSIGHTS_TIMEZONE };
}

/** `GET /v1/monitoring/users?from&to&timezone`: page impressions of the account's Analytics sites. */
export const fetchPageImpressions = (window: ReturnType<typeof analyticsWindow>, signal?: AbortSignal) =>
  call(insightEndpoints.pageImpressions, { query: { ...window } }, { signal }).then((answer) => answer.total);

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
