import { and, eq, ne } from 'drizzle-orm';
import { invoices, paymentMethods, payments } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import type { GatewayDebitReturn } from '../../../platform/payments/gateway';
import { type RequestContext, systemContext } from '../../../platform/request-context';
import { mailDebitReturned } from '../../billing-mails/index';
import { reopenInvoice } from '../../invoices/index';
import { moneyTransaction } from '../money-lock';
import { moneyPurposes } from '../purposes';
import { accountOfIntent } from '../record-payment';

/**
 * What recording a return did: `reopened` the invoice (open again, due now, in dunning);
 * `kept_paid` when the invoice stays paid (paid again another way, or refunded meanwhile: nothing is
 * owed twice); `already` when this return was recorded before; `ignored` when the intent is no
 * settled SEPA debit of ours (a card dispute, an unknown intent).
 */
export type DebitReturnOutcome = 'reopened' | 'kept_paid' | 'already' | 'ignored';

export interface RecordedDebitReturn {
  outcome: DebitReturnOutcome;
  invoiceNumber: string | null;
}

type Deps = Pick<AppDeps, 'database' | 'jobs' | 'log'>;

/**
 * Records a return the gateway reported (the billing cycle's poll, a Stripe dispute, staff's action
 * in the sandbox) under the account's money lock, once: the payment becomes `returned` with when and
 * why, and its invoice, when that payment is what paid it, is open again and due now; the customer
 * is mailed and the subscription goes into dunning (the hook). Reported again, it changes nothing.
 */
export async function recordDebitReturn(
  deps: Deps,
  reported: GatewayDebitReturn,
  context: RequestContext = systemContext(),
): Promise<RecordedDebitReturn> {
  const accountId = await accountOfIntent(deps.database.db, reported.paymentIntentId);
  if (accountId === null) {
    deps.log.warn(
      {
        incident: 'debit_return_unknown',
        gatewayIntentId: reported.paymentIntentId,
        reason: reported.reason,
      },
      'money incident: the gateway reported a returned debit no payment of ours names',
    );
    return { outcome: 'ignored', invoiceNumber: null };
  }
  const recorded = await moneyTransaction(deps, accountId, async (tx) => {
    const [found] = await tx
      .select({ payment: payments, methodType: paymentMethods.type })
      .from(payments)
      .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
      .where(eq(payments.gatewayIntentId, reported.paymentIntentId))
      .for('update', { of: payments });
    if (!found) return { outcome: 'ignored' as const, invoice: null };
    const { payment } = found;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment.invoiceId))
      .for('update');
    if (!invoice) throw new Error(`invoice ${payment.invoiceId} of payment ${payment.id} vanished`);
    if (payment.returnedAt !== null) return { outcome: 'already' as const, invoice };
    // A card dispute, or news about a debit that never settled, is no return of a debit.
    if (found.methodType !== 'sepa_debit' || payment.status !== 'succeeded') {
      return { outcome: 'ignored' as const, invoice };
    }
    const at = reported.returnedAt;
    await tx
      .update(payments)
      .set({ status: 'returned', returnedAt: at, returnReason: reported.reason.slice(0, 16), updatedAt: at })
      .where(eq(payments.id, payment.id));
    await recordAudit(tx, {
      entityType: 'payment',
      entityId: payment.id,
      event: 'debit returned',
      ...auditBy(context, accountId),
      oldValues: { status: payment.status },
      newValues: {
        status: 'returned',
        invoice: invoice.number,
        amount: payment.amount,
        currency_id: payment.currencyId,
        reason: reported.reason,
        returned_at: at.toISOString(),
      },
    });
    // The money came back once; what paid the invoice since (a card, a transfer) still stands, and
    // a refunded invoice already gave money back: nothing is asked twice.
    const [otherPayment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.invoiceId, invoice.id),
          eq(payments.status, 'succeeded'),
          ne(payments.id, payment.id),
        ),
      )
      .limit(1);
    if (invoice.status !== 'paid' || otherPayment || invoice.amountRefunded > 0) {
      return { outcome: 'kept_paid' as const, invoice };
    }
    const reopened = await reopenInvoice(tx, invoice.id, at, context);
    if (!reopened) return { outcome: 'kept_paid' as const, invoice };
    await moneyPurposes().debitReturned(tx, deps, { invoice: reopened, at });
    await mailDebitReturned(tx, deps, {
      accountId,
      invoiceId: invoice.id,
      paymentId: payment.id,
      returnedAt: at.toISOString(),
      reason: reported.reason,
    });
    return { outcome: 'reopened' as const, invoice };
  });
  const log = recorded.outcome === 'kept_paid' ? deps.log.warn.bind(deps.log) : deps.log.info.bind(deps.log);
  if (recorded.outcome === 'reopened' || recorded.outcome === 'kept_paid') {
    log(
      {
        event: 'debit_returned',
        ...(recorded.outcome === 'kept_paid' ? { incident: 'debit_returned_invoice_kept_paid' } : {}),
        accountId,
        gatewayIntentId: reported.paymentIntentId,
        invoice: recorded.invoice?.number,
        reason: reported.reason,
        outcome: recorded.outcome,
      },
      recorded.outcome === 'reopened'
        ? 'a SEPA debit was returned: its invoice is open again'
        : 'money incident: a SEPA debit was returned for an invoice paid again or refunded; it stays as it is',
    );
  }
  return { outcome: recorded.outcome, invoiceNumber: recorded.invoice?.number ?? null };
}
