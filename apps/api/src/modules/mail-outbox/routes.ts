import {
  mailOutboxEntrySchema,
  mailOutboxIdParamsSchema,
  mailOutboxPageSchema,
  mailOutboxQuerySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMailOutboxEntry, listMailOutbox } from './mail-outbox-queries';

/** The staff mail viewer: every mail the portal wrote, delivered or not. */
export function mailOutboxRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/admin/mail-outbox',
    {
      config: { rule: 'viewMailOutbox' },
      schema: { querystring: mailOutboxQuerySchema, response: { 200: mailOutboxPageSchema } },
    },
    async (request) => listMailOutbox(deps.database.db, request.query),
  );

  routes.get(
    '/v1/admin/mail-outbox/:id',
    {
      config: { rule: 'viewMailOutbox' },
      schema: { params: mailOutboxIdParamsSchema, response: { 200: mailOutboxEntrySchema } },
    },
    async (request) => getMailOutboxEntry(deps.database.db, request.params.id),
  );
}
