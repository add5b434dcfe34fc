import { accountSchema, languageUpdateSchema, messageResponseSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/authenticate';
import { t } from '../../platform/i18n/index';
import { acceptTerms } from './accept-terms';
import { getAccount } from './get-account';
import { updateLanguage } from './update-language';

/** The signed-in user's own account (spec §7 "/v1/account/…"). */
export function accountRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/account/me',
    { config: { rule: 'authenticated' }, schema: { response: { 200: accountSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const principal = principalOf(request);
      const session = principal.sessionId ?? '';
      // `Cache-Control: no-cache` forces a fresh read (spec §7 "reload can be forced").
      const forced = request.headers['cache-control']?.includes('no-cache') ?? false;
      const cached = forced ? undefined : deps.authCache.account(principal.userId, session);
      if (cached) return cached;
      const account = await getAccount(deps, principal);
      deps.authCache.rememberAccount(session, principal.accountId, account);
      return account;
    },
  );

  routes.post(
    '/v1/account/accept-terms',
    { config: { rule: 'authenticated' }, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await acceptTerms(deps, principalOf(request), request);
      return { message: t(request.language, 'account.termsAccepted') };
    },
  );

  routes.put(
    '/v1/account/language',
    {
      config: { rule: 'authenticated' },
      schema: { body: languageUpdateSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await updateLanguage(deps, principalOf(request), request.body.language, request);
      return { message: t(request.body.language, 'account.languageUpdated') };
    },
  );
}
