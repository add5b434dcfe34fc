// The signed-in user's own account (spec §7 "/v1/account/…").
import { accountSchema, languageUpdateSchema } from '../account';
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';

export const me = defineEndpoint({
  method: 'GET',
  path: '/v1/account/me',
  summary: 'The signed-in user, account and permissions; `Cache-Control: no-cache` forces a fresh read',
  rule: 'authenticated',
  response: accountSchema,
});

export const acceptTerms = defineEndpoint({
  method: 'POST',
  path: '/v1/account/accept-terms',
  summary: 'Accept the current terms',
  rule: 'authenticated',
  response: messageResponseSchema,
});

export const updateLanguage = defineEndpoint({
  method: 'PUT',
  path: '/v1/account/language',
  summary: 'Change the language of the UI, mails and answers',
  rule: 'authenticated',
  body: languageUpdateSchema,
  response: messageResponseSchema,
});
