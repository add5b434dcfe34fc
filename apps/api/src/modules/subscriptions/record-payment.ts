import { randomBytes } from 'node:crypto';
import { payments } from '../../db/schema/index';
import type { Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { markInvoicePaid } from '../invoices/index';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Stores the outcome of a payment attempt for an invoice, or updates the stored one when the gateway
 * reports news about the same intent; a succeeded intent pays the invoice.
 */
export async function recordPayment(
  tx: Tx,
  input: {
    accountId: number;
    invoiceId: number;
    paymentMethodId: string | null;
    intent: GatewayPaymentIntent;
    currencyId: number;
    offSession: boolean;
    at: Date;
  },
): Promise<PaymentRow> {
  const { intent, at } = input;
  // One statement whether the intent is new or known: news about an intent updates its row.
  const [row] = await tx
    .insert(payments)
    .values({
      id: `pay_${randomBytes(12).toString('hex')}`,
      userId: input.accountId,
      invoiceId: input.invoiceId,
      paymentMethodId: input.paymentMethodId,
      gatewayIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amount: intent.amount,
      currencyId: input.currencyId,
      status: intent.status,
      offSession: input.offSession,
      failureCode: intent.failureCode,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: payments.gatewayIntentId,
      set: { status: intent.status, failureCode: intent.failureCode, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error(`payment of intent ${intent.id} was not stored`);
  if (intent.status === 'succeeded') await markInvoicePaid(tx, input.invoiceId, at);
  return row;
}
