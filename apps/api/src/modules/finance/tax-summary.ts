import {
  type FinanceTax,
  quarterRange,
  type ReverseChargeEvidence,
  TAX_KINDS,
  type TaxKind,
  type TaxRow,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { currencyOf, selectRows, toInt } from './finance-sql';

const asKind = (mode: unknown): TaxKind => TAX_KINDS.find((kind) => kind === mode) ?? 'domestic';

/**
 * `GET /v1/finance/tax?quarter=`: per buyer country, tax kind (domestic, reverse charge, OSS
 * destination, export), rate and currency, the invoices issued in the quarter (not void) less the
 * credit notes issued in it — what a VAT and an EU One-Stop-Shop return need. A credit note corrects
 * the country, kind and rate of its invoice, in the quarter it was issued.
 */
export async function taxSummary(executor: Executor, quarter: string): Promise<FinanceTax> {
  const range = quarterRange(quarter);
  if (!range) throw new Error(`Not a quarter: ${quarter}`);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const rows = await selectRows<Record<string, unknown>>(
    executor,
    sql`select country, kind, rate, currency_id, sum(invoices) as invoices, sum(notes) as notes,
        sum(net)::text as net, sum(tax)::text as tax, sum(gross)::text as gross
      from (
        select coalesce(buyer->>'country', '') as country, tax_mode as kind, tax_rate as rate, currency_id,
          count(*) as invoices, 0 as notes, sum(net) as net, sum(tax) as tax, sum(gross) as gross
        from invoices
        where issued_at >= ${from}::timestamptz and issued_at < ${to}::timestamptz and status <> 'void'
        group by 1, 2, 3, 4
        union all
        select coalesce(i.buyer->>'country', ''), i.tax_mode, i.tax_rate, i.currency_id,
          0, count(*), -sum(c.net), -sum(c.tax), -sum(c.gross)
        from credit_notes c join invoices i on i.id = c.invoice_id
        where c.issued_at >= ${from}::timestamptz and c.issued_at < ${to}::timestamptz
        group by 1, 2, 3, 4
      ) parts
      group by country, kind, rate, currency_id
      order by country, kind, rate desc, currency_id`,
  );
  const data: TaxRow[] = rows.map((row) => ({
    country: String(row.country),
    kind: asKind(row.kind),
    rate: toInt(row.rate),
    currency: currencyOf(row.currency_id),
    invoices: toInt(row.invoices),
    creditNotes: toInt(row.notes),
    net: toInt(row.net),
    tax: toInt(row.tax),
    gross: toInt(row.gross),
  }));
  return { quarter, from, to, rows: data, reverseCharges: await reverseChargesOf(executor, from, to) };
}

/**
 * Every reverse-charge invoice of the quarter with the registry check its buyer's VAT id passed, as
 * frozen on the invoice (decision 0080): what an auditor asks for beside the sums.
 */
async function reverseChargesOf(
  executor: Executor,
  from: string,
  to: string,
): Promise<ReverseChargeEvidence[]> {
  const rows = await selectRows<Record<string, unknown>>(
    executor,
    sql`select number, issued_at, coalesce(buyer->>'country', '') as country, buyer->>'vatId' as vat_id,
        buyer->'vatIdCheck'->>'consultationNumber' as consultation_number,
        buyer->'vatIdCheck'->>'verifiedAt' as verified_at
      from invoices
      where issued_at >= ${from}::timestamptz and issued_at < ${to}::timestamptz and status <> 'void'
        and tax_mode = 'reverse_charge'
      order by issued_at, number`,
  );
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return rows.map((row) => ({
    invoice: String(row.number),
    issuedAt: new Date(String(row.issued_at)).toISOString(),
    country: String(row.country),
    vatId: text(row.vat_id),
    consultationNumber: text(row.consultation_number),
    verifiedAt: text(row.verified_at),
  }));
}
