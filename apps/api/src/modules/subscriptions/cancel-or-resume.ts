import type { SubscriptionChangeResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { t } from '../../platform/i18n/index';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { mailSubscriptionCancelled, mailSubscriptionResumed } from '../billing-mails/index';
import { moneyTransaction } from '../money/index';
import { findDefaultPaymentMethod } from '../payments/index';
import { cancellationOf, endedAtOnce, endPauseOnCancel } from './pause/cancel-with-pause';
import {
  type CancellationWhy,
  recordCancellation,
  withdrawCancellation,
} from './retention/record-cancellation';
import {
  corporateNoChange,
  notCancelable,
  notResumable,
  paymentMethodMissing,
  subscriptionNotFound,
} from './subscription-errors';
import { findLiveSubscription } from './subscription-queries';
import { isCorporate, toSubscriptionView } from './subscription-view';

type Change = 'cancel' | 'resume';

/**
 * `PUT /v1/subscription/cancel` ends a subscription at the end of its period (canceled, in grace
 * period until then); `PUT /v1/subscription/resume` takes that back. Neither for corporate plans.
 */
export async function cancelOrResume(
  deps: AppDeps,
  context: RequestContext,
  subscriptionId: string,
  change: Change,
  why: CancellationWhy = {},
): Promise<SubscriptionChangeResponse> {
  const principal = callerOf(context);
  const { accountId } = principal;
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, subscriptionId);
  if (!record) throw subscriptionNotFound();
  if (isCorporate(record)) throw corporateNoChange();
  const sub = record.subscription;
  const now = deps.clock.now();
  const cancellation = await cancellationOf(deps, sub, now);
  const from = change === 'cancel' ? cancellation.from : 'canceled';
  if (sub.status !== from) throw change === 'cancel' ? notCancelable() : notResumable();
  if (change === 'resume' && !sub.payByInvoice && !(await findDefaultPaymentMethod(db, accountId))) {
    throw paymentMethodMissing();
  }
  const values =
    change === 'cancel' ? cancellation.values : { status: 'active', canceledAt: null, endsAt: null };
  await moneyTransaction(deps, accountId, async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set({ ...values, updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, from)))
      .returning({ id: subscriptions.id });
    if (!changed) throw change === 'cancel' ? notCancelable() : notResumable();
    if (change === 'cancel') await endPauseOnCancel(tx, sub, now);
    if (change === 'cancel') await recordCancellation(tx, { subscription: sub, why, at: now });
    else await withdrawCancellation(tx, sub.id, now);
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: { status: sub.status, ends_at: sub.endsAt },
      newValues: {
        status: values.status,
        ends_at: values.endsAt,
        ...(change === 'cancel' ? { reason: why.reason ?? null } : {}),
      },
    });
    const mail = { accountId, subscriptionId: sub.id, at: now.toISOString() };
    const periodEnd = sub.currentPeriodEnd.toISOString();
    const endsAt = (values.endsAt ?? sub.currentPeriodEnd).toISOString();
    if (change === 'cancel') await mailSubscriptionCancelled(tx, deps, { ...mail, endsAt });
    else await mailSubscriptionResumed(tx, deps, { ...mail, renewsAt: periodEnd });
  });
  const updated =
    change === 'cancel' && cancellation.values.status === 'ended'
      ? endedAtOnce(deps, record, cancellation.values)
      : await findLiveSubscription(db, accountId, sub.id);
  if (!updated) throw subscriptionNotFound();
  const key = change === 'cancel' ? 'subscriptions.canceled' : 'subscriptions.resumed';
  return {
    message: t(context.language, key, { name: record.productName }),
    data: toSubscriptionView(updated),
  };
}
