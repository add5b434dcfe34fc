// What the composition root uses of the invoice archive (issue 32).
export { invoiceArchiveRoutes } from './routes';
