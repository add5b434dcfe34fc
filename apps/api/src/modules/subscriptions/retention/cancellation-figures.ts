import { CANCELLATION_REASONS, type CancellationReason } from '@portal/contract';
import { desc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import {
  products,
  retentionOfferResponses,
  subscriptionCancellations,
  subscriptionPauses,
  subscriptions,
  users,
} from '../../../db/schema/index';
import { type Executor, rowsOf } from '../../../platform/db';

/** What finance counts per month (decision 0085): a cancellation's reason, an offer's answer, a pause. */
export interface RetentionEventCount {
  /** `YYYY-MM`, UTC. */
  month: string;
  kind: 'reason' | 'offer' | 'pause';
  /** The reason (`none` without one), the answer (`accepted`, `declined`), or '' for a pause. */
  key: string;
  count: number;
}

const monthOf = (column: SQLWrapper) =>
  sql`to_char(date_trunc('month', ${column}, 'UTC') at time zone 'UTC', 'YYYY-MM')`;

/**
 * The cancellations by reason (not the withdrawn ones), the offers accepted and declined, and the
 * pauses that started (not those withdrawn before they began) in [start, end], counted per UTC month
 * in one statement.
 */
export async function retentionEventsByMonth(
  executor: Executor,
  period: { start: Date; end: Date },
): Promise<RetentionEventCount[]> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const c = subscriptionCancellations;
  const r = retentionOfferResponses;
  const p = subscriptionPauses;
  const rows = rowsOf<{ month: string; kind: RetentionEventCount['kind']; key: string; count: string }>(
    await executor.execute(sql`
      select month, kind, key, count(*)::text as count from (
        select ${monthOf(c.canceledAt)} as month, 'reason' as kind, coalesce(${c.reason}, 'none') as key
        from ${c}
        where ${c.withdrawnAt} is null
          and ${c.canceledAt} >= ${start}::timestamptz and ${c.canceledAt} <= ${end}::timestamptz
        union all
        select ${monthOf(r.respondedAt)}, 'offer', ${r.response}
        from ${r}
        where ${r.respondedAt} >= ${start}::timestamptz and ${r.respondedAt} <= ${end}::timestamptz
        union all
        select ${monthOf(p.startsAt)}, 'pause', ''
        from ${p}
        where ${p.startsAt} >= ${start}::timestamptz and ${p.startsAt} <= ${end}::timestamptz
          and (${p.endedEarlyAt} is null or ${p.endedEarlyAt} >= ${p.startsAt})
      ) as events
      group by month, kind, key`),
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** A stored reason as the contract names it; anything else reads as none. */
export const cancellationReasonOf = (reason: string | null): CancellationReason | null =>
  (CANCELLATION_REASONS as readonly string[]).includes(reason ?? '') ? (reason as CancellationReason) : null;

/** The latest cancellations that were not taken back, newest first, with product and customer. */
export async function latestCancellations(executor: Executor, limit: number) {
  const rows = await executor
    .select({
      subscriptionId: subscriptionCancellations.subscriptionId,
      product: products.name,
      reason: subscriptionCancellations.reason,
      comment: subscriptionCancellations.comment,
      canceledAt: subscriptionCancellations.canceledAt,
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      company: users.company,
    })
    .from(subscriptionCancellations)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCancellations.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptionCancellations.userId))
    .where(isNull(subscriptionCancellations.withdrawnAt))
    .orderBy(desc(subscriptionCancellations.canceledAt), desc(subscriptionCancellations.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reason: cancellationReasonOf(row.reason) }));
}
