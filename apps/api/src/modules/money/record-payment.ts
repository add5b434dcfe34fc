import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { markInvoicePaid } from '../invoices/index';

export type PaymentRow = typeof payments.$inferSelect;

/** What the audit log keeps of a payment attempt: never the gateway's ids or the client secret. */
export const paymentAuditValues = (
  row: Pick<
    PaymentRow,
    'invoiceId' | 'amount' | 'currencyId' | 'status' | 'failureCode' | 'offSession' | 'paymentMethodId'
  >,
) => ({
  invoice_id: row.invoiceId,
  amount: row.amount,
  currency_id: row.currencyId,
  status: row.status,
  failure_code: row.failureCode,
  off_session: row.offSession,
  payment_method_id: row.paymentMethodId,
});

/**
 * Stores the outcome of a payment attempt for an invoice, or updates the stored one when the gateway
 * reports news about the same intent; a succeeded intent pays the invoice. Audited as the payment's
 * `created`, or `updated` with the status that changed, by the caller (the system when none).
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
    context?: RequestContext | undefined;
  },
): Promise<PaymentRow> {
  const { intent, at } = input;
  const [known] = await tx
    .select({ status: payments.status, failureCode: payments.failureCode })
    .from(payments)
    .where(eq(payments.gatewayIntentId, intent.id))
    .for('update');
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
  const by = auditBy(input.context ?? systemContext(), input.accountId);
  if (!known) {
    await recordAudit(tx, {
      entityType: 'payment',
      entityId: row.id,
      event: 'created',
      ...by,
      newValues: paymentAuditValues(row),
    });
  } else if (known.status !== row.status || known.failureCode !== row.failureCode) {
    await recordAudit(tx, {
      entityType: 'payment',
      entityId: row.id,
      event: 'updated',
      ...by,
      oldValues: { status: known.status, failure_code: known.failureCode },
      newValues: { status: row.status, failure_code: row.failureCode },
    });
  }
  if (intent.status === 'succeeded') await markInvoicePaid(tx, input.invoiceId, at, input.context);
  return row;
}

/** The account whose payment an intent is, or null when no payment of ours names it. */
export async function accountOfIntent(executor: Executor, gatewayIntentId: string): Promise<number | null> {
  const [row] = await executor
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.gatewayIntentId, gatewayIntentId));
  return row?.userId ?? null;
}
