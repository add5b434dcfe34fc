import { insightEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { audienceVisitorsOf } from './audience-visitors';
import { countVotes } from './count-votes';
import { assertFigureApp, ingestAppFigure } from './ingest-app-figure';
import { pageImpressionsOf } from './page-impressions';

/**
 * The figures of the promotional stat cards (spec §2 "My subscriptions", §7) of the caller's
 * account: Tools votes from the usage the Tools app reports, DMP audience visitors and Analytics
 * page impressions as those apps report them (decision 0075), and the route they report on.
 */
export function insightsRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const db = deps.database.db;

  routeEndpoint(app, endpoints.votes, async (request) => ({
    total: await countVotes(db, principalOf(request).accountId),
  }));

  routeEndpoint(app, endpoints.audiences, async (request) =>
    audienceVisitorsOf(db, principalOf(request).accountId),
  );

  routeEndpoint(app, endpoints.pageImpressions, async (request) =>
    pageImpressionsOf(db, principalOf(request).accountId, request.query),
  );

  // Called by the DMP and Analytics apps, not by a browser: authenticated by the app's service token
  // (Bearer), checked before the body so that a caller without it learns nothing from validation.
  routeEndpoint(app, endpoints.reportFigure, async (request) => ingestAppFigure(deps, request.body), {
    preValidation: async (request) => assertFigureApp(deps, request),
  });
}
