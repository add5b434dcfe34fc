import { isEInvoiceFormat, isLanguage, type Language } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { creditNotes, invoiceLines, invoices, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { MailAttachment, MailContentRequest } from '../../platform/mail/send-mail';
import { type EInvoiceSource, eInvoiceFile, eInvoiceFormatsOf } from '../e-invoices/index';
import { renderCreditNotePdf, renderInvoicePdf } from '../invoices/index';
import { debitNoticeOfInvoice } from '../sepa-notices/index';
import type { Recipient } from './account-recipient';
import type { BillingMailEvent } from './billing-mail-event';
import { mailDate, mailMoney, pdfAttachment, portalUrl } from './mail-values';

type Event<K extends BillingMailEvent['kind']> = Extract<BillingMailEvent, { kind: K }>;
export type DocumentEvent = Event<'invoice-issued' | 'credit-note-issued'>;

/**
 * One invoice or credit note as its mails carry it: the files, drawn once for every recipient, the
 * language the document is written in, and each recipient's mail.
 */
export interface DocumentMail {
  attachments: MailAttachment[];
  language: Language;
  contentFor(recipient: Recipient): MailContentRequest;
}

const METHODS = ['card', 'sepa_debit', 'invoice'] as const;
/** How the invoice is paid, as frozen on it when issued. */
const paidWith = (type: string) => METHODS.find((method) => method === type) ?? 'card';

const fileAttachment = (file: { fileName: string; contentType: string; body: Buffer }): MailAttachment => ({
  filename: file.fileName,
  contentType: file.contentType,
  contentBase64: file.body.toString('base64'),
});

/**
 * The PDF, and the e-invoice of the format the account chose (issue 32): Factur-X is itself the PDF
 * (with its XML inside), so it takes the plain PDF's place; an XML format goes beside the PDF. A
 * format this document cannot be had in (Peppol BIS for a buyer Peppol cannot address) leaves the
 * PDF alone, as before e-invoices.
 */
async function documentFiles(
  deps: AppDeps,
  source: EInvoiceSource,
  pdf: () => Promise<{ fileName: string; pdf: Buffer }>,
): Promise<MailAttachment[]> {
  const [account] = await deps.database.db
    .select({ format: users.eInvoiceFormat })
    .from(users)
    .where(eq(users.id, source.invoice.userId));
  const chosen = isEInvoiceFormat(account?.format) ? account.format : null;
  const format = chosen && eInvoiceFormatsOf(source).includes(chosen) ? chosen : null;
  if (format === 'factur-x') return [fileAttachment(await eInvoiceFile(deps, source, format))];
  const files = [pdfAttachment(await pdf())];
  if (format) files.push(fileAttachment(await eInvoiceFile(deps, source, format)));
  return files;
}

const documentLanguage = (language: string): Language => (isLanguage(language) ? language : 'en');

/** The invoice with its PDF (and e-invoice), drawn by the download's own code, here in the job. */
export async function invoiceDocument(
  deps: AppDeps,
  event: Event<'invoice-issued'>,
): Promise<DocumentMail | null> {
  const { db } = deps.database;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, event.invoiceId), eq(invoices.userId, event.accountId)));
  // A voided invoice is never shown to the customer, so it is not mailed either.
  if (!invoice || invoice.status === 'void') return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.id));
  const attachments = await documentFiles(deps, { kind: 'invoice', invoice, lines }, async () => ({
    fileName: `${invoice.number}.pdf`,
    pdf: await renderInvoicePdf(deps.config, {
      invoice,
      lines,
      debitNotice: await debitNoticeOfInvoice(db, invoice.userId, invoice.id),
    }),
  }));
  return {
    attachments,
    language: documentLanguage(invoice.language),
    contentFor: ({ name, language }) => ({
      template: 'invoice-issued',
      language,
      data: {
        name,
        invoice: invoice.number,
        amount: mailMoney(invoice.gross, invoice.currencyId, language),
        dueOn: mailDate(invoice.dueAt, language),
        paidWith: paidWith(invoice.paymentMethodType),
        invoicesUrl: portalUrl(deps.config, '/billing/invoices'),
      },
    }),
  };
}

/** The credit note with its PDF (and e-invoice). */
export async function creditNoteDocument(
  deps: AppDeps,
  event: Event<'credit-note-issued'>,
): Promise<DocumentMail | null> {
  const [row] = await deps.database.db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, event.creditNoteId), eq(creditNotes.userId, event.accountId)));
  if (!row) return null;
  const { note, invoice } = row;
  const attachments = await documentFiles(deps, { kind: 'credit-note', note, invoice }, async () => ({
    fileName: `${note.number}.pdf`,
    pdf: await renderCreditNotePdf(deps.config, { note, invoice }),
  }));
  return {
    attachments,
    language: documentLanguage(invoice.language),
    contentFor: ({ name, language }) => ({
      template: 'credit-note-issued',
      language,
      data: {
        name,
        creditNote: note.number,
        invoice: invoice.number,
        amount: mailMoney(note.gross, invoice.currencyId, language),
        refunded: note.refundId !== null,
        creditNotesUrl: portalUrl(deps.config, '/billing/credit-notes'),
      },
    }),
  };
}

export const documentOf = (deps: AppDeps, event: DocumentEvent) =>
  event.kind === 'invoice-issued' ? invoiceDocument(deps, event) : creditNoteDocument(deps, event);
