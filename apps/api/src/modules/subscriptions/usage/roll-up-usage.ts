import { startOfUtcDay } from '@portal/contract/dates';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { subscriptions, usageRecords } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';

/**
 * Adds every complete day's poll views to their subscription's running-period figure, once: views
 * of today wait for tomorrow, which is why the portal says "updated once per day". Views from before
 * the running period (already renewed) are marked rolled up without counting. Returns the number of
 * subscriptions updated.
 */
export async function rollUpUsage(deps: AppDeps, now: Date): Promise<number> {
  const dayStart = startOfUtcDay(now);
  return deps.database.db.transaction(async (tx) => {
    const totals = await tx
      .select({
        subscriptionId: usageRecords.subscriptionId,
        views: sql<number>`sum(${usageRecords.quantity})::int`,
      })
      .from(usageRecords)
      .innerJoin(subscriptions, eq(subscriptions.id, usageRecords.subscriptionId))
      .where(
        and(
          isNull(usageRecords.rolledUpAt),
          lt(usageRecords.occurredAt, dayStart),
          gte(usageRecords.occurredAt, subscriptions.currentPeriodStart),
        ),
      )
      .groupBy(usageRecords.subscriptionId);
    for (const total of totals) {
      await tx
        .update(subscriptions)
        .set({ currentUsage: sql`${subscriptions.currentUsage} + ${total.views}`, usageUpdatedAt: now })
        .where(eq(subscriptions.id, total.subscriptionId));
    }
    await tx
      .update(usageRecords)
      .set({ rolledUpAt: now })
      .where(and(isNull(usageRecords.rolledUpAt), lt(usageRecords.occurredAt, dayStart)));
    return totals.length;
  });
}
