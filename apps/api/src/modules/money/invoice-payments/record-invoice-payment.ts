import { eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema/index';
import type { Tx } from '../../../platform/db';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';
import type { RequestContext } from '../../../platform/request-context';
import { moneyPurposes } from '../purposes';
import { recordPayment } from '../record-payment';

export interface InvoicePaymentRecord {
  accountId: number;
  invoiceId: number;
  paymentMethodId: string | null;
  intent: GatewayPaymentIntent;
  at: Date;
  /** The customer who paid; the system (the sweep) when left out. */
  context?: RequestContext;
}

/**
 * Records the outcome of the customer's payment of an invoice, in the caller's transaction: the
 * payment row follows the intent; a success pays the invoice, and what bills it hears so (a
 * subscription returns to active: a failed renewal's dunning ends, a first purchase still waiting
 * starts). A failure only records the attempt: the customer's own attempt is no dunning step.
 * Returns `duplicate` when money moved for an invoice that was meanwhile paid or voided, so the
 * caller gives it back.
 */
export async function recordInvoicePayment(
  tx: Tx,
  input: InvoicePaymentRecord,
): Promise<'recorded' | 'duplicate'> {
  const { intent, at } = input;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
  if (!invoice) throw new Error(`invoice ${input.invoiceId} vanished during its payment`);
  const moved = intent.status === 'succeeded' || intent.status === 'processing';
  await recordPayment(tx, {
    accountId: input.accountId,
    invoiceId: invoice.id,
    paymentMethodId: input.paymentMethodId,
    intent,
    currencyId: invoice.currencyId,
    offSession: false,
    at,
    context: input.context,
  });
  if (moved && invoice.status !== 'open') return 'duplicate';
  if (moved) await moneyPurposes().invoicePaid(tx, { invoice, intent, at, context: input.context });
  return 'recorded';
}
