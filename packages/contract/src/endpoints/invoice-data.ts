// Invoice data read by whoever may see it, and the further invoice recipients (issue 32).

import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  invoiceDataResponseSchema,
  invoiceRecipientAddedSchema,
  invoiceRecipientListSchema,
  invoiceRecipientParamsSchema,
  invoiceRecipientPayloadSchema,
} from '../invoice-data';

export const information = defineEndpoint({
  method: 'GET',
  path: '/v1/account/billing/information',
  summary: 'The account’s invoice data (a sub-user reads the owner’s)',
  rule: 'viewBilling',
  response: invoiceDataResponseSchema,
});

export const recipients = defineEndpoint({
  method: 'GET',
  path: '/v1/account/billing/recipients',
  summary: 'Further addresses that receive every invoice and credit note mail, e.g. the accountant’s',
  rule: 'viewBilling',
  response: invoiceRecipientListSchema,
});

export const addRecipient = defineEndpoint({
  method: 'POST',
  path: '/v1/account/billing/recipients',
  summary: 'Add a further invoice recipient (at most 5 per account)',
  rule: 'editBilling',
  body: invoiceRecipientPayloadSchema,
  response: invoiceRecipientAddedSchema,
});

export const removeRecipient = defineEndpoint({
  method: 'DELETE',
  path: '/v1/account/billing/recipients/:id',
  summary: 'Remove a further invoice recipient',
  rule: 'editBilling',
  params: invoiceRecipientParamsSchema,
  response: messageResponseSchema,
});
