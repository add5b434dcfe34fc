import { isLanguage } from '@portal/contract';
import { currencyCodeOf } from '@portal/contract/money';
import type { invoiceLines, invoices } from '../../../db/schema/index';
import { type PdfArchive, renderPdf } from '../../../platform/pdf/index';
import type { DebitNoticeFacts } from '../../sepa-notices/index';
import { drawTable, drawTotals } from './amounts-table';
import {
  drawFooter,
  drawHeader,
  drawParagraphs,
  drawParties,
  label,
  labelled,
  money,
  type Page,
  type SellerConfig,
} from './document-layout';
import { formatDate } from './format';
import { loadSellerLogo } from './seller-logo';

export interface InvoiceDocument {
  invoice: typeof invoices.$inferSelect;
  lines: (typeof invoiceLines.$inferSelect)[];
  /** The pre-notification of its SEPA debit (decision 0082), where the caller loaded it. */
  debitNotice?: DebitNoticeFacts | null;
}

const METHOD_KEYS = {
  card: 'invoices.pdf.method.card',
  sepa_debit: 'invoices.pdf.method.sepa_debit',
  invoice: 'invoices.pdf.method.invoice',
} as const;

export const methodKey = (type: string) =>
  type === 'card' || type === 'sepa_debit' || type === 'invoice' ? METHOD_KEYS[type] : METHOD_KEYS.card;

function servicePeriod({ lines }: InvoiceDocument, page: Page): string | null {
  const starts = lines.flatMap((line) => (line.periodStart ? [line.periodStart.getTime()] : []));
  const ends = lines.flatMap((line) => (line.periodEnd ? [line.periodEnd.getTime()] : []));
  if (starts.length === 0 || ends.length === 0) return null;
  const from = formatDate(new Date(Math.min(...starts)), page.language);
  return `${from} – ${formatDate(new Date(Math.max(...ends)), page.language)}`;
}

const groupsOfFour = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A SEPA invoice names its debit as the notice announced it: amount, day, account, mandate and
 * creditor id. Without the notice (documents older than it, or a batch that did not load it) the
 * mandate frozen on the invoice is named, without a day.
 */
function sepaParagraph(page: Page, { invoice, debitNotice }: InvoiceDocument): string {
  if (debitNotice) {
    return label(page, 'sepaNotices.invoice.debitNote', {
      amount: money(page, debitNotice.amount),
      account: debitNotice.account,
      collectOn: formatDate(debitNotice.collectOn, page.language),
      mandate: debitNotice.mandateReference,
      creditorId: debitNotice.creditorId,
    });
  }
  const details = invoice.paymentDetails;
  if (!details?.mandateReference) return label(page, 'invoices.pdf.sepaCharge');
  return label(page, 'sepaNotices.invoice.mandateNote', {
    account: `•••• ${details.last4}`,
    mandate: details.mandateReference,
    creditorId: page.seller.SELLER_SEPA_CREDITOR_ID,
  });
}

/**
 * How the invoice is paid. Only facts frozen at issue are used (never the current status), so the
 * same invoice renders the same document on every download.
 */
function paymentParagraphs(page: Page, document: InvoiceDocument): string[] {
  const { invoice } = document;
  if (invoice.paymentMethodType === 'card') return [label(page, 'invoices.pdf.cardCharge')];
  if (invoice.paymentMethodType === 'sepa_debit') return [sepaParagraph(page, document)];
  const { seller } = page;
  return [
    label(page, 'invoices.pdf.transferIntro', {
      amount: money(page, invoice.gross),
      date: formatDate(invoice.dueAt, page.language),
    }),
    [
      labelled(page, 'invoices.pdf.accountHolder', seller.SELLER_NAME),
      labelled(page, 'invoices.pdf.bank', seller.SELLER_BANK_NAME),
      labelled(page, 'invoices.pdf.iban', groupsOfFour(seller.SELLER_IBAN)),
      labelled(page, 'invoices.pdf.bic', seller.SELLER_BIC),
      labelled(page, 'invoices.pdf.paymentReference', invoice.number),
    ].join('\n'),
  ];
}

/**
 * The invoice as a PDF in its own language (spec §9, DESIGN.md "Billing engine"); with `archive`, a
 * PDF/A-3 carrying files (Factur-X).
 */
export async function renderInvoicePdf(
  seller: SellerConfig,
  document: InvoiceDocument,
  archive?: PdfArchive,
): Promise<Buffer> {
  const { invoice } = document;
  const logo = await loadSellerLogo(seller.SELLER_LOGO_PATH);
  const language = isLanguage(invoice.language) ? invoice.language : 'en';
  const title = `${seller.SELLER_NAME} ${invoice.number}`;
  return renderPdf({ title, author: seller.SELLER_NAME, createdAt: invoice.issuedAt, archive }, (doc) => {
    const page: Page = { doc, language, currency: currencyCodeOf(invoice.currencyId), seller, logo };
    drawHeader(page, label(page, 'invoices.pdf.invoice'));
    const period = servicePeriod(document, page);
    const facts: [string, string][] = [
      [label(page, 'invoices.pdf.invoiceNumber'), invoice.number],
      [label(page, 'invoices.pdf.issueDate'), formatDate(invoice.issuedAt, language)],
      [label(page, 'invoices.pdf.dueDate'), formatDate(invoice.dueAt, language)],
      ...(period ? [[label(page, 'invoices.pdf.servicePeriod'), period] as [string, string]] : []),
      [label(page, 'invoices.pdf.paymentMethod'), label(page, methodKey(invoice.paymentMethodType))],
    ];
    let y = drawParties(page, invoice.buyer, facts);
    y = drawTable(page, y, document.lines);
    y = drawTotals(page, y, invoice);
    drawParagraphs(page, y + 10, paymentParagraphs(page, document));
    drawFooter(page);
  });
}
