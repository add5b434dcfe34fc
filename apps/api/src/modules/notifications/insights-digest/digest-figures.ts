import type { AppFigure } from '@portal/contract';
import type { Executor } from '../../../platform/db';
import { audienceVisitorsOf, countVotes, pageImpressionsOf } from '../../insights/index';
import type { DigestPeriod } from './digest-period';

export interface DigestFigures {
  votes: number;
  /** As the DMP and Analytics apps reported them: possibly "not connected", possibly demo figures. */
  audiences: AppFigure;
  impressions: AppFigure;
}

/**
 * The numbers behind the stat cards: Tools votes and DMP audience visitors as the cards show them
 * (totals, as of now), and Analytics page impressions over the digest's days as the Analytics app
 * reported them (its days are counted in Europe/Vienna, spec §7).
 */
export async function digestFigures(
  executor: Executor,
  accountId: number,
  period: DigestPeriod,
): Promise<DigestFigures> {
  return {
    votes: await countVotes(executor, accountId),
    audiences: await audienceVisitorsOf(executor, accountId),
    impressions: await pageImpressionsOf(executor, accountId, { from: period.start, to: period.end }),
  };
}
