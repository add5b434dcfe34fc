import {
  creditNoteListResponseSchema,
  documentNumberParamsSchema,
  invoiceCsvRequestSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  messageResponseSchema,
  refundParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
  upcomingInvoiceListResponseSchema,
  userAuditRequestSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/authenticate';
import { t } from '../../platform/i18n/index';
import { creditNotePdf, invoicePdf, type PdfFile } from './download-pdf';
import { listCreditNotes } from './list-credit-notes';
import { listInvoices } from './list-invoices';
import { listUpcomingInvoices } from './list-upcoming-invoices';
import { recordDownload } from './record-download';
import { refundInvoice } from './refund-invoice';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/invoice/all',
    {
      config: { rule: 'viewInvoices' },
      schema: { querystring: invoiceListQuerySchema, response: { 200: invoiceListResponseSchema } },
    },
    async (request) => ({ data: await listInvoices(deps, principalOf(request).accountId, request.query) }),
  );

  routes.get(
    '/v1/invoice/credit',
    { config: { rule: 'viewInvoices' }, schema: { response: { 200: creditNoteListResponseSchema } } },
    async (request) => ({ data: await listCreditNotes(deps, principalOf(request).accountId) }),
  );

  routes.get(
    '/v1/invoice/upcoming',
    { config: { rule: 'viewPayments' }, schema: { response: { 200: upcomingInvoiceListResponseSchema } } },
    async (request) => ({ data: await listUpcomingInvoices(deps, principalOf(request).accountId) }),
  );

  routes.get(
    '/v1/invoice/:number/pdf',
    { config: { rule: 'viewInvoices' }, schema: { params: documentNumberParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, await invoicePdf(deps, principalOf(request).accountId, request.params.number)),
  );

  routes.get(
    '/v1/credit-note/:number/pdf',
    { config: { rule: 'viewInvoices' }, schema: { params: documentNumberParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, await creditNotePdf(deps, principalOf(request).accountId, request.params.number)),
  );

  routes.post(
    '/v1/user/audit',
    {
      config: { rule: 'viewInvoices' },
      // An event and a link: a few hundred bytes. Fastify's 1 MB default would invite storing junk.
      bodyLimit: 16 * 1024,
      schema: { body: userAuditRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await recordDownload(deps, principalOf(request), request.body, request);
      return { message: t(request.language, 'invoices.audit.recorded') };
    },
  );

  routes.post(
    '/v1/invoice/csv',
    {
      config: { rule: 'viewInvoices' },
      schema: { body: invoiceCsvRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestCsvExport(deps, principalOf(request), request.body, request);
      return { message: t(request.language, 'invoices.csv.queued', { email: request.body.email }) };
    },
  );

  routes.post(
    '/v1/admin/invoices/:id/refund',
    {
      config: { rule: 'viewFinance' },
      schema: {
        params: refundParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema },
      },
    },
    async (request) => {
      const note = await refundInvoice(deps, principalOf(request), request.params.id, request.body, request);
      return { message: t(request.language, 'invoices.refund.done', { number: note.number }), data: note };
    },
  );
}
