import { invoiceEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { creditNotePdf, invoicePdf, type PdfFile } from './download-pdf';
import { listCreditNotes } from './list-credit-notes';
import { listInvoices } from './list-invoices';
import { listUpcomingInvoices } from './list-upcoming-invoices';
import { recordDownload } from './record-download';
import { requestCsvExport } from './request-csv-export';

function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type('application/pdf')
    .send(file.pdf);
}

/** Invoices, credit notes and upcoming charges of the caller's account (spec §7), and staff refunds. */
export function invoicesRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.list, async (request) => ({
    data: await listInvoices(deps, principalOf(request).accountId, request.query),
  }));

  routeEndpoint(app, endpoints.creditNotes, async (request) => ({
    data: await listCreditNotes(deps, principalOf(request).accountId),
  }));

  routeEndpoint(app, endpoints.upcoming, async (request) => ({
    data: await listUpcomingInvoices(deps, principalOf(request).accountId),
  }));

  routeEndpoint(app, endpoints.invoicePdf, async (request, reply) =>
    sendPdf(reply, await invoicePdf(deps, principalOf(request).accountId, request.params.number)),
  );

  routeEndpoint(app, endpoints.creditNotePdf, async (request, reply) =>
    sendPdf(reply, await creditNotePdf(deps, principalOf(request).accountId, request.params.number)),
  );

  routeEndpoint(
    app,
    endpoints.recordDownload,
    async (request) => {
      await recordDownload(deps, contextOf(request), request.body);
      return { message: t(request.language, 'invoices.audit.recorded') };
    },
    // An event and a link: a few hundred bytes. Fastify's 1 MB default would invite storing junk.
    { bodyLimit: 16 * 1024 },
  );

  routeEndpoint(app, endpoints.sendCsv, async (request) => {
    await requestCsvExport(deps, contextOf(request), request.body);
    return { message: t(request.language, 'invoices.csv.queued', { email: request.body.email }) };
  });
}
