import { invoiceEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { runIdempotent } from '../../platform/idempotency';
import { contextOf } from '../../platform/request-context';
import { confirmInvoicePayment } from './invoice-payments/confirm-invoice-payment';
import { payInvoice } from './invoice-payments/pay-invoice';
import { refundInvoice } from './refunds/refund-invoice';

/**
 * The customer pays an open invoice (spec §7 `/v1/invoice/:id/pay`; money-moving, so idempotent), and
 * staff refund a paid one (`/v1/admin/invoices/:id/refund`).
 */
export function moneyRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;

  routeEndpoint(app, invoiceEndpoints.pay, async (request, reply) =>
    runIdempotent(db, request, reply, principalOf(request), () =>
      payInvoice(deps, contextOf(request), request.params.id, request.body),
    ),
  );

  routeEndpoint(app, invoiceEndpoints.confirmPayment, async (request, reply) =>
    runIdempotent(db, request, reply, principalOf(request), () =>
      confirmInvoicePayment(deps, contextOf(request), request.params.id),
    ),
  );

  routeEndpoint(app, invoiceEndpoints.refund, async (request) => {
    const note = await refundInvoice(deps, contextOf(request), request.params.id, request.body);
    return { message: t(request.language, 'invoices.refund.done', { number: note.number }), data: note };
  });
}
