import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { selectRows, toInt } from './finance-sql';

export interface MonthMoney {
  month: string;
  currencyId: number;
  invoiced: number;
  collected: number;
  refunded: number;
}

/**
 * Per UTC month since `from` (and before `to`, when given) and per currency: the gross invoiced (issued, not void), collected
 * (invoices paid in the month) and refunded (credit notes issued in the month). Three grouped scans,
 * each on an index that holds every column it reads.
 */
export const moneyRows = (from: Date, to: Date | null, currencyId: number | null) => {
  const since = from.toISOString();
  const until = (column: SQL) =>
    to === null ? sql`` : sql`and ${column} < ${to.toISOString()}::timestamptz`;
  const inCurrency = currencyId === null ? sql`` : sql`and currency_id = ${currencyId}`;
  return sql`select to_char(month at time zone 'UTC', 'YYYY-MM') as month, currency_id, sum(invoiced)::text as invoiced,
        sum(collected)::text as collected, sum(refunded)::text as refunded
      from (
        select date_trunc('month', issued_at, 'UTC') as month, currency_id,
          sum(gross) as invoiced, 0 as collected, 0 as refunded
        from invoices where issued_at >= ${since}::timestamptz ${until(sql`issued_at`)} and status <> 'void' ${inCurrency}
        group by 1, 2
        union all
        select date_trunc('month', paid_at, 'UTC'), currency_id, 0, sum(gross), 0
        from invoices where paid_at >= ${since}::timestamptz ${until(sql`paid_at`)} ${inCurrency}
        group by 1, 2
        union all
        select date_trunc('month', c.issued_at, 'UTC'), i.currency_id, 0, 0, sum(c.gross)
        from credit_notes c join invoices i on i.id = c.invoice_id
        where c.issued_at >= ${since}::timestamptz ${until(sql`c.issued_at`)} ${currencyId === null ? sql`` : sql`and i.currency_id = ${currencyId}`}
        group by 1, 2
      ) months
      group by month, currency_id`;
};

export const monthMoneyOf = (row: Record<string, unknown>): MonthMoney => ({
  month: String(row.month),
  currencyId: toInt(row.currency_id ?? row.currencyId),
  invoiced: toInt(row.invoiced),
  collected: toInt(row.collected),
  refunded: toInt(row.refunded),
});

export async function moneyByMonth(
  executor: Executor,
  from: Date,
  currencyId: number | null,
): Promise<MonthMoney[]> {
  const rows = await selectRows<Record<string, unknown>>(executor, moneyRows(from, null, currencyId));
  return rows.map(monthMoneyOf);
}
