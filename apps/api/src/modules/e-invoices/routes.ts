import { eInvoiceEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { creditNoteEInvoice, type EInvoiceFile, invoiceEInvoice } from './download-e-invoice';

function sendFile(reply: FastifyReply, file: EInvoiceFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type(file.contentType)
    .send(file.body);
}

/** The caller's account's invoices and credit notes as e-invoices, under the PDF's rule. */
export function eInvoicesRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.invoice, async (request, reply) => {
    const { number, format } = request.params;
    return sendFile(reply, await invoiceEInvoice(deps, principalOf(request).accountId, number, format));
  });

  routeEndpoint(app, endpoints.creditNote, async (request, reply) => {
    const { number, format } = request.params;
    return sendFile(reply, await creditNoteEInvoice(deps, principalOf(request).accountId, number, format));
  });
}
