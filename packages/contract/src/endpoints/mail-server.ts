// The account's own mail server (spec §2 "Mail server settings", §7).
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  mailServerSaveSchema,
  mailServerSchema,
  mailServerStatusSchema,
  mailServerTestResultSchema,
} from '../mail-server';

export const update = defineEndpoint({
  method: 'PUT',
  path: '/v1/account/update-mail-server',
  summary:
    'Save the mail server the account sends its own mails through, after checking it (confirmed saves one that fails); an empty password keeps the stored one',
  rule: 'mailServer',
  body: mailServerSaveSchema,
  response: messageResponseSchema,
});

export const sendTest = defineEndpoint({
  method: 'POST',
  path: '/v1/account/mail-server/test',
  summary: "Send a test e-mail to the caller's address through the given (unsaved) mail server settings",
  rule: 'mailServer',
  body: mailServerSchema,
  response: mailServerTestResultSchema,
});

export const status = defineEndpoint({
  method: 'GET',
  path: '/v1/account/mail-server/status',
  summary:
    "How the account's mails through its own mail server went: last success, last failure and its outcome",
  rule: 'mailServer',
  response: mailServerStatusSchema,
});
