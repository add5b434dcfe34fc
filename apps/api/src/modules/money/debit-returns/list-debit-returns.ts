import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { invoices, payments, users } from '../../../db/schema/index';
import type { Executor } from '../../../platform/db';

/** The returned debits of [start, end), newest first, at most `limit`, with invoice and customer. */
export function listDebitReturns(executor: Executor, period: { start: Date; end: Date }, limit: number) {
  return executor
    .select({
      paymentId: payments.id,
      invoiceNumber: invoices.number,
      invoiceStatus: invoices.status,
      currencyId: payments.currencyId,
      amount: payments.amount,
      reason: payments.returnReason,
      returnedAt: payments.returnedAt,
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      company: users.company,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(gte(payments.returnedAt, period.start), lt(payments.returnedAt, period.end)))
    .orderBy(desc(payments.returnedAt), desc(payments.id))
    .limit(limit);
}

/** Count and amount of the returned debits of [start, end) per UTC month and currency, oldest first. */
export async function debitReturnsByMonth(executor: Executor, period: { start: Date; end: Date }) {
  const month = sql<string>`to_char(date_trunc('month', ${payments.returnedAt}, 'UTC') at time zone 'UTC', 'YYYY-MM')`;
  const rows = await executor
    .select({
      month,
      currencyId: payments.currencyId,
      count: sql<string>`count(*)::text`,
      amount: sql<string>`sum(${payments.amount})::text`,
    })
    .from(payments)
    .where(and(gte(payments.returnedAt, period.start), lt(payments.returnedAt, period.end)))
    .groupBy(month, payments.currencyId)
    .orderBy(month, payments.currencyId);
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}
