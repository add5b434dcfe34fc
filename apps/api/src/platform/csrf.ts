import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serviceEndpoints } from '@portal/contract';
import { secondsInDay } from 'date-fns/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasBearer } from './auth/authenticate';
import { isHttps, SESSION_COOKIES } from './auth/cookies';
import { routeEndpoint } from './endpoint-route';
import { AppError } from './errors';

export const CSRF_COOKIE = 'csrf_secret';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OUR_COOKIES = [...SESSION_COOKIES, CSRF_COOKIE];
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const META_TAG = /<meta\s+name="csrf-token"\s+content="[^"]*"\s*\/?>/;

/** The token the page carries: an HMAC of the browser's secret cookie, so the server stores nothing. */
export function csrfTokenFor(secret: string, key: string): string {
  return createHmac('sha256', key).update(secret).digest('base64url');
}

/** The browser's CSRF secret; a new one is set on the reply when the request has none. */
function ensureSecret(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && SECRET_PATTERN.test(existing)) return existing;
  const secret = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: request.server.deps.config.REFRESH_TOKEN_TTL_DAYS * secondsInDay,
  });
  return secret;
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * CSRF protection for cookie sessions (docs/decisions/0007-csrf-scheme.md). A state-changing request
 * that carries any of our cookies and no Bearer header must send the page's token as X-CSRF-TOKEN
 * (else 419) and X-Requested-With: XMLHttpRequest (else 403). Requests without cookies are API
 * clients and are exempt: a browser on another site cannot make them carry our session.
 */
export function registerCsrf(app: FastifyInstance): void {
  const key = app.deps.secrets.jwt;
  if (!app.hasDecorator('pageTransforms')) app.decorate('pageTransforms', []);
  app.pageTransforms.push((html, request, reply) => {
    const token = csrfTokenFor(ensureSecret(request, reply), key);
    const tag = `<meta name="csrf-token" content="${token}" />`;
    return META_TAG.test(html) ? html.replace(META_TAG, tag) : html.replace('</head>', `${tag}</head>`);
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || hasBearer(request)) return;
    if (!OUR_COOKIES.some((name) => request.cookies[name] !== undefined)) return;
    const secret = request.cookies[CSRF_COOKIE];
    const sent = request.headers['x-csrf-token'];
    if (!secret || typeof sent !== 'string' || !sameToken(sent, csrfTokenFor(secret, key))) {
      throw new AppError(419, 'csrf_mismatch', 'errors.csrf');
    }
    if (String(request.headers['x-requested-with']).toLowerCase() !== 'xmlhttprequest') {
      throw new AppError(403, 'xhr_required', 'errors.xhrRequired');
    }
  });

  routeEndpoint(app, serviceEndpoints.csrfToken, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: csrfTokenFor(ensureSecret(request, reply), key) };
  });
}
