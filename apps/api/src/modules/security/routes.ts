import { securityEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { rateLimitOf } from '../../platform/rate-limits';
import { contextOf } from '../../platform/request-context';
import { disableTwoFactor } from './disable-two-factor';
import { enableTwoFactor } from './enable-two-factor';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import { revokeSession, signOutOtherSessions } from './revoke-sessions';
import { setupTwoFactor } from './setup-two-factor';
import { signedInSessions } from './signed-in-sessions';
import { twoFactorStatus } from './two-factor-status';

/** The account page's security card: two-factor sign-in and the signed-in sessions (decision 0050). */
export function securityRoutes(app: FastifyInstance): void {
  const { deps } = app;

  routeEndpoint(app, endpoints.twoFactorStatus, async (request) =>
    twoFactorStatus(deps.database.db, principalOf(request).userId),
  );

  routeEndpoint(app, endpoints.setupTwoFactor, async (request) => setupTwoFactor(deps, contextOf(request)));

  routeEndpoint(app, endpoints.enableTwoFactor, async (request) => ({
    message: t(request.language, 'twoFactor.enabled'),
    recovery_codes: await enableTwoFactor(deps, contextOf(request), request.body),
  }));

  const passwordConfirmed = { rateLimit: rateLimitOf(deps.config, 'twoFactorChange') };
  routeEndpoint(
    app,
    endpoints.disableTwoFactor,
    async (request) => {
      await disableTwoFactor(deps, contextOf(request), request.body);
      return { message: t(request.language, 'twoFactor.disabled') };
    },
    passwordConfirmed,
  );

  routeEndpoint(
    app,
    endpoints.regenerateRecoveryCodes,
    async (request) => ({
      message: t(request.language, 'twoFactor.recoveryCodesRegenerated'),
      recovery_codes: await regenerateRecoveryCodes(deps, contextOf(request), request.body),
    }),
    passwordConfirmed,
  );

  routeEndpoint(app, endpoints.sessions, async (request) => ({
    data: await signedInSessions(deps.database.db, principalOf(request), deps.clock.now()),
  }));

  routeEndpoint(app, endpoints.revokeSession, async (request) => {
    await revokeSession(deps, contextOf(request), request.params.id);
    return { message: t(request.language, 'sessions.revoked') };
  });

  routeEndpoint(app, endpoints.signOutOtherSessions, async (request) => ({
    message: t(request.language, 'sessions.othersRevoked'),
    signed_out: await signOutOtherSessions(deps, contextOf(request)),
  }));
}
