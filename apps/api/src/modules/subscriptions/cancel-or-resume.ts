import type { SubscriptionChangeResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { editorOf, recordAudit } from '../../platform/audit';
import { t } from '../../platform/i18n/index';
import type { Principal } from '../../platform/principal';
import { findDefaultPaymentMethod } from '../payments/index';
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
  principal: Principal,
  subscriptionId: string,
  change: Change,
  request: FastifyRequest,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = principal;
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, subscriptionId);
  if (!record) throw subscriptionNotFound();
  if (isCorporate(record)) throw corporateNoChange();
  const sub = record.subscription;
  const now = deps.clock.now();
  const from = change === 'cancel' ? 'active' : 'canceled';
  if (sub.status !== from) throw change === 'cancel' ? notCancelable() : notResumable();
  if (change === 'resume' && !sub.payByInvoice && !(await findDefaultPaymentMethod(db, accountId))) {
    throw paymentMethodMissing();
  }
  const values =
    change === 'cancel'
      ? { status: 'canceled', canceledAt: now, endsAt: sub.currentPeriodEnd }
      : { status: 'active', canceledAt: null, endsAt: null };
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(subscriptions)
      .set({ ...values, updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, from)))
      .returning({ id: subscriptions.id });
    if (!changed) throw change === 'cancel' ? notCancelable() : notResumable();
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      editor: editorOf(principal),
      accountId,
      oldValues: { status: sub.status, ends_at: sub.endsAt },
      newValues: { status: values.status, ends_at: values.endsAt },
      request,
    });
  });
  const updated = await findLiveSubscription(db, accountId, sub.id);
  if (!updated) throw subscriptionNotFound();
  const key = change === 'cancel' ? 'subscriptions.canceled' : 'subscriptions.resumed';
  return {
    message: t(request.language, key, { name: record.productName }),
    data: toSubscriptionView(updated),
  };
}
