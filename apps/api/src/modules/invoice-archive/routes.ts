import { PassThrough } from 'node:stream';
import { invoiceArchiveEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { contextOf } from '../../platform/request-context';
import { openInvoiceArchive } from './invoice-archive';

/** The invoices and credit notes of a month or a year as one ZIP (issue 32). */
export function invoiceArchiveRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.archive, async (request, reply) => {
    const archive = await openInvoiceArchive(deps, contextOf(request), request.query);
    const body = new PassThrough();
    archive.writeTo(body).catch((error: unknown) => {
      // The answer has begun: a broken download is all that can still be said.
      request.log.error({ err: error }, 'invoice archive failed while streaming');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${archive.fileName}"`)
      .type('application/zip')
      .send(body);
  });
}
