import type { CreditNote, RefundRequest } from '@portal/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { creditNotes, invoices, payments } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError, notFound } from '../../../platform/errors';
import { GatewayDeclinedError, GatewayUnavailableError } from '../../../platform/payments/gateway';
import type { RequestContext } from '../../../platform/request-context';
import { assertRefundable, refundableAmount, selectCreditNotes } from '../../invoices/index';
import {
  type ChargeReservation,
  chargeLeaseMs,
  chargeStatus,
  closeCharge,
  reserveCharges,
} from '../charge-ledger';
import { moneyTransaction } from '../money-lock';
import { type RefundPlan, recordRefund } from './record-refund';

const refundConflict = () => new AppError(409, 'conflict', 'invoices.refund.conflict');

/**
 * Reserves the refund under the account's money lock and the invoice's row lock: refundable, and
 * the n-th credit note of the invoice (its charge id, `refund-<invoice>-<n>`, then `…-<attempt>`
 * after a refused attempt, is the gateway's idempotency key). A refund of the same invoice reserved meanwhile makes this one conflict: refused
 * before any money moves.
 */
async function reserveRefund(
  deps: AppDeps,
  invoiceId: number,
  body: RefundRequest,
): Promise<ChargeReservation & { plan: RefundPlan }> {
  const [owner] = await deps.database.db
    .select({ userId: invoices.userId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!owner) throw notFound();
  return moneyTransaction(deps, owner.userId, async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) throw notFound();
    const amount = body.amount ?? refundableAmount(invoice);
    assertRefundable(invoice, amount);
    const [notes] = await tx
      .select({ n: count() })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    const [payment] = await tx
      .select({ gatewayIntentId: payments.gatewayIntentId })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const base = `refund-${invoice.id}-${notes?.n ?? 0}`;
    const charge = {
      id: base,
      purpose: 'refund' as const,
      userId: invoice.userId,
      subscriptionId: invoice.subscriptionId ?? `invoice-${invoice.id}`,
      invoiceId: invoice.id,
      paymentMethodId: null,
      amount,
      currencyId: invoice.currencyId,
      plan: { paymentIntentId: payment?.gatewayIntentId ?? null, reason: body.reason ?? null },
    };
    // A released attempt (declined, never reached the gateway) leaves its key behind: the gateway
    // keeps the answer it gave under a key, so the next attempt gets a key of its own.
    for (let attempt = 2; ; attempt += 1) {
      const reserved = await reserveCharges(tx, [charge], deps.clock.now(), chargeLeaseMs(deps.config));
      if (reserved.has(charge.id)) return charge;
      if ((await chargeStatus(tx, charge.id)) !== 'released') throw refundConflict();
      charge.id = `${base}-${attempt}`;
    }
  });
}

/**
 * Moves the money back through the gateway under the reserved charge's key, so a retry (or the
 * sweep) is the same refund. Returns the gateway's refund id.
 */
export async function refundAtGateway(
  deps: AppDeps,
  charge: Pick<ChargeReservation, 'id' | 'amount'> & { plan: RefundPlan },
): Promise<string | null> {
  const { paymentIntentId } = charge.plan;
  if (!paymentIntentId) return null;
  const refund = await deps.gateway.refund({
    paymentIntentId,
    amount: charge.amount,
    idempotencyKey: charge.id,
  });
  if (refund.status === 'failed') throw new GatewayDeclinedError('refund_failed');
  return refund.id;
}

/**
 * `POST /v1/admin/invoices/:id/refund` (staff): refunds part or all of a paid invoice, reserve →
 * refund → record (decision 0067). Money paid through the gateway goes back through it first; an
 * invoice paid by bank transfer (no succeeded payment) gets the credit note only, and finance
 * transfers the money. A crash between the refund and its credit note is finished by the sweep.
 */
export async function refundInvoice(
  deps: AppDeps,
  context: RequestContext,
  invoiceId: number,
  body: RefundRequest,
): Promise<CreditNote> {
  const charge = await reserveRefund(deps, invoiceId, body);
  const release = () => closeCharge(deps.database.db, charge.id, 'released', deps.clock.now());
  let refundId: string | null;
  try {
    refundId = await refundAtGateway(deps, charge);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      // A lost answer may hide a refund: the reservation stays for the sweep, which asks again.
      if (!error.mayHaveReached) await release();
      throw new AppError(503, 'gateway_unavailable', 'invoices.refund.gatewayUnavailable');
    }
    await release();
    if (error instanceof GatewayDeclinedError) {
      throw new AppError(422, 'payment_declined', 'invoices.refund.declined', { data: { code: error.code } });
    }
    throw error;
  }
  const note = await recordRefund(deps, charge, refundId, context);
  if (!note) throw refundConflict();
  const [view] = await selectCreditNotes(deps, eq(creditNotes.id, note.id));
  if (!view) throw new Error('The credit note just issued was not found');
  return view;
}
