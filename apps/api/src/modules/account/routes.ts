import { accountEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { callerRowOf } from '../../platform/auth/caller-read';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { contextOf } from '../../platform/request-context';
import { acceptTerms } from './accept-terms';
import { accountRead, getAccount } from './get-account';
import { updateLanguage } from './update-language';

/** The signed-in user's own account (spec §7 "/v1/account/…"). */
export function accountRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(
    app,
    endpoints.me,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const principal = principalOf(request);
      const session = principal.sessionId ?? '';
      // `Cache-Control: no-cache` forces a fresh read (spec §7 "reload can be forced").
      const forced = request.headers['cache-control']?.includes('no-cache') ?? false;
      const cached = forced ? undefined : deps.authCache.account(principal.userId, session);
      if (cached) return cached;
      const account = await getAccount(deps, principal, callerRowOf(request, accountRead));
      deps.authCache.rememberAccount(session, principal.accountId, account);
      return account;
    },
    { callerRead: accountRead },
  );

  routeEndpoint(app, endpoints.acceptTerms, async (request) => {
    await acceptTerms(deps, contextOf(request));
    return { message: t(request.language, 'account.termsAccepted') };
  });

  routeEndpoint(app, endpoints.updateLanguage, async (request) => {
    await updateLanguage(deps, contextOf(request), request.body.language);
    return { message: t(request.body.language, 'account.languageUpdated') };
  });
}
