import { and, eq, exists, lte, not, type Placeholder, type SQL } from 'drizzle-orm';
import { invoices, payments } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

/**
 * Decision 0040: an open invoice the customer has to settle before buying more — one that is due
 * (card and SEPA invoices at once, bank transfers after their due days) and whose payment is not
 * on its way. A SEPA debit still processing settles by itself and an invoice not yet due is not
 * late, so neither holds up a purchase. As a query, so the account's billing flags ask it together
 * with the others.
 */
export function invoicesToSettle(executor: Executor, accountId: number | Placeholder | SQL, at: Date | SQL) {
  const processing = executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoices.id), eq(payments.status, 'processing')));
  return executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, accountId),
        eq(invoices.status, 'open'),
        lte(invoices.dueAt, at),
        not(exists(processing)),
      ),
    )
    .limit(1);
}

export async function mustSettleOpenPayments(
  executor: Executor,
  accountId: number,
  at: Date,
): Promise<boolean> {
  const [due] = await invoicesToSettle(executor, accountId, at);
  return due !== undefined;
}
