import { isLanguage } from '@portal/contract';
import { currencyCodeOf } from '@portal/contract/money';
import type { creditNotes, invoices } from '../../../db/schema/index';
import { type PdfArchive, renderPdf } from '../../../platform/pdf/index';
import { drawTable, drawTotals } from './amounts-table';
import {
  drawFooter,
  drawHeader,
  drawParagraphs,
  drawParties,
  label,
  labelled,
  type Page,
  type SellerConfig,
} from './document-layout';
import { formatDate } from './format';
import { methodKey } from './invoice-pdf';
import { loadSellerLogo } from './seller-logo';

export interface CreditNoteDocument {
  note: typeof creditNotes.$inferSelect;
  /** The invoice the credit note corrects: its buyer, language, currency and tax apply. */
  invoice: typeof invoices.$inferSelect;
}

/** A credit note as a PDF in the language of the invoice it corrects. */
export async function renderCreditNotePdf(
  seller: SellerConfig,
  { note, invoice }: CreditNoteDocument,
  archive?: PdfArchive,
): Promise<Buffer> {
  const logo = await loadSellerLogo(seller.SELLER_LOGO_PATH);
  const language = isLanguage(invoice.language) ? invoice.language : 'en';
  const title = `${seller.SELLER_NAME} ${note.number}`;
  return renderPdf({ title, author: seller.SELLER_NAME, createdAt: note.issuedAt, archive }, (doc) => {
    const page: Page = { doc, language, currency: currencyCodeOf(invoice.currencyId), seller, logo };
    drawHeader(page, label(page, 'invoices.pdf.creditNote'));
    let y = drawParties(page, invoice.buyer, [
      [label(page, 'invoices.pdf.creditNoteNumber'), note.number],
      [label(page, 'invoices.pdf.issueDate'), formatDate(note.issuedAt, language)],
      [label(page, 'invoices.pdf.invoiceNumber'), invoice.number],
      [label(page, 'invoices.pdf.paymentMethod'), label(page, methodKey(invoice.paymentMethodType))],
    ]);
    y = drawParagraphs(page, y, [
      label(page, 'invoices.pdf.corrects', {
        number: invoice.number,
        date: formatDate(invoice.issuedAt, language),
      }),
    ]);
    y = drawTable(page, y + 10, [
      {
        description: label(page, 'invoices.pdf.creditLine', { number: invoice.number }),
        quantity: null,
        unitAmount: null,
        amount: note.net,
      },
    ]);
    y = drawTotals(page, y, {
      ...note,
      taxRate: invoice.taxRate,
      taxMode: invoice.taxMode,
      buyer: invoice.buyer,
    });
    drawParagraphs(page, y + 10, [
      ...(note.reason ? [labelled(page, 'invoices.pdf.reason', note.reason)] : []),
      label(page, note.refundId ? 'invoices.pdf.refundToMethod' : 'invoices.pdf.refundByTransfer'),
    ]);
    drawFooter(page);
  });
}
