import type { z } from 'zod';
import type { RuleName } from './permissions';

/** The HTTP methods the API answers. */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;

/** Who may call: a named rule (spec §6), or everyone (`public: true`). Exactly one of the two. */
type Access = { rule: RuleName; public?: never } | { public: true; rule?: never };

/**
 * One endpoint, declared once: the API registers its route from it (`platform/endpoint-route.ts`)
 * and the web calls it through the one http client with the types inferred from it
 * (docs/decisions/0029). A `response` of `null` is a file (PDF, CSV): the browser downloads it.
 */
export type Endpoint = Access & {
  method: EndpointMethod;
  /** Fastify's syntax: `/v1/invoice/:number/pdf`; every `:name` has a key in `params`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /**
   * The body is `multipart/form-data` (a file upload): the web sends a `FormData`, and the route
   * reads the parts itself within its own limits, so there is no `body` schema.
   */
  multipart?: true;
  response: Schema | null;
};

/**
 * An endpoint as the web calls it: its method and path, with the declaration's types but without its
 * schemas, so a page's bundle carries no zod it does not use (`endpoint-routes/`, generated).
 */
export interface EndpointRoute<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: carries the declaration's type to `call()`. */
  readonly declaration?: E;
}

/** The route of a declared endpoint (used by the generated `endpoint-routes/`). */
export const routeOf = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRoute<E> => ({
  method,
  path,
});

/** Declares an endpoint, keeping its literal types for inference on both sides. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Declared<E, K extends 'params' | 'query' | 'body'> = K extends keyof E
  ? E[K] extends Schema
    ? E[K]
    : undefined
  : undefined;

/** A part the endpoint declares is required unless every field in it is optional. */
type Field<K extends string, S> = S extends Schema
  ? object extends z.input<S>
    ? { [key in K]?: z.input<S> }
    : { [key in K]: z.input<S> }
  : { [key in K]?: never };

/** A multipart endpoint takes its form as it is; any other its JSON body, typed by its schema. */
type BodyField<E extends Endpoint> = E['multipart'] extends true
  ? { body: FormData }
  : Field<'body', Declared<E, 'body'>>;

/** What a caller sends: the path params, query and body the endpoint declares, each typed. */
export type EndpointInput<E extends Endpoint> = Field<'params', Declared<E, 'params'>> &
  Field<'query', Declared<E, 'query'>> &
  BodyField<E>;

/** What a successful call answers. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends Schema
  ? z.output<E['response']>
  : never;

/** True when every part of the input may be left out, so callers may omit the input. */
export type TakesNoInput<E extends Endpoint> = object extends EndpointInput<E> ? true : false;

/**
 * The path with its `:name` segments filled in and encoded, e.g. for a download link:
 * `pathOf(invoiceEndpoints.pdf, { number: 'R-1' })` → `/v1/invoice/R-1/pdf`.
 */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
