import type { CompleteResponse } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { invoices, subscriptions } from '../../db/schema/index';
import { editorOf, recordAudit } from '../../platform/audit';
import { t } from '../../platform/i18n/index';
import type { Principal } from '../../platform/principal';
import { getAccount } from '../account/get-account';
import { viaGateway } from '../payments/gateway-errors';
import { pendingPaymentOf } from './pending-payment';
import { recordPayment } from './record-payment';
import { authenticationFailed, nothingToComplete, subscriptionNotFound } from './subscription-errors';
import { findLiveSubscription, liveSubscriptionsOf, type SubscriptionRecord } from './subscription-queries';
import { toSubscriptionView } from './subscription-view';

/**
 * `PUT /v1/subscription/complete`: after the browser confirmed 3-D Secure, the gateway's word on the
 * payment decides. Succeeded: the invoice is paid and the subscription active. Failed on a first
 * purchase: the purchase is undone (its invoice voided), as if it never happened; on a running
 * subscription the invoice stays open for another attempt.
 */
export async function completeSubscription(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
  request: FastifyRequest,
): Promise<CompleteResponse> {
  const { accountId } = principal;
  const record = await findLiveSubscription(deps.database.db, accountId, subscriptionId);
  if (!record) throw subscriptionNotFound();
  const pending = await pendingPaymentOf(deps.database.db, accountId, subscriptionId);
  // The gateway's webhook may have completed it already: the browser's call then just confirms.
  if (!pending?.payment && record.subscription.status === 'active')
    return completed(deps, principal, record, request);
  if (!pending?.payment) throw nothingToComplete();
  const { invoice, payment } = pending;
  const intent = await viaGateway(() => deps.gateway.retrievePaymentIntent(payment.gatewayIntentId));
  const now = deps.clock.now();
  const firstPurchase = record.subscription.status === 'incomplete';

  await deps.database.db.transaction(async (tx) => {
    await recordPayment(tx, {
      accountId,
      invoiceId: invoice.id,
      paymentMethodId: payment.paymentMethodId,
      intent,
      currencyId: invoice.currencyId,
      offSession: payment.offSession,
      at: now,
    });
    const nextStatus =
      intent.status === 'succeeded' || intent.status === 'processing'
        ? 'active'
        : firstPurchase && intent.status === 'failed'
          ? 'ended'
          : null;
    if (nextStatus === null) return;
    if (nextStatus === 'ended') {
      await tx
        .update(invoices)
        .set({ status: 'void', updatedAt: now })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'open')));
    }
    await tx
      .update(subscriptions)
      .set({
        status: nextStatus,
        dunningAttempts: 0,
        ...(nextStatus === 'ended' ? { endedAt: now, endsAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(subscriptions.id, subscriptionId), ne(subscriptions.status, 'ended')));
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: subscriptionId,
      event: 'updated',
      editor: editorOf(principal),
      accountId,
      oldValues: { status: record.subscription.status },
      newValues: { status: nextStatus, payment: intent.status },
      request,
    });
  });

  if (intent.status !== 'succeeded' && intent.status !== 'processing') throw authenticationFailed();
  return completed(deps, principal, record, request);
}

async function completed(
  deps: AppDeps,
  principal: Principal,
  record: SubscriptionRecord,
  request: FastifyRequest,
): Promise<CompleteResponse> {
  const { accountId } = principal;
  const [account, live] = await Promise.all([
    getAccount(deps, principal),
    liveSubscriptionsOf(deps.database.db, accountId),
  ]);
  return {
    message: t(request.language, 'subscriptions.completed', { name: record.productName }),
    account,
    subscriptions: live.map(toSubscriptionView),
  };
}
