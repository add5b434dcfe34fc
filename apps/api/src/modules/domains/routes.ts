import { domainEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { getDomain, listDomains } from './domain-queries';
import { createDomain, deleteDomain, updateDomain } from './save-domain';

/** A user's domains (spec §7 /v1/domain; decision 0059): staff with "edit users", on any user. */
export function domainsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;

  routeEndpoint(app, endpoints.datatable, (request) => listDomains(db, request.query));
  routeEndpoint(app, endpoints.create, (request) => createDomain(deps, contextOf(request), request.body));
  routeEndpoint(app, endpoints.get, (request) => getDomain(db, request.params.id));
  routeEndpoint(app, endpoints.update, (request) =>
    updateDomain(deps, contextOf(request), request.params.id, request.body),
  );
  routeEndpoint(app, endpoints.destroy, async (request) => {
    await deleteDomain(deps, contextOf(request), request.params.id);
    return { message: t(request.language, 'domains.deleted') };
  });
}
