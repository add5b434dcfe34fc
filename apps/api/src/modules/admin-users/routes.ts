import { adminUserEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { getUserDetail } from './get-user-detail';
import { listUsers } from './list-users';
import { searchUsers } from './search-users';

/**
 * The staff user table and the top bar's search (spec §7; decision 0058): every account, `viewUsers`;
 * the user detail (decision 0060), `editUsers`.
 */
export function adminUsersRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps.database;
  routeEndpoint(app, endpoints.datatable, (request) => listUsers(db, deps.config, request.query));
  routeEndpoint(app, endpoints.search, (request) => searchUsers(db, deps.config, request.query));
  routeEndpoint(app, endpoints.detail, (request) => getUserDetail(db, deps.config, request.params.id));
}
