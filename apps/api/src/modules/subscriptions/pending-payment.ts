import { and, desc, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { latestPaymentOf } from '../money/index';

/** The newest open invoice of a subscription with its latest payment attempt, if any. */
export async function pendingPaymentOf(executor: Executor, accountId: number, subscriptionId: string) {
  const [invoice] = await executor
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, accountId),
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, 'open'),
      ),
    )
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  if (!invoice) return null;
  return { invoice, payment: await latestPaymentOf(executor, invoice.id) };
}
