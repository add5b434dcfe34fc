import type { UsageReport } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { subscriptions, usageRecords } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { assertServiceToken } from '../../../platform/auth/service-token';

/** Only the Tools app, holding USAGE_SERVICE_TOKEN, may report usage; without the token nobody may. */
export function assertUsageService(deps: Pick<AppDeps, 'config'>, request: FastifyRequest): void {
  assertServiceToken(request, deps.config.USAGE_SERVICE_TOKEN);
}

/**
 * Stores reported poll views against the account's live metered Tools subscription. Views of an
 * account without one are acknowledged and dropped (the Tools app keeps counting either way).
 */
export async function ingestUsage(
  deps: AppDeps,
  report: UsageReport,
): Promise<{ accepted: boolean; subscriptionId: string | null }> {
  const db = deps.database.db;
  const [subscription] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, report.accountId),
        eq(subscriptions.isMetered, true),
        inArray(subscriptions.status, ['active', 'canceled', 'past_due', 'incomplete']),
      ),
    );
  if (!subscription || report.pollViews === 0)
    return { accepted: false, subscriptionId: subscription?.id ?? null };
  const occurredAt = report.occurredAt ? new Date(report.occurredAt) : deps.clock.now();
  await db
    .insert(usageRecords)
    .values({ subscriptionId: subscription.id, quantity: report.pollViews, occurredAt });
  return { accepted: true, subscriptionId: subscription.id };
}
