import { authEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { clearSessionCookies, setSessionCookies } from '../../platform/auth/cookies';
import type { IssuedSession } from '../../platform/auth/sessions';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { keyedRateLimit, rateLimitOf } from '../../platform/rate-limits';
import { contextOf } from '../../platform/request-context';
import { confirmRegistration } from './confirm-registration';
import type { SignedIn } from './finish-sign-in';
import { requestPasswordReset } from './forgot-password';
import { login } from './login';
import { loginAsUser } from './login-as';
import { loginWithSecondFactor } from './login-two-factor';
import { logout } from './logout';
import { refreshSession } from './refresh';
import { register } from './register';
import { resetPassword } from './reset-password';
import { returnFromLoginAs } from './return-from-login-as';
import { accountSuspended } from './sign-in';

/** Sign-in, sign-out, sessions, registration and password reset (spec §7, DESIGN.md §4 "Auth"). */
export function authRoutes(app: FastifyInstance): void {
  const { deps } = app;

  /** Cookies for the browser, the access token in the body for API clients. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => {
    setSessionCookies(request, reply, deps.config, session);
    return { token: session.accessToken };
  };

  /** A customer's own sign-in; spec §8: a suspended one is refused, yet sent to the Tools store with it. */
  const signedInSelf = (request: FastifyRequest, reply: FastifyReply, session: SignedIn) => {
    const answer = signedIn(request, reply, session);
    if (session.suspended) throw accountSuspended(answer.token);
    return answer;
  };

  routeEndpoint(app, endpoints.login, async (request, reply) =>
    signedInSelf(request, reply, await login(deps, request.body, request, reply)),
  );

  routeEndpoint(app, endpoints.loginTwoFactor, async (request, reply) =>
    signedInSelf(request, reply, await loginWithSecondFactor(deps, request.body, request, reply)),
  );

  // One answer for a free and a taken address; the account signs in once its mail's link is followed.
  routeEndpoint(
    app,
    endpoints.register,
    async (request) => {
      await register(deps, request.body, request);
      return { message: t(request.language, 'registration.checkInbox') };
    },
    { rateLimit: rateLimitOf(deps.config, 'register') },
  );

  routeEndpoint(app, endpoints.confirmRegistration, async (request) => {
    await confirmRegistration(deps, request.body, request);
    return { message: t(request.language, 'registration.confirmed') };
  });

  routeEndpoint(app, endpoints.refresh, async (request, reply) => {
    try {
      return signedIn(request, reply, await refreshSession(deps, request));
    } catch (error) {
      clearSessionCookies(request, reply);
      throw error;
    }
  });

  routeEndpoint(app, endpoints.logout, async (request, reply) => {
    await logout(deps, principalOf(request), contextOf(request).meta);
    clearSessionCookies(request, reply);
    return { message: t(request.language, 'auth.loggedOut') };
  });

  // Per IP on the route, and per target address whatever the IP, so no inbox gets flooded.
  const limitMailsPerAddress = keyedRateLimit(
    app,
    rateLimitOf(deps.config, 'forgotPasswordPerEmail'),
    (request) => `forgot-password:${(request.body as { email: string }).email.toLowerCase()}`,
  );
  routeEndpoint(
    app,
    endpoints.forgotPassword,
    async (request) => {
      await limitMailsPerAddress(request);
      await requestPasswordReset(deps, request.body.email);
      return { message: t(request.language, 'auth.resetLinkSent') };
    },
    { rateLimit: rateLimitOf(deps.config, 'forgotPassword') },
  );

  routeEndpoint(app, endpoints.resetPassword, async (request) => {
    await resetPassword(deps, request.body, request);
    return { message: t(request.language, 'auth.passwordReset') };
  });

  routeEndpoint(app, endpoints.loginAs, async (request, reply) =>
    signedIn(request, reply, await loginAsUser(deps, principalOf(request), request.body, request)),
  );

  routeEndpoint(app, endpoints.returnToOwnAccount, async (request, reply) =>
    signedIn(request, reply, await returnFromLoginAs(deps, principalOf(request), request)),
  );
}
