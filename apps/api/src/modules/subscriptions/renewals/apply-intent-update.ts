import { and, eq, inArray } from 'drizzle-orm';
import { invoices, products, subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { Tx } from '../../../platform/db';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';
import { mailPurchaseConfirmed } from '../../billing-mails/index';
import { isInvoicePaymentIntent, paymentOfIntent, recordPayment } from '../../money/index';
import { endReplacedSubscription, undoFirstPurchase } from '../replaced-subscription';
import { transitionSubscription } from '../transition-subscription';
import { applyPaymentFailure } from './payment-failure';

/**
 * What the gateway says about an intent we know (a SEPA settlement, a webhook): the stored payment
 * follows it, a success pays the invoice, a failure of a renewal starts or continues dunning.
 * Harmless when repeated or when news arrives out of order: a final payment is not reopened.
 * Returns the account whose payment it is (its subscription may have started or ended; see
 * access-changed.ts), or null when the intent belongs to no payment of ours.
 */
export async function applyIntentUpdate(
  tx: Tx,
  deps: Pick<AppDeps, 'jobs'>,
  intent: GatewayPaymentIntent,
  at: Date,
): Promise<number | null> {
  const payment = await paymentOfIntent(tx, intent.id);
  if (!payment) return null;
  const [billed] = await tx
    .select({ invoice: invoices, subscription: subscriptions, name: products.name })
    .from(invoices)
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(invoices.id, payment.invoiceId));
  if (!billed) return null;
  const row = { payment, ...billed };
  const accountId = row.payment.userId;
  // A returned debit is final too: later news of its intent (still `succeeded`) must not revive it.
  if (['succeeded', 'failed', 'canceled', 'returned'].includes(row.payment.status)) return accountId;
  if (row.payment.status === intent.status) return accountId;
  await recordPayment(tx, {
    accountId: row.payment.userId,
    invoiceId: row.invoice.id,
    paymentMethodId: row.payment.paymentMethodId,
    intent,
    currencyId: row.payment.currencyId,
    offSession: row.payment.offSession,
    at,
  });
  const sub = row.subscription;
  if (!sub) return accountId;
  // A webhook may bring the news before the browser calls complete: the outcome is the same.
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    const activated = await transitionSubscription(tx, {
      subscription: sub,
      from: ['past_due', 'incomplete'],
      to: 'active',
      set: { dunningAttempts: 0 },
      at,
      details: { payment: intent.status },
    });
    if (sub.status === 'incomplete') await endReplacedSubscription(tx, sub, at);
    if (activated && sub.status === 'incomplete') {
      await mailPurchaseConfirmed(tx, deps, {
        accountId: sub.userId,
        subscriptionId: sub.id,
        invoiceId: row.invoice.id,
      });
    }
    return accountId;
  }
  if (intent.status === 'failed' && sub.status === 'incomplete') {
    // A first payment that failed (3-D Secure refused): the purchase is undone, as complete does.
    await undoFirstPurchase(tx, {
      subscription: sub,
      invoiceId: row.invoice.id,
      at,
      details: { payment: 'failed' },
    });
    return accountId;
  }
  if (intent.status !== 'failed' || row.invoice.status !== 'open') return accountId;
  // The customer's own attempt from the invoices screen failing is no dunning step.
  if (await isInvoicePaymentIntent(tx, intent.id)) return accountId;
  const live = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.id, sub.id), inArray(subscriptions.status, ['active', 'past_due', 'canceled'])),
    );
  if (live.length === 0) return accountId;
  await applyPaymentFailure(tx, deps, {
    subscription: sub,
    name: row.name ?? sub.id,
    invoice: row.invoice,
    attempt: sub.status === 'past_due' ? sub.dunningAttempts + 1 : 0,
    at,
    reason: intent.failureCode,
  });
  return accountId;
}
