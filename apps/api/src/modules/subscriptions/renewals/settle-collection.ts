import { eq } from 'drizzle-orm';
import { invoices, paymentMethods, products, subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import {
  type ChargeRow,
  closeCharge,
  moneyTransaction,
  recordPayment,
  refundQuietly,
} from '../../money/index';
import { viaGateway } from '../../payments/index';
import { accountTime } from './account-clock';
import { type CollectionOutcome, collectRenewals } from './collect-renewals';

/**
 * Settles a renewal or dunning charge left reserved. The renewal is owed, so while its invoice is
 * open the charge is simply made again with the same idempotency key: the gateway answers the intent
 * the lost attempt created, or charges now if it never got there. Either way it is recorded once.
 */
export async function settleCollection(
  deps: AppDeps,
  charge: ChargeRow,
): Promise<CollectionOutcome | 'recorded'> {
  const db = deps.database.db;
  const [row] = await db
    .select({ invoice: invoices, subscription: subscriptions, name: products.name })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(invoices.id, charge.invoiceId ?? 0));
  if (!row) {
    await closeCharge(db, charge.id, 'released', deps.clock.now());
    return 'pending';
  }
  const attempt = Number((charge.plan as { attempt?: number } | null)?.attempt ?? 0);
  if (row.invoice.status === 'open') {
    // The method the lost attempt used: the same key with another method would be refused.
    const [method] = charge.paymentMethodId
      ? await db.select().from(paymentMethods).where(eq(paymentMethods.id, charge.paymentMethodId))
      : [];
    const [outcome] = await collectRenewals(
      deps,
      [
        {
          subscription: row.subscription,
          name: row.name,
          invoice: row.invoice,
          attempt,
          at: await accountTime(deps, row.subscription.userId),
          method: method ?? null,
          chargeReserved: true,
        },
      ],
      1,
    );
    return outcome ?? 'pending';
  }
  // Paid or voided meanwhile: a charge the lost attempt made is recorded, and given back.
  const intent = await viaGateway(() => deps.gateway.findPaymentIntent(charge.id));
  const now = deps.clock.now();
  await moneyTransaction(deps, charge.userId, async (tx) => {
    if (
      !(await closeCharge(tx, charge.id, intent ? 'recorded' : 'released', now, {
        gatewayIntentId: intent?.id,
      }))
    )
      return;
    if (intent) {
      await recordPayment(tx, {
        accountId: charge.userId,
        invoiceId: row.invoice.id,
        paymentMethodId: charge.paymentMethodId,
        intent,
        currencyId: charge.currencyId,
        offSession: true,
        at: now,
      });
    }
  });
  if (intent) {
    await refundQuietly(deps, intent, { accountId: charge.userId, purpose: 'renewal', chargeId: charge.id });
  }
  return 'recorded';
}
