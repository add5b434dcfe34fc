import { and, eq, isNotNull, sum } from 'drizzle-orm';
import { subscriptions, usageRecords } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { preparedAccountRead } from '../../platform/prepared-query';

const pollViews = preparedAccountRead('rolled_up_poll_views', (executor, accountId) =>
  executor
    .select({ total: sum(usageRecords.quantity) })
    .from(usageRecords)
    .innerJoin(subscriptions, eq(subscriptions.id, usageRecords.subscriptionId))
    .where(
      and(
        eq(subscriptions.userId, accountId),
        eq(subscriptions.line, 'tools'),
        isNotNull(usageRecords.rolledUpAt),
      ),
    ),
);

/**
 * Poll views the Tools app reported for the account's Tools subscriptions and the daily roll-up
 * counted (the same figures the metered subscriptions show as poll views), over their whole life.
 */
export async function rolledUpPollViews(executor: Executor, accountId: number): Promise<number> {
  const [row] = await pollViews(executor, accountId);
  return Number(row?.total ?? 0);
}
