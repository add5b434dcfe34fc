// Invoices, credit notes and upcoming charges of the caller's account (spec §7), and staff refunds.

import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  creditNoteListResponseSchema,
  documentNumberParamsSchema,
  invoiceCsvRequestSchema,
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  refundParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
  upcomingInvoiceListResponseSchema,
  userAuditRequestSchema,
} from '../invoices';

export const list = defineEndpoint({
  method: 'GET',
  path: '/v1/invoice/all',
  summary: 'The account’s invoices, newest first',
  rule: 'viewInvoices',
  query: invoiceListQuerySchema,
  response: invoiceListResponseSchema,
});

export const pay = defineEndpoint({
  method: 'POST',
  path: '/v1/invoice/:id/pay',
  summary: 'Pay an open card invoice now, with the saved card or a new one (honours `Idempotency-Key`)',
  rule: 'payInvoices',
  params: invoiceIdParamsSchema,
  body: payInvoiceRequestSchema,
  response: payInvoiceResponseSchema,
});

export const confirmPayment = defineEndpoint({
  method: 'POST',
  path: '/v1/invoice/:id/pay/confirm',
  summary: 'After 3-D Secure: the gateway’s word on the invoice’s payment (honours `Idempotency-Key`)',
  rule: 'payInvoices',
  params: invoiceIdParamsSchema,
  response: payInvoiceResponseSchema,
});

export const creditNotes = defineEndpoint({
  method: 'GET',
  path: '/v1/invoice/credit',
  summary: 'The account’s credit notes',
  rule: 'viewInvoices',
  response: creditNoteListResponseSchema,
});

export const upcoming = defineEndpoint({
  method: 'GET',
  path: '/v1/invoice/upcoming',
  summary: 'What the account will be charged next, per subscription',
  rule: 'viewPayments',
  response: upcomingInvoiceListResponseSchema,
});

export const invoicePdf = defineEndpoint({
  method: 'GET',
  path: '/v1/invoice/:number/pdf',
  summary: 'An invoice as PDF',
  rule: 'viewInvoices',
  params: documentNumberParamsSchema,
  response: null,
});

export const creditNotePdf = defineEndpoint({
  method: 'GET',
  path: '/v1/credit-note/:number/pdf',
  summary: 'A credit note as PDF',
  rule: 'viewInvoices',
  params: documentNumberParamsSchema,
  response: null,
});

export const recordDownload = defineEndpoint({
  method: 'POST',
  path: '/v1/user/audit',
  summary: 'Record a document download in the audit log',
  rule: 'viewInvoices',
  body: userAuditRequestSchema,
  response: messageResponseSchema,
});

export const sendCsv = defineEndpoint({
  method: 'POST',
  path: '/v1/invoice/csv',
  summary: 'Mail the invoices as CSV',
  rule: 'viewInvoices',
  body: invoiceCsvRequestSchema,
  response: messageResponseSchema,
});

export const refund = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/invoices/:id/refund',
  summary: 'Finance: refund an invoice, fully or in part, with a credit note',
  rule: 'viewFinance',
  params: refundParamsSchema,
  body: refundRequestSchema,
  response: refundResponseSchema,
});
