// Invoices and credit notes as structured e-invoices (EN 16931), beside their PDF: the same rule.

import { eInvoiceParamsSchema } from '../e-invoices';
import { defineEndpoint } from '../endpoint';

export const invoice = defineEndpoint({
  method: 'GET',
  path: '/v1/invoice/:number/e-invoice/:format',
  summary:
    'An invoice as e-invoice: `xrechnung-ubl`, `xrechnung-cii`, `peppol-bis` (XML) or `factur-x` (PDF/A-3 with the CII XML)',
  rule: 'viewInvoices',
  params: eInvoiceParamsSchema,
  response: null,
});

export const creditNote = defineEndpoint({
  method: 'GET',
  path: '/v1/credit-note/:number/e-invoice/:format',
  summary:
    'A credit note as e-invoice: `xrechnung-ubl`, `xrechnung-cii`, `peppol-bis` (XML) or `factur-x` (PDF/A-3 with the CII XML)',
  rule: 'viewInvoices',
  params: eInvoiceParamsSchema,
  response: null,
});
