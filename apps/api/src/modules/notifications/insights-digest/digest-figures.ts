import { INSIGHTS_TIMEZONE } from '@portal/contract';
import type { Executor } from '../../../platform/db';
import { countAudienceVisitors, countPageImpressions, countVotes } from '../../insights/index';
import type { DigestPeriod } from './digest-period';

export interface DigestFigures {
  votes: number;
  audiences: number;
  impressions: number;
}

/**
 * The numbers behind the dashboard's stat cards: Tools votes and DMP audience visitors as the cards
 * show them (totals, as of now), and Analytics page impressions over the digest's days, counted in
 * the analytics service's timezone as the card counts them (spec §7).
 */
export async function digestFigures(
  executor: Executor,
  accountId: number,
  period: DigestPeriod,
  now: Date,
): Promise<DigestFigures> {
  const query = { from: period.start, to: period.end, timezone: INSIGHTS_TIMEZONE };
  return {
    votes: await countVotes(executor, accountId),
    audiences: await countAudienceVisitors(executor, accountId),
    impressions: await countPageImpressions(executor, accountId, query, now),
  };
}
