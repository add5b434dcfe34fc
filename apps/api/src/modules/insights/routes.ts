import { insightTotalSchema, monitoringUsersQuerySchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/authenticate';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const schema = { response: { 200: insightTotalSchema } };

  routes.get('/v1/user/votes', { config: { rule: 'viewSubscriptions' }, schema }, async (request) => ({
    total: await countVotes(db, principalOf(request).accountId),
  }));

  routes.get('/v1/user/audiences', { config: { rule: 'viewSubscriptions' }, schema }, async (request) => ({
    total: await countAudienceVisitors(db, principalOf(request).accountId),
  }));

  routes.get(
    '/v1/monitoring/users',
    { config: { rule: 'viewSubscriptions' }, schema: { ...schema, querystring: monitoringUsersQuerySchema } },
    async (request) => ({
      total: await countPageImpressions(db, principalOf(request).accountId, request.query, deps.clock.now()),
    }),
  );
}
