import { toDecimalString } from '@portal/contract/money';
import { csvField, csvLines, csvText } from '../../../platform/csv';
import { currencyCode } from '../invoice-view';

export interface CsvInvoice {
  number: string;
  issuedAt: Date;
  subscription: string | null;
  productId: number | null;
  net: number;
  tax: number;
  gross: number;
  currencyId: number;
  status: string;
}

export const INVOICE_CSV_COLUMNS = [
  'number',
  'date',
  'subscription',
  'product',
  'net',
  'tax',
  'gross',
  'currency',
  'status',
] as const;

/**
 * The CSV of a month's invoices: one header row, then one row per invoice. Machine-readable on
 * purpose (English column names, ISO dates, decimal point) so accounting tools import it as is;
 * the UTF-8 byte order mark lets spreadsheets recognise the encoding.
 */
export function buildInvoiceCsv(invoices: readonly CsvInvoice[]): string {
  const rows = invoices.map((invoice) => {
    const currency = currencyCode(invoice.currencyId);
    // Minor units as a plain decimal (`1234.50`), which every spreadsheet and import tool reads.
    const decimal = (minor: number) => toDecimalString(minor, currency);
    return [
      csvText(invoice.number),
      invoice.issuedAt.toISOString().slice(0, 10),
      csvText(invoice.subscription),
      csvField(invoice.productId),
      decimal(invoice.net),
      decimal(invoice.tax),
      decimal(invoice.gross),
      currency,
      csvText(invoice.status),
    ];
  });
  return `\uFEFF${csvLines([[...INVOICE_CSV_COLUMNS], ...rows])}`;
}
