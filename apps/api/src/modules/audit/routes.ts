import { AUDIT_SUGGESTIONS_MAX, auditEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { rateLimitOf } from '../../platform/rate-limits';
import { auditEditors } from './audit-editors';
import { exportAuditLog } from './audit-export';
import { entityInformation } from './audit-information';
import { auditViewerOf, readableTypes, refuseUnreadable } from './audit-viewer';
import { searchEntities } from './entity-labels';
import { listAuditLog } from './list-audit-log';

/** The audit service (spec §7, base /api/v1/audit; decision 0053). */
export function auditRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;
  const viewerOf = (request: FastifyRequest) => auditViewerOf(db, principalOf(request), request.language);

  routeEndpoint(app, endpoints.datatable, async (request) =>
    listAuditLog(deps, await viewerOf(request), request.query),
  );

  routeEndpoint(app, endpoints.entities, async (request) => {
    const viewer = await viewerOf(request);
    const { entityTypes, searchTerm } = request.query;
    refuseUnreadable('entityTypes', entityTypes, readableTypes(viewer));
    const types = entityTypes ?? readableTypes(viewer);
    return { data: await searchEntities(db, viewer, types, searchTerm, AUDIT_SUGGESTIONS_MAX) };
  });

  routeEndpoint(app, endpoints.editors, async (request) => ({
    data: await auditEditors(db, await viewerOf(request), request.query.searchTerm),
  }));

  routeEndpoint(app, endpoints.entityInformation, async (request) => {
    const { type, id } = request.query;
    const found = await entityInformation(db, await viewerOf(request), type, [id]);
    return found[id] as NonNullable<(typeof found)[string]>;
  });

  routeEndpoint(app, endpoints.entityInformationBatch, async (request) => ({
    data: await entityInformation(db, await viewerOf(request), request.query.type, request.query.ids),
  }));

  routeEndpoint(
    app,
    endpoints.exportCsv,
    async (request, reply) => {
      const stream = await exportAuditLog(deps, await viewerOf(request), request.query);
      const stamp = deps.clock.now().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="activity-log-${stamp}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(stream);
    },
    { rateLimit: rateLimitOf(deps.config, 'auditExport') },
  );
}
