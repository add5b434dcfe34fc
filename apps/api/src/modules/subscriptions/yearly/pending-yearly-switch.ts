import type { SubscriptionChangeResponse } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import { t } from '../../../platform/i18n/index';
import { callerOf, type RequestContext } from '../../../platform/request-context';
import { changeUnderWay, moneyTransaction } from '../../money/index';
import { accountTime } from '../renewals/account-clock';
import { changeInProgress, subscriptionNotFound, yearlyNotPlanned } from '../subscription-errors';
import { findLiveSubscription, type SubscriptionRecord } from '../subscription-queries';
import { toSubscriptionView } from '../subscription-view';
import { refuseSwitchState } from './yearly-switch-rules';

/**
 * The switch at the period end (decision 0085): the next renewal is made on the yearly plan;
 * nothing is charged now. One guarded UPDATE under the account's money lock, so of a switch and a
 * pause or licence change asked for at once one wins and the other is refused (a change whose
 * charge is still at the gateway wins).
 */
export async function planYearlySwitch(
  deps: AppDeps,
  context: RequestContext,
  record: SubscriptionRecord,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = callerOf(context);
  const sub = record.subscription;
  const at = await accountTime(deps, accountId);
  await moneyTransaction(deps, accountId, async (tx) => {
    if (await changeUnderWay(tx, sub.id)) throw changeInProgress();
    const [planned] = await tx
      .update(subscriptions)
      .set({ pendingInterval: 'year', updatedAt: at })
      .where(
        and(
          eq(subscriptions.id, sub.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.interval, 'month'),
          isNull(subscriptions.pauseStartsAt),
          isNull(subscriptions.pendingInterval),
          isNull(subscriptions.replacedById),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!planned) {
      // Changed since it was checked: say what stands in the way now.
      const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      if (!current || current.replacedById) throw subscriptionNotFound();
      refuseSwitchState(current, 'period_end');
      throw changeInProgress();
    }
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: { pending_interval: null },
      newValues: { pending_interval: 'year', from: sub.currentPeriodEnd },
    });
  });
  return answer(deps, context, sub.id, 'subscriptions.yearly.planned', record.productName);
}

/** `PUT /v1/subscription/yearly/withdraw`: the subscription keeps monthly billing. */
export async function withdrawYearlySwitch(
  deps: AppDeps,
  context: RequestContext,
  subscriptionId: string,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = callerOf(context);
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, subscriptionId);
  if (!record) throw subscriptionNotFound();
  const at = await accountTime(deps, accountId);
  await moneyTransaction(deps, accountId, async (tx) => {
    // A switch made now that is still being charged ends the pending one itself.
    if (await changeUnderWay(tx, record.subscription.id)) throw changeInProgress();
    const [withdrawn] = await tx
      .update(subscriptions)
      .set({ pendingInterval: null, updatedAt: at })
      .where(
        and(
          eq(subscriptions.id, record.subscription.id),
          eq(subscriptions.pendingInterval, 'year'),
          eq(subscriptions.interval, 'month'),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!withdrawn) throw yearlyNotPlanned();
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: record.subscription.id,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: { pending_interval: 'year' },
      newValues: { pending_interval: null },
    });
  });
  return answer(deps, context, record.subscription.id, 'subscriptions.yearly.withdrawn', record.productName);
}

async function answer(
  deps: AppDeps,
  context: RequestContext,
  subscriptionId: string,
  key: 'subscriptions.yearly.planned' | 'subscriptions.yearly.withdrawn',
  name: string,
): Promise<SubscriptionChangeResponse> {
  const updated = await findLiveSubscription(deps.database.db, callerOf(context).accountId, subscriptionId);
  if (!updated) throw subscriptionNotFound();
  return { message: t(context.language, key, { name }), data: toSubscriptionView(updated) };
}
