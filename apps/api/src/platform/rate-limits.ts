import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Clock } from './clock';
import { tooManyRequests } from './errors';
import { memoryRateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The request limits of public and guessable routes (docs/decisions/0027). Each route counts on its
 * own, per client IP (`request.ip`), in this process's memory; login attempts are counted in the
 * database on top of this (0006).
 */
export function rateLimitOf(
  config: Config,
  name:
    | 'public'
    | 'probes'
    | 'static'
    | 'register'
    | 'forgotPassword'
    | 'forgotPasswordPerEmail'
    | 'coupon'
    | 'sandbox'
    | 'passwordChange'
    | 'twoFactorChange'
    | 'passwordConfirm'
    | 'mailServerTest'
    | 'vatIdCheck'
    | 'emailTaken'
    | 'auditExport',
): RateLimitOptions {
  switch (name) {
    case 'public':
      return { max: config.RATE_LIMIT_PUBLIC_PER_MINUTE, timeWindow: MINUTE };
    case 'probes':
      return { max: config.RATE_LIMIT_PROBES_PER_MINUTE, timeWindow: MINUTE };
    case 'static':
      return { max: config.RATE_LIMIT_STATIC_PER_MINUTE, timeWindow: MINUTE };
    case 'register':
      return { max: config.RATE_LIMIT_REGISTER_PER_HOUR, timeWindow: HOUR };
    case 'forgotPassword':
      return { max: config.RATE_LIMIT_FORGOT_PASSWORD_PER_HOUR, timeWindow: HOUR };
    case 'forgotPasswordPerEmail':
      return { max: config.RATE_LIMIT_FORGOT_PASSWORD_PER_EMAIL_PER_HOUR, timeWindow: HOUR };
    case 'coupon':
      return { max: config.RATE_LIMIT_COUPON_PER_MINUTE, timeWindow: MINUTE };
    case 'sandbox':
      return { max: config.RATE_LIMIT_SANDBOX_PER_MINUTE, timeWindow: MINUTE };
    case 'passwordChange':
      // Counted per user once authentication has named them, before the password is checked.
      return {
        max: config.RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR,
        timeWindow: HOUR,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          `password-change:${request.principal?.userId ?? request.ip}`,
      };
    case 'twoFactorChange':
      // Turning two-factor sign-in off asks for the password and a code: counted like a password
      // change, per user, before either is checked (docs/decisions/0050).
      return {
        max: config.RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR,
        timeWindow: HOUR,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          `two-factor-change:${request.principal?.userId ?? request.ip}`,
      };
    case 'passwordConfirm':
      // An action confirmed with the caller's password (deleting a sub-user): counted like a password
      // change, per user, before the password is checked (decision 0056).
      return {
        max: config.RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR,
        timeWindow: HOUR,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) =>
          `password-confirm:${request.principal?.userId ?? request.ip}`,
      };
    case 'mailServerTest':
      return { max: config.RATE_LIMIT_MAIL_SERVER_TEST_PER_HOUR, timeWindow: HOUR };
    case 'vatIdCheck':
      // Each "Check again" asks the VAT registry, which limits its callers (decision 0080).
      return { max: config.RATE_LIMIT_VAT_ID_CHECK_PER_HOUR, timeWindow: HOUR };
    case 'emailTaken':
      // "This address has a user" answers per account (decision 0071); see taken-email-answers.ts.
      return { max: config.RATE_LIMIT_EMAIL_TAKEN_PER_HOUR, timeWindow: HOUR };
    case 'auditExport':
      // Each export may read 100,000 rows: counted per user (decision 0053).
      return {
        max: config.RATE_LIMIT_AUDIT_EXPORT_PER_HOUR,
        timeWindow: HOUR,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `audit-export:${request.principal?.userId ?? request.ip}`,
      };
  }
}

/**
 * Registers `@fastify/rate-limit` before any route: a route that names its own limit
 * (`config.rateLimit`) gets it, and every other public route gets the general public limit. Answers
 * 429 `too_many_requests` in the one error shape, with `Retry-After`.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config, clock: Clock): Promise<void> {
  // Added before the plugin's own onRoute hook, so the plugin sees the limit set here.
  app.addHook('onRoute', (route) => {
    const routeConfig = route.config as { public?: boolean; rateLimit?: unknown } | undefined;
    if (routeConfig?.public && routeConfig.rateLimit === undefined) {
      route.config = { ...routeConfig, rateLimit: rateLimitOf(config, 'public') };
    }
  });
  await app.register(rateLimit, {
    global: false,
    store: memoryRateLimitStore(clock),
    // The address Fastify resolved (trustProxy decides which); IPv6 clients are not grouped by /64.
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
}

/**
 * A limit checked by hand inside a handler, for keys only known after validation (the e-mail a reset
 * mail goes to). Throws the same 429 as the route limits.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({ ...options, keyGenerator: keyOf });
  return async (request) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
  };
}
