import type { AppFigure } from '@portal/contract';
import type { Executor } from '../../platform/db';
import { newestAudienceFigure } from './app-figure-queries';

/**
 * `GET /v1/user/audiences`: the DMP stat card's audience visitors, as the DMP app last reported
 * them for the account (decision 0075); "not connected" until it has.
 */
export function audienceVisitorsOf(executor: Executor, accountId: number): Promise<AppFigure> {
  return newestAudienceFigure(executor, accountId);
}
