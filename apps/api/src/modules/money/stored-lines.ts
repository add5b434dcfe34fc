import type { InvoiceLineInput } from '../invoices/index';

/** Invoice lines as a charge keeps them (jsonb): dates as ISO strings. */
export type StoredLine = Omit<InvoiceLineInput, 'periodStart' | 'periodEnd'> & {
  periodStart: string | null;
  periodEnd: string | null;
};

export function storeLines(lines: InvoiceLineInput[]): StoredLine[] {
  return lines.map((line) => ({
    ...line,
    periodStart: line.periodStart ? line.periodStart.toISOString() : null,
    periodEnd: line.periodEnd ? line.periodEnd.toISOString() : null,
  }));
}

export function loadLines(lines: StoredLine[]): InvoiceLineInput[] {
  return lines.map((line) => ({
    ...line,
    periodStart: line.periodStart ? new Date(line.periodStart) : null,
    periodEnd: line.periodEnd ? new Date(line.periodEnd) : null,
  }));
}
