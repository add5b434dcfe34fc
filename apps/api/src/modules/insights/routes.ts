import { insightEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { countAudienceVisitors } from './count-audience-visitors';
import { countPageImpressions } from './count-page-impressions';
import { countVotes } from './count-votes';

/**
 * The figures of the promotional stat cards (spec §2 "My subscriptions", §7): Tools votes, DMP
 * audience visitors and Analytics page impressions of the caller's account, from demo figures
 * (decision 0020) until the portal is connected to those apps.
 */
export function insightsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const db = deps.database.db;

  routeEndpoint(app, endpoints.votes, async (request) => ({
    total: await countVotes(db, principalOf(request).accountId),
  }));

  routeEndpoint(app, endpoints.audiences, async (request) => ({
    total: await countAudienceVisitors(db, principalOf(request).accountId),
  }));

  routeEndpoint(app, endpoints.pageImpressions, async (request) => ({
    total: await countPageImpressions(db, principalOf(request).accountId, request.query, deps.clock.now()),
  }));
}
