import { mailOutboxEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { getMailOutboxEntry, listMailOutbox } from './mail-outbox-queries';

/** The staff mail viewer: every mail the portal wrote, delivered or not. */
export function mailOutboxRoutes(app: FastifyInstance): void {
  const { db } = app.deps.database;
  routeEndpoint(app, endpoints.list, async (request) => listMailOutbox(db, request.query));
  routeEndpoint(app, endpoints.entry, async (request) => getMailOutboxEntry(db, request.params.id));
}
