import { clientEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { quoteExtraUser } from './quote-extra-user';

/** `GET /api/v1/clients/extra-user-quote` (decision 0057); the other client routes are the clients module's. */
export function extraUsersRoutes(app: FastifyInstance): void {
  const { deps } = app;
  // Prices with the charging code and writes nothing (decision 0036).
  routeEndpoint(
    app,
    clientEndpoints.extraUserQuote,
    async (request) => quoteExtraUser(deps, principalOf(request).accountId, request.language),
    { readOnly: true },
  );
}
