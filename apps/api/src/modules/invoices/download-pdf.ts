import { and, asc, eq } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoices } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { debitNoticeOfInvoice } from '../sepa-notices/index';
import { type CreditNoteDocument, renderCreditNotePdf } from './pdf/credit-note-pdf';
import { type InvoiceDocument, renderInvoicePdf } from './pdf/invoice-pdf';

export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/** One of the account's invoices with its lines and its SEPA debit's notice, as stored; any other number is not found. */
export async function loadInvoiceDocument(
  db: Executor,
  accountId: number,
  number: string,
): Promise<InvoiceDocument> {
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
  const debitNotice =
    invoice.paymentMethodType === 'sepa_debit' ? await debitNoticeOfInvoice(db, accountId, invoice.id) : null;
  return { invoice, lines, debitNotice };
}

/** One of the account's credit notes with the invoice it corrects; any other number is not found. */
export async function loadCreditNoteDocument(
  db: Executor,
  accountId: number,
  number: string,
): Promise<CreditNoteDocument> {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.number, number), eq(creditNotes.userId, accountId)));
  if (!row) throw notFound();
  return row;
}

/** `GET /v1/invoice/:number/pdf`: one of the account's invoices. */
export async function invoicePdf(deps: AppDeps, accountId: number, number: string): Promise<PdfFile> {
  const document = await loadInvoiceDocument(deps.database.db, accountId, number);
  return { fileName: `${number}.pdf`, pdf: await renderInvoicePdf(deps.config, document) };
}

/** `GET /v1/credit-note/:number/pdf`: one of the account's credit notes. */
export async function creditNotePdf(deps: AppDeps, accountId: number, number: string): Promise<PdfFile> {
  const document = await loadCreditNoteDocument(deps.database.db, accountId, number);
  return { fileName: `${number}.pdf`, pdf: await renderCreditNotePdf(deps.config, document) };
}
