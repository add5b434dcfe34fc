import { type FinanceTax, TAX_CSV_COLUMNS } from '@portal/contract';
import { toDecimalString } from '@portal/contract/money';
import { csvField, csvLines, csvText } from '../../platform/csv';

/** Basis points as a percentage with up to two decimals: 2000 → `20`, 550 → `5.5`. */
const percent = (basisPoints: number) => String(basisPoints / 100);

/**
 * The tax summary as CSV: a header row, then one row per country, kind, rate and currency. Like the
 * invoice CSV, machine-readable (English column names, decimal point) with a UTF-8 byte order mark.
 */
export function buildTaxCsv(tax: FinanceTax): string {
  const evidence = (row: FinanceTax['rows'][number]) =>
    row.kind !== 'reverse_charge'
      ? ''
      : (tax.reverseCharges ?? [])
          .filter((invoice) => invoice.country === row.country)
          .map((invoice) => `${invoice.invoice}=${invoice.consultationNumber ?? ''}`)
          .join('; ');
  const rows = tax.rows.map((row) => [
    csvText(tax.quarter),
    csvText(row.country),
    csvText(row.kind),
    percent(row.rate),
    row.currency,
    csvField(row.invoices),
    csvField(row.creditNotes),
    toDecimalString(row.net, row.currency),
    toDecimalString(row.tax, row.currency),
    toDecimalString(row.gross, row.currency),
    csvText(evidence(row)),
  ]);
  return `\uFEFF${csvLines([[...TAX_CSV_COLUMNS], ...rows])}`;
}
