import { and, eq } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { viaGateway } from '../../payments/index';
import { moneyTransaction } from '../money-lock';
import { recordInvoicePayment } from './record-invoice-payment';

/**
 * Before a new attempt, any earlier intent of the invoice still waiting for 3-D Secure (an
 * off-session renewal the bank wanted confirmed, an abandoned challenge) is cancelled at the
 * gateway, so a late answer to it cannot take the money a second time. One answered meanwhile is
 * recorded instead. Returns true when that paid the invoice.
 */
export async function cancelWaitingIntents(deps: AppDeps, invoiceId: number): Promise<boolean> {
  const db = deps.database.db;
  const waiting = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'requires_action')));
  let paid = false;
  for (const payment of waiting) {
    const intent = await viaGateway(() => deps.gateway.cancelPaymentIntent(payment.gatewayIntentId));
    const at = deps.clock.now();
    if (intent.status === 'failed') {
      // Cancelled by us: the attempt keeps the reason it failed with (the dunning shows it).
      await db
        .update(payments)
        .set({ status: 'canceled', updatedAt: at })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'requires_action')));
      continue;
    }
    await moneyTransaction(deps, payment.userId, (tx) =>
      recordInvoicePayment(tx, {
        accountId: payment.userId,
        invoiceId,
        paymentMethodId: payment.paymentMethodId,
        intent,
        at,
      }),
    );
    paid ||= intent.status === 'succeeded' || intent.status === 'processing';
  }
  return paid;
}
