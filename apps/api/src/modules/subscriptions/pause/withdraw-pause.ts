import type { SubscriptionChangeResponse } from '@portal/contract';
import { formatUtcDate } from '@portal/contract/dates';
import { and, eq, isNotNull } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import { t } from '../../../platform/i18n/index';
import type { RequestContext } from '../../../platform/request-context';
import { mailSubscriptionPauseEnded } from '../../billing-mails/index';
import { moneyTransaction } from '../../money/index';
import { accountTime } from '../renewals/account-clock';
import { changeInProgress, notPaused, subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription, type SubscriptionRecord } from '../subscription-queries';
import { toSubscriptionView } from '../subscription-view';
import { endPauseEarly } from './pause-history';

/**
 * A planned pause that has not begun is withdrawn: the subscription renews at the end of its period
 * as before, and nothing is charged now. A pause the billing cycle started meanwhile is not
 * withdrawn here (the customer resumes it instead).
 */
export async function withdrawPause(
  deps: AppDeps,
  context: RequestContext,
  record: SubscriptionRecord,
): Promise<SubscriptionChangeResponse> {
  const sub = record.subscription;
  const { pauseStartsAt, pauseEndsAt } = sub;
  if (!pauseStartsAt) throw notPaused();
  const accountId = sub.userId;
  const db = deps.database.db;
  const now = await accountTime(deps, accountId);
  await moneyTransaction(deps, accountId, async (tx) => {
    const [withdrawn] = await tx
      .update(subscriptions)
      .set({ pauseStartsAt: null, pauseEndsAt: null, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, sub.id),
          eq(subscriptions.status, 'active'),
          isNotNull(subscriptions.pauseStartsAt),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!withdrawn) {
      const [current] = await tx
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.id, sub.id));
      throw current?.status === 'paused' ? changeInProgress() : notPaused();
    }
    await endPauseEarly(tx, { subscriptionId: sub.id, startsAt: pauseStartsAt, at: now });
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: { pause_starts_at: pauseStartsAt, pause_ends_at: pauseEndsAt },
      newValues: { pause_starts_at: null, pause_ends_at: null },
    });
    await mailSubscriptionPauseEnded(tx, deps, {
      accountId,
      subscriptionId: sub.id,
      at: now.toISOString(),
      withdrawn: true,
      renewsAt: sub.currentPeriodEnd.toISOString(),
    });
  });
  const updated = await findLiveSubscription(db, accountId, sub.id);
  if (!updated) throw subscriptionNotFound();
  return {
    message: t(context.language, 'subscriptions.pauseWithdrawn', {
      name: record.productName,
      renewsOn: formatUtcDate(sub.currentPeriodEnd, context.language),
    }),
    data: toSubscriptionView(updated),
  };
}
