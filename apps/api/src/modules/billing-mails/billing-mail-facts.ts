import { and, eq } from 'drizzle-orm';
import { invoices, products, subscriptions } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

/** The account's subscription with its product's name and line, as the mails name it. */
export async function subscriptionFacts(executor: Executor, accountId: number, subscriptionId: string) {
  const [row] = await executor
    .select({
      product: products.name,
      line: products.line,
      interval: subscriptions.interval,
      unitAmount: subscriptions.unitAmount,
      quantity: subscriptions.quantity,
      currencyId: subscriptions.currencyId,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, accountId)));
  return row ?? null;
}

/** One of the account's invoices. */
export async function invoiceFacts(executor: Executor, accountId: number, invoiceId: number) {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, accountId)));
  return row ?? null;
}
