import type { ReceivablesPage } from '@portal/contract';
import { retryDueAt } from '@portal/contract/dunning';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import { currencyOf, customerName, isoOf, selectRows, toInt } from './finance-sql';

const DAY = 86_400_000;

/**
 * `GET /v1/finance/receivables`: open invoices (or only the overdue ones), the longest overdue
 * first, with the customer and the dunning step of the invoice's subscription (the failed automatic
 * attempts of its running dunning, decision 0019); the totals per currency count every open invoice.
 */
export async function listReceivables(
  executor: Executor,
  clock: Clock,
  query: { overdue: boolean; page: number; pageSize: number },
): Promise<ReceivablesPage> {
  const now = clock.now();
  const at = now.toISOString();
  const onlyOverdue = query.overdue ? sql`and i.due_at < ${at}::timestamptz` : sql``;
  const [rows, totals] = await Promise.all([
    selectRows<Record<string, unknown>>(
      executor,
      sql`select i.id, i.number, i.currency_id, i.gross, ${isoOf(sql`i.issued_at`)} as issued_at,
          ${isoOf(sql`i.due_at`)} as due_at, i.user_id,
          u.email, u.firstname, u.lastname, u.company, s.status as subscription_status,
          coalesce(s.dunning_attempts, 0) as dunning_attempts
        from invoices i
        join users u on u.id = i.user_id
        left join subscriptions s on s.id = i.subscription_id
        where i.status = 'open' ${onlyOverdue}
        order by i.due_at asc, i.id asc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    selectRows<Record<string, unknown>>(
      executor,
      sql`select currency_id, count(*) as n, sum(gross)::text as gross,
          count(*) filter (where due_at < ${at}::timestamptz) as overdue_n,
          coalesce(sum(gross) filter (where due_at < ${at}::timestamptz), 0)::text as overdue_gross
        from invoices where status = 'open' group by currency_id order by currency_id`,
    ),
  ]);
  const data = rows.map((row) => {
    const issuedAt = new Date(String(row.issued_at));
    const dueAt = new Date(String(row.due_at));
    const step = toInt(row.dunning_attempts);
    const dunning = row.subscription_status === 'past_due';
    const nextRetry = dunning ? retryDueAt(issuedAt, step + 1) : null;
    return {
      invoiceId: toInt(row.id),
      number: String(row.number),
      currency: currencyOf(row.currency_id),
      gross: toInt(row.gross),
      issuedAt: issuedAt.toISOString(),
      dueAt: dueAt.toISOString(),
      overdue: dueAt < now,
      daysOverdue: Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / DAY)),
      dunningStep: dunning ? step : 0,
      nextRetryAt: nextRetry?.toISOString() ?? null,
      customer: {
        id: toInt(row.user_id),
        name: customerName({
          firstname: row.firstname as string | null,
          lastname: row.lastname as string | null,
          company: row.company as string | null,
        }),
        email: String(row.email),
      },
    };
  });
  const open = totals.map((row) => ({
    currency: currencyOf(row.currency_id),
    count: toInt(row.n),
    gross: toInt(row.gross),
  }));
  const overdue = totals
    .filter((row) => toInt(row.overdue_n) > 0)
    .map((row) => ({
      currency: currencyOf(row.currency_id),
      count: toInt(row.overdue_n),
      gross: toInt(row.overdue_gross),
    }));
  const total = query.overdue
    ? overdue.reduce((sum, row) => sum + row.count, 0)
    : open.reduce((sum, row) => sum + row.count, 0);
  return { data, total, open, overdue };
}
