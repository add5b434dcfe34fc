// The staff user table and the top bar's user search (spec §7 `/v1/user/datatable`,
// `/v1/user/search`; decision 0058) need `viewUsers`; the user detail (decision 0060), and the
// customer's documents on it (issue 32), `editUsers`.

import { userDetailParamsSchema, userDetailSchema } from '../admin-user-detail';
import {
  userDocumentEInvoiceParamsSchema,
  userDocumentPdfParamsSchema,
  userDocumentsSchema,
} from '../admin-user-documents';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  extendTrialSchema,
  staffActionSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '../admin-users';
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';

export const datatable = defineEndpoint({
  method: 'GET',
  path: '/v1/user/datatable',
  summary: 'Staff: a page of users, searched by every word, filtered by account state, sorted',
  rule: 'viewUsers',
  query: adminUsersQuerySchema,
  response: adminUsersPageSchema,
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/v1/user/search',
  summary: 'Staff: up to ten users matching every word of the search, for the top bar',
  rule: 'viewUsers',
  query: userSearchQuerySchema,
  response: userSearchResultSchema,
});

export const detail = defineEndpoint({
  method: 'GET',
  path: '/v1/user/:id',
  summary: 'Staff: one user with what the user detail cards show (profile, counts, subscriptions, …)',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  response: userDetailSchema,
});

export const suspend = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/suspend',
  summary: 'Staff: suspend a customer or sub-user; their sign-ins end on their next request',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});

export const unsuspend = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/unsuspend',
  summary: 'Staff: lift a suspension',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});

export const deactivate = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/deactivate',
  summary: 'Staff: deactivate a customer or sub-user for good; their sign-ins end on their next request',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});

export const extendTrial = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/trial',
  summary: 'Staff: extend (or grant) the trial of an account owner without a subscription',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: extendTrialSchema,
  response: messageResponseSchema,
});

export const passwordReset = defineEndpoint({
  method: 'POST',
  path: '/v1/user/:id/password-reset',
  summary: 'Staff: mail the user a password-reset link, as "forgot password" does',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  body: staffActionSchema,
  response: messageResponseSchema,
});

export const documents = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/users/:id/documents',
  summary: 'Staff: the account’s 50 newest invoices and 50 newest credit notes, each newest first',
  rule: 'editUsers',
  params: userDetailParamsSchema,
  response: userDocumentsSchema,
});

export const invoicePdf = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/users/:id/invoice/:number/pdf',
  summary: 'Staff: one of the account’s invoices as PDF; the download is audited on the invoice',
  rule: 'editUsers',
  params: userDocumentPdfParamsSchema,
  response: null,
});

export const invoiceEInvoice = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/users/:id/invoice/:number/e-invoice/:format',
  summary: 'Staff: one of the account’s invoices as e-invoice (the customer’s formats); audited',
  rule: 'editUsers',
  params: userDocumentEInvoiceParamsSchema,
  response: null,
});

export const creditNotePdf = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/users/:id/credit-note/:number/pdf',
  summary: 'Staff: one of the account’s credit notes as PDF; the download is audited on the credit note',
  rule: 'editUsers',
  params: userDocumentPdfParamsSchema,
  response: null,
});

export const creditNoteEInvoice = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/users/:id/credit-note/:number/e-invoice/:format',
  summary: 'Staff: one of the account’s credit notes as e-invoice (the customer’s formats); audited',
  rule: 'editUsers',
  params: userDocumentEInvoiceParamsSchema,
  response: null,
});
