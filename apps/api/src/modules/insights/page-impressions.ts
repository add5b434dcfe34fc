import type { AppFigure, MonitoringUsersQuery } from '@portal/contract';
import type { Executor } from '../../platform/db';
import { pageImpressionsFigure } from './app-figure-queries';

/**
 * `GET /v1/monitoring/users`: page impressions from `from` to `to`, summed from the days the
 * Analytics app reported for the account (decision 0075); days it did not report count nothing, and
 * an account it never reported for is "not connected".
 */
export function pageImpressionsOf(
  executor: Executor,
  accountId: number,
  query: Pick<MonitoringUsersQuery, 'from' | 'to'>,
): Promise<AppFigure> {
  return pageImpressionsFigure(executor, { accountId, from: query.from, to: query.to });
}
