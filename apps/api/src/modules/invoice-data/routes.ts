import { invoiceDataEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { getInvoiceData } from './get-invoice-data';
import { listInvoiceRecipients } from './invoice-recipients';
import { addInvoiceRecipient, removeInvoiceRecipient } from './save-invoice-recipients';

/** The account's invoice data, read, and its further invoice recipients (issue 32). */
export function invoiceDataRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;

  routeEndpoint(app, endpoints.information, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await getInvoiceData(deps, principalOf(request).accountId) };
  });

  routeEndpoint(app, endpoints.recipients, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listInvoiceRecipients(db, principalOf(request).accountId) };
  });

  routeEndpoint(app, endpoints.addRecipient, async (request) => {
    const data = await addInvoiceRecipient(deps, contextOf(request), request.body);
    return { message: t(request.language, 'invoiceData.recipients.added', { email: data.email }), data };
  });

  routeEndpoint(app, endpoints.removeRecipient, async (request) => {
    const { email } = await removeInvoiceRecipient(deps, contextOf(request), request.params.id);
    return { message: t(request.language, 'invoiceData.recipients.removed', { email }) };
  });
}
