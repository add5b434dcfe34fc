// The staff mail viewer: every mail the portal wrote, delivered or not.
import { defineEndpoint } from '../endpoint';
import {
  mailOutboxEntrySchema,
  mailOutboxIdParamsSchema,
  mailOutboxPageSchema,
  mailOutboxQuerySchema,
} from '../mail-outbox';

export const list = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/mail-outbox',
  summary: 'Staff: a page of the mail outbox',
  rule: 'viewMailOutbox',
  query: mailOutboxQuerySchema,
  response: mailOutboxPageSchema,
});

export const entry = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/mail-outbox/:id',
  summary: 'Staff: one mail with its content',
  rule: 'viewMailOutbox',
  params: mailOutboxIdParamsSchema,
  response: mailOutboxEntrySchema,
});
