import { and, asc, eq } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoices } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';

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
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.number, number), eq(invoices.userId, accountId)));
  if (!invoice) throw notFound();
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.id));
  return { kind: 'invoice', invoice, lines };
}

/** One of the account's credit notes with the invoice it corrects, or 404. */
export async function loadCreditNoteSource(
  db: Executor,
  accountId: number,
  number: string,
): Promise<EInvoiceSource> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.number, number), eq(creditNotes.userId, accountId)));
  if (!row) throw notFound();
  return { kind: 'credit-note', ...row };
}
