import type { ErrorBody, ErrorCode, Language } from '@portal/contract';
import { translateMessage } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { languageFromHeader, type ServerMessageKey, t } from './i18n/index';

/**
 * An error a route throws on purpose. `message` is a catalog key translated into the caller's
 * language by the one error handler; `errors` holds field messages (encoded keys or sentences).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    readonly messageKey: ServerMessageKey,
    readonly options: {
      params?: Record<string, string | number>;
      errors?: Record<string, string[]>;
      data?: unknown;
      /** Response headers the answer carries (`Retry-After` of a 429). */
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
export const unauthenticated = () => new AppError(401, 'unauthenticated', 'errors.unauthenticated');

/** 429 with when to try again: in the caller's language (whole minutes) and as `Retry-After` (seconds). */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    'too_many_requests',
    minutes === 1 ? 'errors.tooManyRequestsMinute' : 'errors.tooManyRequests',
    { params: { minutes }, headers: { 'retry-after': String(seconds) } },
  );
}

/** A 422 for one or more fields, in the same shape as schema validation failures. */
export const fieldError = (errors: Record<string, string[]>, code: ErrorCode = 'validation_failed') =>
  new AppError(422, code, 'errors.validation', { errors });

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: the one Accept-Language asks for, else the signed-in profile's (0022). */
    language: Language;
  }
}

function translateFieldErrors(
  errors: Record<string, string[]>,
  language: Language,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((m) => translateMessage(m, field, language)),
    ]),
  );
}

export function registerErrorHandler(app: FastifyInstance, options: { debug: boolean }): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const body: ErrorBody = { status: 'not_found', message: t(request.language ?? 'en', 'errors.notFound') };
    return reply.code(404).send(body);
  });

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const language = request.language ?? 'en';
    if (error instanceof AppError) {
      const body: ErrorBody = {
        status: error.code,
        message: t(language, error.messageKey, error.options.params),
        ...(error.options.errors ? { errors: translateFieldErrors(error.options.errors, language) } : {}),
        ...(error.options.data !== undefined ? { data: error.options.data } : {}),
      };
      if (error.options.headers) reply.headers(error.options.headers);
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] = [...(errors[field] ?? []), translateMessage(issue.message ?? '', field, language)];
      }
      const body: ErrorBody = {
        status: 'validation_failed',
        message: t(language, 'errors.validation'),
        errors,
      };
      return reply.code(422).send(body);
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode === 429) {
      const body: ErrorBody = {
        status: 'too_many_requests',
        message: t(language, 'errors.tooManyRequests', { minutes: 15 }),
      };
      return reply.code(429).send(body);
    }
    if (statusCode < 500) return reply.code(statusCode).send(clientErrorBody(error, statusCode, language));
    if (isLostRace(error)) {
      // A path that misses the one lock order lost a race in PostgreSQL: the transaction was rolled
      // back, nothing changed, and the request may simply be sent again. Logged: it names a path to fix.
      request.log.warn({ err: error }, 'a transaction lost a race (deadlock or serialisation)');
      const body: ErrorBody = { status: 'conflict', message: t(language, 'errors.lostRace') };
      return reply.code(409).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    if (options.debug) {
      // The web's debug dialog renders this HTML in a frame (spec §8 "System").
      const html = `<!doctype html><html><body><h1>${escapeHtml(error.name)}: ${escapeHtml(error.message)}</h1><pre>${escapeHtml(error.stack ?? '')}</pre></body></html>`;
      return reply.code(500).type('text/html; charset=utf-8').send(html);
    }
    const body: ErrorBody = { status: 'server_error', message: t(language, 'errors.server') };
    return reply.code(500).send(body);
  });
}

/** PostgreSQL's deadlock_detected and serialization_failure, also when drizzle wraps the driver's error. */
function isLostRace(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/** Fastify's own client errors (bad JSON, body too large, unsupported media type), translated. */
function clientErrorBody(error: Error, statusCode: number, language: Language): ErrorBody {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  )
    return { status: 'bad_request', message: t(language, 'errors.invalidJson') };
  if (statusCode === 413)
    return { status: 'payload_too_large', message: t(language, 'errors.payloadTooLarge') };
  if (statusCode === 415)
    return { status: 'unsupported_media_type', message: t(language, 'errors.unsupportedMediaType') };
  if (code === 'FST_ERR_BAD_URL') return { status: 'bad_request', message: t(language, 'errors.badUrl') };
  return { status: 'bad_request', message: t(language, 'errors.badRequest') };
}

/**
 * Fastify's `frameworkErrors`: what its router answers before any hook or the error handler runs (a
 * path whose percent-encoding is malformed, `/v1/plan/%ZZ`), in the one error shape and the
 * caller's language. No hook ran, so the security headers are added here too.
 */
export function answerFrameworkError(
  securityHeaders: Record<string, string>,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const language = languageFromHeader(request.headers['accept-language']);
    const statusCode =
      typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
    reply
      .headers(securityHeaders)
      .code(statusCode)
      .send(clientErrorBody(error, statusCode, language));
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
