import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { payments } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';

/**
 * The invoice's returned SEPA debit (the newest), or null: the dunning of a reopened invoice does
 * not debit the same mandate again without a new notice (decision 0083).
 */
export async function returnedDebitOf(
  executor: Executor,
  invoiceId: number,
): Promise<{ paymentMethodId: string | null; returnedAt: Date } | null> {
  const [row] = await executor
    .select({ paymentMethodId: payments.paymentMethodId, returnedAt: payments.returnedAt })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), isNotNull(payments.returnedAt)))
    .orderBy(desc(payments.returnedAt))
    .limit(1);
  return row?.returnedAt ? { paymentMethodId: row.paymentMethodId, returnedAt: row.returnedAt } : null;
}
