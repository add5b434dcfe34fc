import type { Executor } from '../../platform/db';
import { rolledUpPollViews } from './insight-queries';

/**
 * `GET /v1/user/votes`: the Tools stat card's total votes. Tools subscriptions are metered by poll
 * views, so the total votes are the poll views rolled up so far; 0 without Tools (decision 0020).
 */
export function countVotes(executor: Executor, accountId: number): Promise<number> {
  return rolledUpPollViews(executor, accountId);
}
