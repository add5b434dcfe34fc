import { FINANCE_CREDIT_NOTES_LIMIT, type FinanceCreditNotes } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { currencyOf, customerName, isoOf, selectRows, toInt } from './finance-sql';

const DAY = 86_400_000;

/** The UTC instants a period of whole days covers: `from` 00:00 up to the day after `to`. */
export const periodOf = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00.000Z`),
  end: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY),
});

/**
 * `GET /v1/finance/credit-notes?from&to`: the period's credit notes (the refunds), newest first and
 * at most `FINANCE_CREDIT_NOTES_LIMIT` of them, with count and gross per currency over all of them.
 */
export async function listFinanceCreditNotes(
  executor: Executor,
  query: { from: string; to: string },
): Promise<FinanceCreditNotes> {
  const { start, end } = periodOf(query.from, query.to);
  const inPeriod = sql`c.issued_at >= ${start.toISOString()}::timestamptz and c.issued_at < ${end.toISOString()}::timestamptz`;
  const [rows, totals] = await Promise.all([
    selectRows<Record<string, unknown>>(
      executor,
      sql`select c.id, c.number, i.number as invoice_number, i.currency_id, c.net, c.tax, c.gross,
          c.reason, ${isoOf(sql`c.issued_at`)} as issued_at, c.user_id, u.email, u.firstname, u.lastname, u.company
        from credit_notes c
        join invoices i on i.id = c.invoice_id
        join users u on u.id = c.user_id
        where ${inPeriod}
        order by c.issued_at desc, c.id desc
        limit ${FINANCE_CREDIT_NOTES_LIMIT}`,
    ),
    selectRows<Record<string, unknown>>(
      executor,
      sql`select i.currency_id, count(*) as n, sum(c.gross)::text as gross
        from credit_notes c join invoices i on i.id = c.invoice_id
        where ${inPeriod} group by i.currency_id order by i.currency_id`,
    ),
  ]);
  return {
    data: rows.map((row) => ({
      id: toInt(row.id),
      number: String(row.number),
      invoiceNumber: String(row.invoice_number),
      currency: currencyOf(row.currency_id),
      net: toInt(row.net),
      tax: toInt(row.tax),
      gross: toInt(row.gross),
      reason: (row.reason as string | null) ?? null,
      issuedAt: String(row.issued_at),
      customer: {
        id: toInt(row.user_id),
        name: customerName({
          firstname: row.firstname as string | null,
          lastname: row.lastname as string | null,
          company: row.company as string | null,
        }),
        email: String(row.email),
      },
    })),
    totals: totals.map((row) => ({
      currency: currencyOf(row.currency_id),
      count: toInt(row.n),
      gross: toInt(row.gross),
    })),
  };
}
