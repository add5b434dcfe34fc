import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Endpoint } from '@portal/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { CallerRead } from './auth/caller-read';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler gets: params, query and body already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: OutputOf<E['params']>;
  Querystring: OutputOf<E['query']>;
  Body: OutputOf<E['body']>;
}>;

/** What a handler returns: the response the endpoint declares, or the reply it sent itself (files). */
type EndpointResult<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : FastifyReply;

/** Answers an endpoint. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** What only the server knows about a route: limits and checks that need its configuration. */
export interface EndpointOptions<E extends Endpoint> {
  /** The route's own limit; `false` for none (health probes must never be refused). */
  rateLimit?: RateLimitOptions | false;
  bodyLimit?: number;
  /** Writes nothing though it is no GET: the signed-in cache is kept (a quote). */
  readOnly?: boolean;
  /** Columns about the caller read beside the principal when that comes from the database. */
  callerRead?: CallerRead;
  /** Runs before the body is validated, e.g. a service token check. */
  preValidation?: preValidationAsyncHookHandler;
  /**
   * The contract's body schema tightened with a check that needs server-side reference data
   * (e.g. "the country exists"); it must accept nothing the contract refuses.
   */
  body?: z.ZodType<OutputOf<E['body']>, z.input<NonNullable<E['body']>>>;
}

/**
 * Registers a route from its contract definition (docs/decisions/0029): method, path, schemas and
 * rule come from `packages/contract`, so the server, the web client and the API reference agree.
 */
export function routeEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<E> = {},
): void {
  const schema: Record<string, unknown> = { summary: endpoint.summary };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  const body = options.body ?? endpoint.body;
  if (body) schema.body = body;
  if (endpoint.response) schema.response = { 200: endpoint.response };
  const config = {
    ...(endpoint.public ? { public: true } : { rule: endpoint.rule }),
    ...(options.readOnly ? { readOnly: true } : {}),
    ...(options.callerRead ? { callerRead: options.callerRead } : {}),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema,
    handler: handler as unknown as RouteHandlerMethod,
  });
}
