import { and, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';

/**
 * Marks an open invoice paid (a payment succeeded, a SEPA debit settled, a bank transfer arrived).
 * Only open → paid; any other state is left alone. Returns whether the invoice changed, so a
 * webhook delivered twice does nothing the second time. Audited as the change of whoever paid it
 * (`context`), or of the system.
 */
export async function markInvoicePaid(
  tx: Tx,
  invoiceId: number,
  paidAt: Date,
  context?: RequestContext,
): Promise<boolean> {
  const [changed] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt, updatedAt: paidAt })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'open')))
    .returning({ id: invoices.id, userId: invoices.userId, number: invoices.number });
  if (!changed) return false;
  await recordAudit(tx, {
    entityType: 'invoice',
    entityId: changed.id,
    event: 'updated',
    ...auditBy(context ?? systemContext(), changed.userId),
    oldValues: { status: 'open', paid_at: null },
    newValues: { status: 'paid', paid_at: paidAt },
  });
  return true;
}
