// The account page's delete card (spec §2 "Account settings", §7 "POST /v1/account/delete").
import { accountDeletionPreviewSchema, accountDeletionSchema } from '../account-deletion';
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';

export const preview = defineEndpoint({
  method: 'GET',
  path: '/v1/account/delete/preview',
  summary: 'What deleting the account would end, keep and remove, before the customer confirms',
  rule: 'editAccount',
  response: accountDeletionPreviewSchema,
});

export const requestDeletion = defineEndpoint({
  method: 'POST',
  path: '/v1/account/delete',
  summary: 'Delete the account (a sub-user: only themselves); signs it out at once, a job does the rest',
  rule: 'editAccount',
  body: accountDeletionSchema,
  response: messageResponseSchema,
});
