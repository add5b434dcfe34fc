// What other modules use of the invoices module: its one public surface (DESIGN.md §3).
export { billingFlagColumns } from './billing-flags';
export { refundableAmount } from './credit-split';
export { creditNotePdf, invoicePdf, loadCreditNoteDocument, loadInvoiceDocument } from './download-pdf';
export { dunningTimelines } from './dunning-timeline';
export { capCredits, type InvoiceLineInput, sumLines } from './invoice-lines';
export {
  currencyCode,
  documentEInvoiceUrl,
  documentPdfUrl,
  isListedStatus,
  LISTED_STATUSES,
  listedStatus,
} from './invoice-view';
export { assertRefundable, issueCreditNote } from './issue-credit-note';
export { type InvoiceRow, invoiceTotals, issueInvoice, issueInvoices } from './issue-invoice';
export { selectCreditNotes } from './list-credit-notes';
export { markInvoicePaid } from './mark-invoice-paid';
export { mustSettleOpenPayments } from './open-payments-to-settle';
export { isPayableByCard } from './payability';
export { renderCreditNotePdf } from './pdf/credit-note-pdf';
// The documents' layout, which the SEPA mandate (payments) shares with invoices and credit notes.
export {
  drawFooter,
  drawHeader,
  drawParagraphs,
  ensureRoom,
  LEFT,
  label,
  type Page,
  RIGHT,
  type SellerConfig,
  sellerAddress,
} from './pdf/document-layout';
export { countryName, formatDate } from './pdf/format';
export { renderInvoicePdf } from './pdf/invoice-pdf';
export { loadSellerLogo } from './pdf/seller-logo';
export { dunningStartOf, reopenInvoice } from './reopen-invoice';
export { computeTax, type TaxBuyer, type TaxResult } from './tax';
