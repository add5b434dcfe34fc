import { and, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';
import type { InvoiceRow } from './issue-invoice';

/**
 * A paid invoice whose money came back (its SEPA debit was returned, decision 0083) is open again
 * and due at once: `dueAt` becomes the moment of the return, and the dunning schedule counts from
 * it (`dunningStartOf`). Only paid → open. Returns the reopened row, or null when it was not paid.
 */
export async function reopenInvoice(
  tx: Tx,
  invoiceId: number,
  at: Date,
  context: RequestContext = systemContext(),
): Promise<InvoiceRow | null> {
  const [reopened] = await tx
    .update(invoices)
    .set({ status: 'open', paidAt: null, dueAt: at, updatedAt: at })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'paid')))
    .returning();
  if (!reopened) return null;
  await recordAudit(tx, {
    entityType: 'invoice',
    entityId: reopened.id,
    event: 'updated',
    ...auditBy(context, reopened.userId),
    oldValues: { status: 'paid' },
    newValues: { status: 'open', paid_at: null, due_at: at.toISOString() },
  });
  return reopened;
}

/**
 * When an unpaid invoice's dunning starts: its issue, or — for a card or SEPA invoice reopened by a
 * returned debit — the return (its `dueAt`). A card or SEPA invoice is otherwise due when issued; a
 * bank-transfer invoice's due day is its payment term, not a dunning start.
 */
export const dunningStartOf = (
  invoice: Pick<InvoiceRow, 'issuedAt' | 'dueAt' | 'paymentMethodType'>,
): Date =>
  invoice.paymentMethodType !== 'invoice' && invoice.dueAt > invoice.issuedAt
    ? invoice.dueAt
    : invoice.issuedAt;
