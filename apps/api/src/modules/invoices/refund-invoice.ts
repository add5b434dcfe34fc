import type { CreditNote, RefundRequest } from '@portal/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { creditNotes, invoices, payments } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { GatewayDeclinedError, GatewayUnavailableError } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import { mailCreditNoteIssued } from '../billing-mails/index';
import { refundableAmount } from './credit-split';
import { assertRefundable, issueCreditNote } from './issue-credit-note';
import { selectCreditNotes } from './list-credit-notes';

const creditNoteCount = async (executor: AppDeps['database']['db'] | Tx, invoiceId: number) => {
  const [row] = await executor
    .select({ n: count() })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  return row?.n ?? 0;
};

/** Moves the money back through the gateway; the key makes a retried refund the same refund. */
async function refundThroughGateway(
  deps: AppDeps,
  input: { paymentIntentId: string; amount: number; idempotencyKey: string },
): Promise<string> {
  try {
    const refund = await deps.gateway.refund(input);
    if (refund.status === 'failed') throw new GatewayDeclinedError('refund_failed');
    return refund.id;
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      throw new AppError(503, 'gateway_unavailable', 'invoices.refund.gatewayUnavailable');
    }
    if (error instanceof GatewayDeclinedError) {
      throw new AppError(422, 'payment_declined', 'invoices.refund.declined', { data: { code: error.code } });
    }
    throw error;
  }
}

/**
 * `POST /v1/admin/invoices/:id/refund` (staff): refunds part or all of a paid invoice. Money paid
 * through the gateway goes back through it first; an invoice paid by bank transfer (no succeeded
 * payment) gets the credit note only, and finance transfers the money. Then the credit note.
 */
export async function refundInvoice(
  deps: AppDeps,
  context: RequestContext,
  invoiceId: number,
  body: RefundRequest,
): Promise<CreditNote> {
  const { db } = deps.database;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound();
  const amount = body.amount ?? refundableAmount(invoice);
  assertRefundable(invoice, amount);
  const notesBefore = await creditNoteCount(db, invoice.id);
  const [payment] = await db
    .select({ gatewayIntentId: payments.gatewayIntentId })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const refundId = payment
    ? await refundThroughGateway(deps, {
        paymentIntentId: payment.gatewayIntentId,
        amount,
        idempotencyKey: `refund-${invoice.id}-${notesBefore}`,
      })
    : null;

  const note = await db.transaction(async (tx) => {
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('update');
    // Someone refunded in between: their credit note took this key's refund, or a newer one.
    if ((await creditNoteCount(tx, invoice.id)) !== notesBefore) {
      throw new AppError(409, 'conflict', 'invoices.refund.conflict');
    }
    const issued = await issueCreditNote(tx, deps, {
      invoiceId: invoice.id,
      gross: amount,
      reason: body.reason,
      refundId,
      context,
    });
    await mailCreditNoteIssued(tx, deps, { accountId: issued.userId, creditNoteId: issued.id });
    return issued;
  });
  const [view] = await selectCreditNotes(deps, eq(creditNotes.id, note.id));
  if (!view) throw new Error('The credit note just issued was not found');
  return view;
}
