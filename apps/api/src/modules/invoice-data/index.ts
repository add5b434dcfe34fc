// What the composition root and other modules use of the invoice data module (issue 32).
export { furtherInvoiceRecipientsOf } from './invoice-recipients';
export { invoiceDataRoutes } from './routes';
