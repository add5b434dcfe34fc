import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../../app';
import { invoices, payments, products, subscriptions } from '../../../db/schema/index';
import { viaGateway } from '../../payments/gateway-errors';
import { recordPayment } from '../record-payment';
import { applyPaymentFailure } from './payment-failure';

/**
 * SEPA debits stay processing until the bank settles them: asks the gateway about each one, pays the
 * invoice when it succeeded, and starts dunning when it failed. Returns how many were settled.
 */
export async function settleProcessingPayments(deps: AppDeps, at: Date): Promise<number> {
  const db = deps.database.db;
  const processing = await db
    .select({ payment: payments, invoice: invoices, subscription: subscriptions, name: products.name })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(payments.status, 'processing'));
  let settled = 0;
  for (const row of processing) {
    const intent = await viaGateway(() =>
      deps.gateway.retrievePaymentIntent(row.payment.gatewayIntentId),
    ).catch(() => null);
    if (!intent || intent.status === 'processing') continue;
    settled += 1;
    await db.transaction(async (tx) => {
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
      if (intent.status !== 'failed' || !sub) return;
      const live = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.id, sub.id),
            inArray(subscriptions.status, ['active', 'past_due', 'canceled']),
          ),
        );
      if (live.length === 0) return;
      await applyPaymentFailure(tx, deps, {
        subscription: sub,
        name: row.name ?? sub.id,
        invoice: row.invoice,
        attempt: sub.status === 'past_due' ? sub.dunningAttempts + 1 : 0,
        at,
      });
    });
  }
  return settled;
}
