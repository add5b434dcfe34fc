import { BOLD, pdfText, REGULAR } from '../../../platform/pdf/index';
import { taxNoteKey, unverifiedVatIdNoteKey, type VatIdCheck } from '../tax';
import { drawParagraphs, ensureRoom, LEFT, label, money, type Page, RIGHT } from './document-layout';
import { formatDate, formatRate } from './format';

export interface TableRow {
  description: string;
  quantity: number | null;
  unitAmount: number | null;
  amount: number;
}

const COLUMNS = { description: 245, quantity: 40, unit: 95, amount: 100 } as const;

function drawRow(page: Page, y: number, cells: [string, string, string, string], bold: boolean): number {
  const { doc } = page;
  doc
    .font(bold ? BOLD : REGULAR)
    .fontSize(9)
    .fillColor('black');
  const [description, quantity, unit, amount] = cells.map(pdfText) as [string, string, string, string];
  const height = doc.heightOfString(description, { width: COLUMNS.description });
  const top = ensureRoom(page, y, height + 8);
  doc.text(description, LEFT, top, { width: COLUMNS.description });
  doc.text(quantity, LEFT + 250, top, { width: COLUMNS.quantity, align: 'right' });
  doc.text(unit, LEFT + 295, top, { width: COLUMNS.unit, align: 'right' });
  doc.text(amount, LEFT + 395, top, { width: COLUMNS.amount, align: 'right' });
  return top + height + 6;
}

function rule(page: Page, y: number): void {
  page.doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

/** The lines table: description, quantity, unit price, amount. Returns the next y. */
export function drawTable(page: Page, y: number, rows: TableRow[]): number {
  let next = drawRow(
    page,
    y,
    [
      label(page, 'invoices.pdf.description'),
      label(page, 'invoices.pdf.quantity'),
      label(page, 'invoices.pdf.unitPrice'),
      label(page, 'invoices.pdf.amount'),
    ],
    true,
  );
  rule(page, next - 2);
  next += 4;
  for (const row of rows) {
    next = drawRow(
      page,
      next,
      [
        row.description,
        row.quantity === null ? '' : String(row.quantity),
        row.unitAmount === null ? '' : money(page, row.unitAmount),
        money(page, row.amount),
      ],
      false,
    );
  }
  rule(page, next);
  return next + 10;
}

export interface Totals {
  net: number;
  tax: number;
  gross: number;
  taxRate: number;
  taxMode: string;
  /** The buyer as invoiced: its VAT id's check is printed under the tax note (decision 0080). */
  buyer?: { vatIdCheck?: VatIdCheck | null };
}

/**
 * Under the reverse-charge note, the evidence it rests on; for a VAT id that was not verified, why
 * VAT was charged nevertheless.
 */
function vatIdParagraph(page: Page, totals: Totals): string | null {
  const check = totals.buyer?.vatIdCheck;
  if (!check) return null;
  if (totals.taxMode === 'reverse_charge' && check.status === 'verified' && check.verifiedAt) {
    const date = formatDate(new Date(check.verifiedAt), page.language);
    return check.consultationNumber
      ? label(page, 'invoices.tax.vatIdVerifiedNote', { date, number: check.consultationNumber })
      : label(page, 'invoices.tax.vatIdVerifiedNoNumberNote', { date });
  }
  if (totals.taxMode !== 'destination') return null;
  const key = unverifiedVatIdNoteKey(check);
  return key ? label(page, key, { vatId: check.vatId }) : null;
}

/** Net, VAT with its rate, total; then the reverse-charge or export note when one applies. */
export function drawTotals(page: Page, y: number, totals: Totals): number {
  const { doc } = page;
  const rows: [string, string, boolean][] = [
    [label(page, 'invoices.pdf.net'), money(page, totals.net), false],
    [
      label(page, 'invoices.pdf.tax', { rate: formatRate(totals.taxRate, page.language) }),
      money(page, totals.tax),
      false,
    ],
    [label(page, 'invoices.pdf.gross'), money(page, totals.gross), true],
  ];
  let next = ensureRoom(page, y, 60);
  for (const [name, value, bold] of rows) {
    doc.font(bold ? BOLD : REGULAR).fontSize(bold ? 11 : 10);
    doc.text(name, 330, next, { width: 115 });
    doc.text(value, 445, next, { width: 100, align: 'right' });
    next += bold ? 18 : 15;
  }
  const note = taxNoteKey(totals.taxMode);
  const paragraphs = [note ? label(page, note) : null, vatIdParagraph(page, totals)].filter(
    (text): text is string => text !== null,
  );
  return paragraphs.length > 0 ? drawParagraphs(page, next + 6, paragraphs) : next + 6;
}
