import { mailServerEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { keyedRateLimit, rateLimitOf } from '../../platform/rate-limits';
import { callerOf, contextOf } from '../../platform/request-context';
import { mailServerStatus } from './mail-server-health';
import { sendTestMail } from './send-test-mail';
import { updateMailServer } from './update-mail-server';

/** The mail server settings of the caller (spec §2 "Mail server settings", §7). */
export function mailServerRoutes(app: FastifyInstance): void {
  const { deps } = app;

  // Each test or check opens a connection to a host the customer names: counted per account,
  // whatever the IP. A confirmed save checks nothing and is not counted.
  const limitTestsPerAccount = keyedRateLimit(
    app,
    rateLimitOf(deps.config, 'mailServerTest'),
    (request) => `mail-server-test:${principalOf(request).accountId}`,
  );

  routeEndpoint(app, endpoints.update, async (request) => {
    if (!request.body.confirmed) await limitTestsPerAccount(request);
    await updateMailServer(deps, contextOf(request), request.body);
    return { message: t(request.language, 'mailServer.updated') };
  });

  routeEndpoint(app, endpoints.status, async (request) =>
    mailServerStatus(deps.database.db, callerOf(contextOf(request)).userId),
  );
  routeEndpoint(app, endpoints.sendTest, async (request) => {
    await limitTestsPerAccount(request);
    return sendTestMail(deps, contextOf(request), request.body);
  });
}
