import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../../app';
import { subscriptions } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';
import type { InvoiceRow } from '../../invoices/issue-invoice';
import { ensureGatewayCustomer } from '../../payments/ensure-gateway-customer';
import { findDefaultPaymentMethod } from '../../payments/payment-method-queries';
import { charge } from '../charge';
import { recordPayment } from '../record-payment';
import type { SubscriptionRow } from '../subscription-queries';
import { applyPaymentFailure } from './payment-failure';

/** paid; pending (SEPA settling, bank transfer); failed (dunning goes on); unavailable (try later). */
export type CollectionOutcome = 'paid' | 'pending' | 'past_due' | 'ended' | 'unavailable';

/**
 * Charges a renewal invoice off-session with the account's default method. Declines and cards that
 * need 3-D Secure (which cannot be passed without the customer) count as failed attempts; an
 * unreachable gateway does not count and is tried again with the next cycle.
 */
export async function collectRenewal(
  deps: AppDeps,
  input: { subscription: SubscriptionRow; name: string; invoice: InvoiceRow; attempt: number; at: Date },
): Promise<CollectionOutcome> {
  const { subscription, invoice, attempt, at } = input;
  if (subscription.payByInvoice) return 'pending';
  const db = deps.database.db;
  const method = await findDefaultPaymentMethod(db, subscription.userId);
  let intent: GatewayPaymentIntent | null = null;
  if (method) {
    try {
      intent = await charge(deps, {
        customerId: await ensureGatewayCustomer(deps, subscription.userId),
        method,
        amount: invoice.gross,
        currencyId: invoice.currencyId,
        offSession: true,
        idempotencyKey: `invoice-${invoice.id}-attempt-${attempt}`,
        description: input.name,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'gateway_unavailable') return 'unavailable';
      throw error;
    }
  }
  return db.transaction(async (tx) => {
    if (intent) {
      await recordPayment(tx, {
        accountId: subscription.userId,
        invoiceId: invoice.id,
        paymentMethodId: method?.id ?? null,
        intent,
        currencyId: invoice.currencyId,
        offSession: true,
        at,
      });
    }
    if (intent?.status === 'succeeded' || intent?.status === 'processing') {
      await tx
        .update(subscriptions)
        .set({ status: 'active', dunningAttempts: 0, updatedAt: at })
        .where(
          and(eq(subscriptions.id, subscription.id), inArray(subscriptions.status, ['past_due', 'active'])),
        );
      return intent.status === 'succeeded' ? 'paid' : 'pending';
    }
    return applyPaymentFailure(tx, deps, { subscription, name: input.name, invoice, attempt, at });
  });
}
