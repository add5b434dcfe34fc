import type { FinanceInvoicesPage } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { currencyOf, customerName, isoOf, selectRows, toInt } from './finance-sql';

/** Customers whose e-mail starts with the search text that the list looks at, at most. */
const MATCHED_CUSTOMERS = 50;

/** `%`, `_` and `\` of the typed text matched literally (PostgreSQL's default LIKE escape). */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search as a short list of invoice ids: the invoice of that number (its unique index), or the
 * invoices of the first customers whose e-mail starts with the text (the e-mail prefix index, then
 * invoices by customer) — never a scan of every invoice.
 */
const matching = (search: string): SQL => sql`i.id in (
    select id from invoices where number = ${search}
    union all
    select m.id from invoices m where m.user_id in (
      select id from users where lower(email) like ${startingWith(search.toLowerCase())}
      order by lower(email) limit ${MATCHED_CUSTOMERS}))`;

/**
 * `GET /v1/finance/invoices`: paid invoices with money left to refund (paid, or partly refunded),
 * the most recently paid first, for finance to pick one to refund. No total: a page is one backward
 * walk of the paid-invoice index (migration 0019) and one row more tells whether another page exists.
 */
export async function listRefundableInvoices(
  executor: Executor,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<FinanceInvoicesPage> {
  const searched = query.search ? sql`and ${matching(query.search)}` : sql``;
  const rows = await selectRows<Record<string, unknown>>(
    executor,
    sql`select i.id, i.number, i.currency_id, i.gross, i.amount_refunded,
        ${isoOf(sql`i.issued_at`)} as issued_at, ${isoOf(sql`i.paid_at`)} as paid_at,
        i.user_id, u.email, u.firstname, u.lastname, u.company
      from invoices i
      join users u on u.id = i.user_id
      where i.paid_at is not null and i.status in ('paid', 'refunded') and i.amount_refunded < i.gross
        ${searched}
      order by i.paid_at desc, i.id desc
      limit ${query.pageSize + 1} offset ${(query.page - 1) * query.pageSize}`,
  );
  const data = rows.slice(0, query.pageSize).map((row) => {
    const gross = toInt(row.gross);
    const refunded = toInt(row.amount_refunded);
    return {
      invoiceId: toInt(row.id),
      number: String(row.number),
      currency: currencyOf(row.currency_id),
      gross,
      refunded,
      refundable: gross - refunded,
      issuedAt: String(row.issued_at),
      paidAt: String(row.paid_at),
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
  return { data, hasMore: rows.length > query.pageSize };
}
