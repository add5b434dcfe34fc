import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { charges, invoices, payments } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import type { Executor } from '../../../platform/db';
import type { RequestContext } from '../../../platform/request-context';
import { type InvoiceRow, isPayableByCard } from '../../invoices/index';
import type { PaymentMethodRow } from '../../payments/index';
import { type ChargeReservation, chargeLeaseMs, reserveCharges } from '../charge-ledger';
import { moneyTransaction } from '../money-lock';
import { type InvoicePaymentPlan, invoicePaymentChargeId } from './invoice-charge-id';
import { invoiceNotFound, invoiceNotPayable, invoicePaymentInProgress } from './invoice-payment-errors';

export interface InvoicePaymentReservation {
  invoice: InvoiceRow;
  charge: ChargeReservation;
}

/**
 * Reserves the customer's payment of an invoice before any money moves (reserve → charge → record,
 * decision 0023): under the invoice's lock it checks the invoice is the caller's and still payable,
 * then writes the charge. A second payment of the same invoice, a dunning retry or a licence change
 * of its subscription reserved meanwhile makes the charge conflict: refused, nothing charged.
 */
/** The caller's invoice if it may be paid by card now; 404 for another's, 409 when not payable. */
export async function payableInvoice(executor: Executor, accountId: number, invoiceId: number) {
  const [invoice] = await executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, accountId)))
    .for('update');
  if (!invoice) throw invoiceNotFound();
  const [latest] = await executor
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.invoiceId, invoice.id))
    .orderBy(desc(payments.createdAt), desc(payments.updatedAt))
    .limit(1);
  const [returned] = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), isNotNull(payments.returnedAt)))
    .limit(1);
  if (!isPayableByCard(invoice, latest?.status, returned !== undefined) || !invoice.subscriptionId) {
    throw invoiceNotPayable(invoice.status);
  }
  return { ...invoice, subscriptionId: invoice.subscriptionId };
}

export async function reserveInvoicePayment(
  deps: AppDeps,
  context: RequestContext,
  input: { accountId: number; invoiceId: number; method: PaymentMethodRow; plan: InvoicePaymentPlan },
): Promise<InvoicePaymentReservation> {
  const now = deps.clock.now();
  return moneyTransaction(deps, input.accountId, async (tx) => {
    const invoice = await payableInvoice(tx, input.accountId, input.invoiceId);
    const [earlier] = await tx
      .select({ n: count() })
      .from(charges)
      .where(and(eq(charges.invoiceId, invoice.id), eq(charges.purpose, 'invoice')));
    const chargeId = invoicePaymentChargeId(invoice.id, (earlier?.n ?? 0) + 1);
    const charge: ChargeReservation = {
      id: chargeId,
      purpose: 'invoice',
      userId: input.accountId,
      subscriptionId: invoice.subscriptionId,
      invoiceId: invoice.id,
      paymentMethodId: input.method.id,
      amount: invoice.gross,
      currencyId: invoice.currencyId,
      plan: input.plan,
    };
    const reserved = await reserveCharges(tx, [charge], now, chargeLeaseMs(deps.config));
    if (!reserved.has(chargeId)) throw invoicePaymentInProgress();
    await recordAudit(tx, {
      entityType: 'charge',
      entityId: chargeId,
      event: 'created',
      ...auditBy(context, input.accountId),
      newValues: { invoice: invoice.number, amount: invoice.gross, payment_method: input.method.id },
    });
    return { invoice, charge };
  });
}
