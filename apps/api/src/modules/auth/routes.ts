import {
  confirmRegistrationRequestSchema,
  forgotPasswordRequestSchema,
  loginAsRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/authenticate';
import { clearSessionCookies, setSessionCookies } from '../../platform/auth/cookies';
import type { IssuedSession } from '../../platform/auth/sessions';
import { t } from '../../platform/i18n/index';
import { keyedRateLimit, rateLimitOf } from '../../platform/rate-limits';
import { confirmRegistration } from './confirm-registration';
import { requestPasswordReset } from './forgot-password';
import { login } from './login';
import { loginAsUser } from './login-as';
import { logout } from './logout';
import { refreshSession } from './refresh';
import { register } from './register';
import { resetPassword } from './reset-password';
import { returnFromLoginAs } from './return-from-login-as';

const tokenResponse = { response: { 200: tokenResponseSchema } };
const messageResponse = { response: { 200: messageResponseSchema } };

/** Sign-in, sign-out, sessions, registration and password reset (spec §7, DESIGN.md §4 "Auth"). */
export function authRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Cookies for the browser, the access token in the body for API clients. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => {
    setSessionCookies(request, reply, deps.config, session);
    return { token: session.accessToken };
  };

  routes.post(
    '/v1/login',
    { config: { public: true }, schema: { body: loginRequestSchema, ...tokenResponse } },
    async (request, reply) => signedIn(request, reply, await login(deps, request.body, request, reply)),
  );

  // One answer for a free and a taken address; the account signs in once its mail's link is followed.
  routes.post(
    '/v1/register',
    {
      config: { public: true, rateLimit: rateLimitOf(deps.config, 'register') },
      schema: { body: registerRequestSchema, ...messageResponse },
    },
    async (request) => {
      await register(deps, request.body, request);
      return { message: t(request.language, 'registration.checkInbox') };
    },
  );

  routes.post(
    '/v1/register/confirm',
    { config: { public: true }, schema: { body: confirmRegistrationRequestSchema, ...messageResponse } },
    async (request) => {
      await confirmRegistration(deps, request.body, request);
      return { message: t(request.language, 'registration.confirmed') };
    },
  );

  routes.post(
    '/v1/auth/refresh',
    { config: { public: true }, schema: tokenResponse },
    async (request, reply) => {
      try {
        return signedIn(request, reply, await refreshSession(deps, request));
      } catch (error) {
        clearSessionCookies(request, reply);
        throw error;
      }
    },
  );

  routes.post(
    '/v1/logout',
    { config: { rule: 'authenticated' }, schema: messageResponse },
    async (request, reply) => {
      await logout(deps, principalOf(request));
      clearSessionCookies(request, reply);
      return { message: t(request.language, 'auth.loggedOut') };
    },
  );

  // Per IP on the route, and per target address whatever the IP, so no inbox gets flooded.
  const limitMailsPerAddress = keyedRateLimit(
    app,
    rateLimitOf(deps.config, 'forgotPasswordPerEmail'),
    (request) => `forgot-password:${(request.body as { email: string }).email.toLowerCase()}`,
  );
  routes.post(
    '/v1/forgotPassword',
    {
      config: { public: true, rateLimit: rateLimitOf(deps.config, 'forgotPassword') },
      schema: { body: forgotPasswordRequestSchema, ...messageResponse },
    },
    async (request) => {
      await limitMailsPerAddress(request);
      await requestPasswordReset(deps, request.body.email);
      return { message: t(request.language, 'auth.resetLinkSent') };
    },
  );

  routes.post(
    '/v1/resetPassword',
    { config: { public: true }, schema: { body: resetPasswordRequestSchema, ...messageResponse } },
    async (request) => {
      await resetPassword(deps, request.body, request);
      return { message: t(request.language, 'auth.passwordReset') };
    },
  );

  routes.post(
    '/v1/login/user',
    { config: { rule: 'editUsers' }, schema: { body: loginAsRequestSchema, ...tokenResponse } },
    async (request, reply) =>
      signedIn(request, reply, await loginAsUser(deps, principalOf(request), request.body, request)),
  );

  routes.post(
    '/v1/login/return',
    { config: { rule: 'authenticated' }, schema: tokenResponse },
    async (request, reply) =>
      signedIn(request, reply, await returnFromLoginAs(deps, principalOf(request), request)),
  );
}
