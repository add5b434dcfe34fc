import type { CompleteResponse } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { reloadedPrincipal } from '../../platform/auth/authenticate';
import { t } from '../../platform/i18n/index';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { getAccount } from '../account/index';
import { mailPurchaseConfirmed } from '../billing-mails/index';
import { authenticationFailed, moneyTransaction, nothingToComplete, recordPayment } from '../money/index';
import { viaGateway } from '../payments/index';
import { pendingPaymentOf } from './pending-payment';
import { endReplacedSubscription, undoFirstPurchase } from './replaced-subscription';
import { subscriptionNotFound } from './subscription-errors';
import { findLiveSubscription, liveSubscriptionsOf, type SubscriptionRecord } from './subscription-queries';
import { toSubscriptionView } from './subscription-view';
import { transitionSubscription } from './transition-subscription';

/**
 * `PUT /v1/subscription/complete`: after the browser confirmed 3-D Secure, the gateway's word on the
 * payment decides. Succeeded: the invoice is paid and the subscription active (an upgrade's old
 * subscription ends now). Failed on a first purchase: the purchase is undone as if it never happened;
 * on a running subscription the invoice stays open for another attempt.
 */
export async function completeSubscription(
  deps: AppDeps,
  context: RequestContext,
  subscriptionId: string,
): Promise<CompleteResponse> {
  const principal = callerOf(context);
  const { accountId } = principal;
  const record = await findLiveSubscription(deps.database.db, accountId, subscriptionId);
  if (!record) throw subscriptionNotFound();
  const pending = await pendingPaymentOf(deps.database.db, accountId, subscriptionId);
  // The gateway's webhook may have completed it already: the browser's call then just confirms.
  if (!pending?.payment && record.subscription.status === 'active') return completed(deps, context, record);
  if (!pending?.payment) throw nothingToComplete();
  const { invoice, payment } = pending;
  const intent = await viaGateway(() => deps.gateway.retrievePaymentIntent(payment.gatewayIntentId));
  const now = deps.clock.now();
  const firstPurchase = record.subscription.status === 'incomplete';

  await moneyTransaction(deps, accountId, async (tx) => {
    await recordPayment(tx, {
      accountId,
      invoiceId: invoice.id,
      paymentMethodId: payment.paymentMethodId,
      intent,
      currencyId: invoice.currencyId,
      offSession: payment.offSession,
      at: now,
      context,
    });
    const who = { context };
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      const activated = await transitionSubscription(tx, {
        subscription: record.subscription,
        from: ['incomplete', 'past_due'],
        to: 'active',
        set: { dunningAttempts: 0 },
        at: now,
        details: { payment: intent.status },
        ...who,
      });
      if (firstPurchase) await endReplacedSubscription(tx, record.subscription, now, who);
      if (activated && firstPurchase) {
        await mailPurchaseConfirmed(tx, deps, { accountId, subscriptionId, invoiceId: invoice.id });
      }
    } else if (firstPurchase && intent.status === 'failed') {
      await undoFirstPurchase(tx, {
        subscription: record.subscription,
        invoiceId: invoice.id,
        at: now,
        details: { payment: intent.status },
        ...who,
      });
    }
  });

  if (intent.status !== 'succeeded' && intent.status !== 'processing') throw authenticationFailed();
  return completed(deps, context, record);
}

async function completed(
  deps: AppDeps,
  context: RequestContext,
  record: SubscriptionRecord,
): Promise<CompleteResponse> {
  // The completed purchase may have unlocked a product: the account answers with it.
  const principal = await reloadedPrincipal(deps.database.db, callerOf(context));
  const { accountId } = principal;
  const [account, live] = await Promise.all([
    getAccount(deps, principal),
    liveSubscriptionsOf(deps.database.db, accountId),
  ]);
  return {
    message: t(context.language, 'subscriptions.completed', { name: record.productName }),
    account,
    subscriptions: live.map((each) => toSubscriptionView(each)),
  };
}
