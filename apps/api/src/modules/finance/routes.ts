import { financeEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { contextOf } from '../../platform/request-context';
import { deleteRetentionOffer, listRetentionOfferSettings, saveRetentionOffer } from '../subscriptions/index';
import { FinanceCache } from './finance-cache';
import { getFinanceOverview } from './get-overview';
import { listFinanceCancellations } from './list-cancellations';
import { listFinanceCreditNotes } from './list-credit-notes';
import { listFinanceDebitReturns } from './list-debit-returns';
import { listReceivables } from './list-receivables';
import { listRefundableInvoices } from './list-refundable-invoices';
import { buildTaxCsv } from './tax-csv';
import { taxSummary } from './tax-summary';

/** The staff finance page (issue 15; docs/decisions/0061): every route needs `viewFinance`. */
export function financeRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;
  const cache = new FinanceCache(db, deps.clock);
  const taxOf = (quarter: string) => cache.get(`tax ${quarter}`, () => taxSummary(db, quarter));

  routeEndpoint(app, endpoints.overview, (request) =>
    cache.get(`overview ${request.query.currency ?? ''}`, () =>
      getFinanceOverview(db, deps.clock, request.query),
    ),
  );
  routeEndpoint(app, endpoints.receivables, (request) => listReceivables(db, deps.clock, request.query));
  routeEndpoint(app, endpoints.invoices, (request) => listRefundableInvoices(db, request.query));
  routeEndpoint(app, endpoints.creditNotes, (request) => listFinanceCreditNotes(db, request.query));
  routeEndpoint(app, endpoints.debitReturns, (request) => listFinanceDebitReturns(db, request.query));
  routeEndpoint(app, endpoints.tax, (request) => taxOf(request.query.quarter));
  // Why customers leave and what kept them (decision 0085); the offers are the subscriptions module's.
  routeEndpoint(app, endpoints.cancellations, () => listFinanceCancellations(db, deps.clock));
  routeEndpoint(app, endpoints.retentionOffers, () => listRetentionOfferSettings(db, deps.clock.now()));
  routeEndpoint(app, endpoints.putRetentionOffer, (request) =>
    saveRetentionOffer(deps, contextOf(request), request.params.productId, request.body),
  );
  routeEndpoint(app, endpoints.deleteRetentionOffer, (request) =>
    deleteRetentionOffer(deps, contextOf(request), request.params.productId),
  );
  routeEndpoint(app, endpoints.taxCsv, async (request, reply) => {
    const csv = buildTaxCsv(await taxOf(request.query.quarter));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="tax-${request.query.quarter}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
