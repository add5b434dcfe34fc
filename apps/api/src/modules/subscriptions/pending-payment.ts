import { and, desc, eq } from 'drizzle-orm';
import { invoices, payments } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

/** The newest open invoice of a subscription with its latest payment attempt, if any. */
export async function pendingPaymentOf(executor: Executor, accountId: number, subscriptionId: string) {
  const [row] = await executor
    .select({ invoice: invoices, payment: payments })
    .from(invoices)
    .leftJoin(payments, eq(payments.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.userId, accountId),
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, 'open'),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}
