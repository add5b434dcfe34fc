import { dataExportEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { openDataExport } from './download-data-export';
import { newestExportOf, toDataExport } from './export-view';
import { requestDataExport } from './request-data-export';

/** "Download my data" on the account page (decision 0052). */
export function dataExportRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.request, async (request) => {
    const { created, row } = await requestDataExport(deps, contextOf(request));
    return {
      message: t(request.language, created ? 'dataExport.requested' : 'dataExport.alreadyPending'),
      export: toDataExport(row, deps.clock.now()),
    };
  });

  routeEndpoint(app, endpoints.state, async (request) => {
    const row = await newestExportOf(deps.database.db, principalOf(request).userId);
    return { export: row ? toDataExport(row, deps.clock.now()) : null };
  });

  routeEndpoint(app, endpoints.download, async (request, reply) => {
    const file = await openDataExport(deps, contextOf(request), request.params.id, request.query.token);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('content-length', String(file.bytes))
      .type('application/zip')
      .send(file.stream);
  });
}
