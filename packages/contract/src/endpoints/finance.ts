// The staff finance page (issue 15; docs/decisions/0061): every endpoint needs `viewFinance`.
import { defineEndpoint } from '../endpoint';
import {
  financeCreditNotesQuerySchema,
  financeCreditNotesSchema,
  financeInvoicesPageSchema,
  financeInvoicesQuerySchema,
  financeOverviewQuerySchema,
  financeOverviewSchema,
  financeTaxQuerySchema,
  financeTaxSchema,
  receivablesPageSchema,
  receivablesQuerySchema,
} from '../finance';
import { financeDebitReturnsSchema } from '../finance-debit-returns';
import {
  financeCancellationsSchema,
  retentionOfferProductParamsSchema,
  retentionOfferPutSchema,
  retentionOfferSavedSchema,
  retentionOfferSettingsSchema,
} from '../subscription-changes';

export const overview = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/overview',
  summary: 'Finance: MRR and ARR per currency and product line, their movement, twelve months of figures',
  rule: 'viewFinance',
  query: financeOverviewQuerySchema,
  response: financeOverviewSchema,
});

export const receivables = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/receivables',
  summary: 'Finance: open and overdue invoices with their dunning step and customer, longest overdue first',
  rule: 'viewFinance',
  query: receivablesQuerySchema,
  response: receivablesPageSchema,
});

export const creditNotes = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/credit-notes',
  summary: 'Finance: the credit notes (refunds) of a period with their totals per currency',
  rule: 'viewFinance',
  query: financeCreditNotesQuerySchema,
  response: financeCreditNotesSchema,
});

export const debitReturns = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/debit-returns',
  summary: 'Finance: the SEPA debits the banks returned in a period, with count and amount per month',
  rule: 'viewFinance',
  query: financeCreditNotesQuerySchema,
  response: financeDebitReturnsSchema,
});

export const tax = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/tax',
  summary: 'Finance: net, tax and gross of a quarter per country, tax kind, rate and currency',
  rule: 'viewFinance',
  query: financeTaxQuerySchema,
  response: financeTaxSchema,
});

export const taxCsv = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/tax.csv',
  summary: 'Finance: the tax summary of a quarter as CSV',
  rule: 'viewFinance',
  query: financeTaxQuerySchema,
  response: null,
});

export const invoices = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/invoices',
  summary:
    'Finance: paid invoices with money left to refund, the most recently paid first, by number or e-mail',
  rule: 'viewFinance',
  query: financeInvoicesQuerySchema,
  response: financeInvoicesPageSchema,
});

export const cancellations = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/cancellations',
  summary: 'Finance: cancellations by reason, retention offers accepted and declined, pauses, per month',
  rule: 'viewFinance',
  response: financeCancellationsSchema,
});

export const retentionOffers = defineEndpoint({
  method: 'GET',
  path: '/v1/finance/retention-offers',
  summary: 'Finance: each product’s retention offer, and the coupons one can use',
  rule: 'viewFinance',
  response: retentionOfferSettingsSchema,
});

export const putRetentionOffer = defineEndpoint({
  method: 'PUT',
  path: '/v1/finance/retention-offers/:productId',
  summary: 'Finance: set a product’s retention offer (a catalogue coupon for N renewals)',
  rule: 'viewFinance',
  params: retentionOfferProductParamsSchema,
  body: retentionOfferPutSchema,
  response: retentionOfferSavedSchema,
});

export const deleteRetentionOffer = defineEndpoint({
  method: 'DELETE',
  path: '/v1/finance/retention-offers/:productId',
  summary: 'Finance: remove a product’s retention offer',
  rule: 'viewFinance',
  params: retentionOfferProductParamsSchema,
  response: retentionOfferSavedSchema,
});
