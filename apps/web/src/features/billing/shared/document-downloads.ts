import { eInvoicesRoutes, pathOf } from '@portal/contract';
import type { DocumentFormat } from '../../../lib/format/document-format';

const E_INVOICE_ROUTE = { invoice: eInvoicesRoutes.invoice, 'credit-note': eInvoicesRoutes.creditNote };

/**
 * Where the customer's browser downloads each file of an invoice or credit note: the PDF address the
 * API lists with the document, and its e-invoice addresses. The session cookie authenticates each.
 */
export const documentHrefOf =
  (kind: 'invoice' | 'credit-note', document: { number: string; pdf: string }) =>
  (format: DocumentFormat): string =>
    format === 'pdf' ? document.pdf : pathOf(E_INVOICE_ROUTE[kind], { number: document.number, format });
