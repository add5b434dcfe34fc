import type { creditNotes, invoiceLines, invoices } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { loadCreditNoteDocument, loadInvoiceDocument } from '../invoices/index';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * What an e-invoice is built from: the stored document as the PDF prints it. A credit note carries
 * the invoice it corrects (its buyer, currency, language and tax apply).
 */
export type EInvoiceSource =
  | { kind: 'invoice'; invoice: InvoiceRow; lines: InvoiceLineRow[] }
  | { kind: 'credit-note'; note: CreditNoteRow; invoice: InvoiceRow };

/** One of the account's invoices with its lines, or 404. */
export async function loadInvoiceSource(
  db: Executor,
  accountId: number,
  number: string,
): Promise<EInvoiceSource> {
  return { kind: 'invoice', ...(await loadInvoiceDocument(db, accountId, number)) };
}

/** One of the account's credit notes with the invoice it corrects, or 404. */
export async function loadCreditNoteSource(
  db: Executor,
  accountId: number,
  number: string,
): Promise<EInvoiceSource> {
  return { kind: 'credit-note', ...(await loadCreditNoteDocument(db, accountId, number)) };
}
