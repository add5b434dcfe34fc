// What other modules use of the e-invoices module (EN 16931 formats of invoices and credit notes).
export {
  creditNoteEInvoice,
  type EInvoiceFile,
  eInvoiceFile,
  eInvoiceFileName,
  invoiceEInvoice,
} from './download-e-invoice';
export {
  type EInvoiceSource,
  loadCreditNoteSource,
  loadInvoiceSource,
} from './e-invoice-source';
export { eInvoiceFormatsOf, eInvoiceXml, renderEInvoice } from './render-e-invoice';
