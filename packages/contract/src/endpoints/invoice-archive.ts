// The invoices and credit notes of a month or a year as one ZIP (issue 32).

import { defineEndpoint } from '../endpoint';
import { invoiceArchiveQuerySchema } from '../invoice-archive';

export const archive = defineEndpoint({
  method: 'GET',
  path: '/v1/invoice/archive',
  summary: 'Every invoice and credit note of a month or year: each PDF and its XML, as a ZIP',
  rule: 'viewInvoices',
  query: invoiceArchiveQuerySchema,
  response: null,
});
