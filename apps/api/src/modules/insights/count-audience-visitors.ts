import type { Executor } from '../../platform/db';
import { figureBetween } from './demo-figure';
import { hasLiveSubscription } from './insight-queries';

/** The range of the demo audience: a mid-sized publisher's identified visitors. */
const VISITORS = { min: 12_000, max: 480_000 } as const;

/**
 * `GET /v1/user/audiences`: the DMP stat card's audience visitors. A stable figure per account while
 * it holds DMP, 0 without it (decision 0020).
 */
export async function countAudienceVisitors(executor: Executor, accountId: number): Promise<number> {
  if (!(await hasLiveSubscription(executor, accountId, 'dmp'))) return 0;
  return figureBetween(`audiences:${accountId}`, VISITORS.min, VISITORS.max);
}
