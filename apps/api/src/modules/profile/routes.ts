import { profileEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { rateLimitOf } from '../../platform/rate-limits';
import { contextOf } from '../../platform/request-context';
import { cancelEmailChange, confirmEmailChange, pendingEmailChange, resendEmailChange } from './email-change';
import { updatePassword } from './update-password';
import { updateProfile } from './update-profile';

/** The account page's profile and password cards (spec §2 "Account settings", §7). */
export function profileRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.updateProfile, async (request) => {
    const pending = await updateProfile(deps, contextOf(request), request.body);
    // Answered in the language just saved, as the UI switches to it.
    const language = request.body.language;
    return {
      message: pending
        ? t(language, 'profile.emailChangePending', { email: pending.email })
        : t(language, 'profile.updated'),
      pending,
    };
  });

  routeEndpoint(app, endpoints.emailChange, async (request) => ({
    pending: await pendingEmailChange(deps.database.db, principalOf(request).userId, deps.clock.now()),
  }));

  routeEndpoint(app, endpoints.resendEmailChange, async (request) => {
    const pending = await resendEmailChange(deps, contextOf(request), principalOf(request).userId);
    return { message: t(request.language, 'profile.emailChangeResent', { email: pending.email }), pending };
  });

  routeEndpoint(app, endpoints.cancelEmailChange, async (request) => {
    await cancelEmailChange(deps, contextOf(request), principalOf(request).userId);
    return { message: t(request.language, 'profile.emailChangeCancelled') };
  });

  routeEndpoint(app, endpoints.confirmEmailChange, async (request) => {
    const email = await confirmEmailChange(deps, request.body.token, contextOf(request).meta);
    return { message: t(request.language, 'profile.emailChangeConfirmed', { email }) };
  });

  routeEndpoint(
    app,
    endpoints.updatePassword,
    async (request) => {
      await updatePassword(deps, contextOf(request), request.body);
      return { message: t(request.language, 'password.updated') };
    },
    { rateLimit: rateLimitOf(deps.config, 'passwordChange') },
  );
}
