import type { ProductLine } from '@portal/contract';
import { and, eq, isNotNull, ne, sum } from 'drizzle-orm';
import { subscriptions, usageRecords } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { type Bound, preparedAccountRead, preparedRead } from '../../platform/prepared-query';

/** When one of the account's subscriptions of a line ran: from its purchase to its end, if it ended. */
export interface LineSpan {
  createdAt: Date;
  endedAt: Date | null;
}

type AccountLine = { accountId: number; line: ProductLine };

const spansOfLine = preparedRead(
  'line_spans',
  ['accountId', 'line'],
  (executor, { accountId, line }: Bound<AccountLine>) =>
    executor
      .select({ createdAt: subscriptions.createdAt, endedAt: subscriptions.endedAt })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, accountId), eq(subscriptions.line, line))),
);

/** Every subscription the account ever had in the line, ended ones included (they ran for a while). */
export function lineSpans(executor: Executor, accountId: number, line: ProductLine): Promise<LineSpan[]> {
  return spansOfLine(executor, { accountId, line });
}

const liveOfLine = preparedRead(
  'line_live_subscription',
  ['accountId', 'line'],
  (executor, { accountId, line }: Bound<AccountLine>) =>
    executor
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, accountId),
          eq(subscriptions.line, line),
          ne(subscriptions.status, 'ended'),
        ),
      )
      .limit(1),
);

/** Whether the account holds a subscription of the line that has not ended. */
export async function hasLiveSubscription(
  executor: Executor,
  accountId: number,
  line: ProductLine,
): Promise<boolean> {
  const [row] = await liveOfLine(executor, { accountId, line });
  return Boolean(row);
}

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
