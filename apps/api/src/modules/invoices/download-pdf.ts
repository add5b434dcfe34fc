import { and, asc, eq } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoices } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { renderCreditNotePdf } from './pdf/credit-note-pdf';
import { renderInvoicePdf } from './pdf/invoice-pdf';

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/** `GET /v1/invoice/:number/pdf`: one of the account's invoices; any other number is not found. */
export async function invoicePdf(deps: AppDeps, accountId: number, number: string): Promise<PdfFile> {
  const { db } = deps.database;
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
  return { fileName: `${invoice.number}.pdf`, pdf: await renderInvoicePdf(deps.config, { invoice, lines }) };
}

/** `GET /v1/credit-note/:number/pdf`: one of the account's credit notes. */
export async function creditNotePdf(deps: AppDeps, accountId: number, number: string): Promise<PdfFile> {
  const [row] = await deps.database.db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.number, number), eq(creditNotes.userId, accountId)));
  if (!row) throw notFound();
  return { fileName: `${row.note.number}.pdf`, pdf: await renderCreditNotePdf(deps.config, row) };
}
