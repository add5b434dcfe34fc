import { eInvoicesRoutes, pathOf } from '@portal/contract';
import { DOCUMENT_FORMATS, type DocumentFormat } from '../../../lib/format/document-format';

export interface DocumentDownload {
  format: DocumentFormat;
  href: string;
}

const E_INVOICE_ROUTE = { invoice: eInvoicesRoutes.invoice, 'credit-note': eInvoicesRoutes.creditNote };

/**
 * Where the browser downloads each file of an invoice or credit note: the PDF address the API lists
 * with the document, and its e-invoice addresses. The session cookie authenticates each, as for the PDF.
 */
export function documentDownloads(
  kind: 'invoice' | 'credit-note',
  document: { number: string; pdf: string },
): DocumentDownload[] {
  return DOCUMENT_FORMATS.map((format) => ({
    format,
    href:
      format === 'pdf' ? document.pdf : pathOf(E_INVOICE_ROUTE[kind], { number: document.number, format }),
  }));
}
