import { and, desc, eq, isNull } from 'drizzle-orm';
import { subscriptionCancellations } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';
import { cancellationReasonOf } from './cancellation-figures';

/**
 * The latest cancellation not taken back of each of the account's subscriptions, by subscription id
 * (one statement for all of them): what staff read on the user detail.
 */
export async function cancellationsOfAccount(executor: Executor, accountId: number) {
  const rows = await executor
    .selectDistinctOn([subscriptionCancellations.subscriptionId], {
      subscriptionId: subscriptionCancellations.subscriptionId,
      reason: subscriptionCancellations.reason,
      comment: subscriptionCancellations.comment,
      canceledAt: subscriptionCancellations.canceledAt,
    })
    .from(subscriptionCancellations)
    .where(
      and(eq(subscriptionCancellations.userId, accountId), isNull(subscriptionCancellations.withdrawnAt)),
    )
    .orderBy(
      subscriptionCancellations.subscriptionId,
      desc(subscriptionCancellations.canceledAt),
      desc(subscriptionCancellations.id),
    );
  return new Map(
    rows.map((row) => [
      row.subscriptionId,
      {
        reason: cancellationReasonOf(row.reason),
        comment: row.comment,
        canceled_at: row.canceledAt.toISOString(),
      },
    ]),
  );
}
