import type { ReceivablesPage } from '@portal/contract';
import { retryDueAt } from '@portal/contract/dunning';
import { COLLECTION_DAYS, receivableStanding, TRANSFER_GRACE_DAYS } from '@portal/contract/overdue';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db';
import { currencyOf, customerName, isoOf, selectRows, toInt } from './finance-sql';

const DAY = 86_400_000;

/**
 * Decision 0073 in SQL, beside `overdueFrom` and `receivableStanding` of the contract: a transfer
 * is overdue its grace after its due date, a card or SEPA invoice once its collection has ended,
 * and none while a payment of it is settling.
 */
const overdueFromOf = (invoice: string) =>
  sql`case when ${sql.raw(invoice)}.payment_method_type = 'invoice'
    then ${sql.raw(invoice)}.due_at + make_interval(days => ${TRANSFER_GRACE_DAYS})
    else greatest(${sql.raw(invoice)}.issued_at, ${sql.raw(invoice)}.due_at)
      + make_interval(days => ${COLLECTION_DAYS}) end`;
const settlingOf = (invoice: string) =>
  sql`exists (select 1 from payments p where p.invoice_id = ${sql.raw(invoice)}.id and p.status = 'processing')`;
const isOverdue = (invoice: string, at: string) =>
  sql`(${overdueFromOf(invoice)} <= ${at}::timestamptz and not ${settlingOf(invoice)})`;

type Method = ReceivablesPage['data'][number]['method'];

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
  const onlyOverdue = query.overdue ? sql`and ${isOverdue('i', at)}` : sql``;
  const [rows, totals] = await Promise.all([
    selectRows<Record<string, unknown>>(
      executor,
      sql`select i.id, i.number, i.currency_id, i.gross, i.payment_method_type,
          ${isoOf(sql`i.issued_at`)} as issued_at, ${isoOf(sql`i.due_at`)} as due_at,
          ${isoOf(overdueFromOf('i'))} as overdue_from, ${settlingOf('i')} as settling, i.user_id,
          u.email, u.firstname, u.lastname, u.company, s.status as subscription_status,
          coalesce(s.dunning_attempts, 0) as dunning_attempts
        from invoices i
        join users u on u.id = i.user_id
        left join subscriptions s on s.id = i.subscription_id
        where i.status = 'open' ${onlyOverdue}
        order by ${overdueFromOf('i')} asc, i.id asc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    selectRows<Record<string, unknown>>(
      executor,
      sql`select currency_id, count(*) as n, sum(gross)::text as gross,
          count(*) filter (where overdue) as overdue_n,
          coalesce(sum(gross) filter (where overdue), 0)::text as overdue_gross
        from (select o.currency_id, o.gross, ${isOverdue('o', at)} as overdue
          from invoices o where o.status = 'open') open_invoices
        group by currency_id order by currency_id`,
    ),
  ]);
  const data = rows.map((row) => {
    const issuedAt = new Date(String(row.issued_at));
    const dueAt = new Date(String(row.due_at));
    const overdueFrom = new Date(String(row.overdue_from));
    const method = String(row.payment_method_type) as Method;
    const standing = receivableStanding({ method, dueAt, overdueFrom, settling: row.settling === true, now });
    const step = toInt(row.dunning_attempts);
    const dunning = row.subscription_status === 'past_due';
    // Dunning counts from the issue, or from the return of a debit that reopened the invoice.
    const dunningStart = method !== 'invoice' && dueAt > issuedAt ? dueAt : issuedAt;
    const nextRetry = dunning ? retryDueAt(dunningStart, step + 1) : null;
    const overdue = standing === 'overdue';
    return {
      invoiceId: toInt(row.id),
      number: String(row.number),
      currency: currencyOf(row.currency_id),
      gross: toInt(row.gross),
      issuedAt: issuedAt.toISOString(),
      dueAt: dueAt.toISOString(),
      method,
      overdueFrom: overdueFrom.toISOString(),
      standing,
      overdue,
      daysOverdue: overdue ? Math.floor((now.getTime() - overdueFrom.getTime()) / DAY) : 0,
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
