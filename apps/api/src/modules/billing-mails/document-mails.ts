import { and, eq } from 'drizzle-orm';
import { creditNotes, invoices } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { MailAttachment, MailContentRequest } from '../../platform/mail/send-mail';
import { creditNotePdf, invoicePdf } from '../invoices/index';
import type { Recipient } from './account-recipient';
import type { BillingMailEvent } from './billing-mail-event';
import { invoiceFacts } from './billing-mail-facts';
import { mailDate, mailMoney, pdfAttachment, portalUrl } from './mail-values';

type Event<K extends BillingMailEvent['kind']> = Extract<BillingMailEvent, { kind: K }>;
type DocumentMail = MailContentRequest & { attachments: MailAttachment[] };

const METHODS = ['card', 'sepa_debit', 'invoice'] as const;
/** How the invoice is paid, as frozen on it when issued. */
const paidWith = (type: string) => METHODS.find((method) => method === type) ?? 'card';

/** The invoice with its PDF, drawn by the invoice download's own code, here in the job. */
export async function invoiceIssued(
  deps: AppDeps,
  event: Event<'invoice-issued'>,
  recipient: Recipient,
): Promise<DocumentMail | null> {
  const invoice = await invoiceFacts(deps.database.db, event.accountId, event.invoiceId);
  // A voided invoice is never shown to the customer, so it is not mailed either.
  if (!invoice || invoice.status === 'void') return null;
  const { language } = recipient;
  return {
    template: 'invoice-issued',
    language,
    data: {
      name: recipient.name,
      invoice: invoice.number,
      amount: mailMoney(invoice.gross, invoice.currencyId, language),
      dueOn: mailDate(invoice.dueAt, language),
      paidWith: paidWith(invoice.paymentMethodType),
      invoicesUrl: portalUrl(deps.config, '/billing/invoices'),
    },
    attachments: [pdfAttachment(await invoicePdf(deps, event.accountId, invoice.number))],
  };
}

/** The credit note with its PDF. */
export async function creditNoteIssued(
  deps: AppDeps,
  event: Event<'credit-note-issued'>,
  recipient: Recipient,
): Promise<DocumentMail | null> {
  const [row] = await deps.database.db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, event.creditNoteId), eq(creditNotes.userId, event.accountId)));
  if (!row) return null;
  const { language } = recipient;
  return {
    template: 'credit-note-issued',
    language,
    data: {
      name: recipient.name,
      creditNote: row.note.number,
      invoice: row.invoice.number,
      amount: mailMoney(row.note.gross, row.invoice.currencyId, language),
      refunded: row.note.refundId !== null,
      creditNotesUrl: portalUrl(deps.config, '/billing/credit-notes'),
    },
    attachments: [pdfAttachment(await creditNotePdf(deps, event.accountId, row.note.number))],
  };
}
