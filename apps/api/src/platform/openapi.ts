import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE } from './auth/cookies';
import { DOCS_PREFIX } from './route-rules';

/** The one error shape (DESIGN.md §4), as every route documents its failures. */
const ERROR_BODY = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', description: 'machine code, e.g. validation_failed, forbidden' },
    message: { type: 'string', description: 'a sentence in the caller’s language' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'field → messages',
    },
    data: {},
  },
} as const;

/** Either the cookie with its CSRF header, or a Bearer token. */
const SIGNED_IN: { [scheme: string]: string[] }[] = [{ cookie: [], csrf: [] }, { bearer: [] }];

const isApi = (url: string) => url.startsWith('/v1/') || url.startsWith('/api/');

/**
 * OpenAPI 3.1 at `/openapi.json` and a browsable reference at `/docs`, from the zod schemas the
 * routes validate with: each API route with its rule (`x-rule`), how a caller authenticates (cookie
 * with the CSRF header, or Bearer; none for public routes), and the error shape. Pages and assets
 * of the web app are left out. Registered before the routes, which it collects as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Account Portal API',
        version: '1',
        description:
          'Signed-in calls carry the access cookie plus `X-CSRF-TOKEN` and `X-Requested-With: XMLHttpRequest` ' +
          'on state changes, or `Authorization: Bearer <token>` from `POST /v1/login`. Every error answers ' +
          '`{ status, message, errors?, data? }`.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const { url } = transformed;
      // Routes without any schema (health, downloads) come back without one.
      const schema = transformed.schema ?? {};
      if (!isApi(input.url)) return { schema: { ...schema, hide: true }, url };
      const config = (input.route.config ?? {}) as { rule?: string; public?: boolean };
      const responses = (schema.response ?? {}) as Record<string, unknown>;
      return {
        url,
        schema: {
          ...schema,
          security: config.public ? [] : SIGNED_IN,
          'x-rule': config.public ? 'public' : config.rule,
          response: {
            ...responses,
            default: { description: 'An error in the one error shape', ...ERROR_BODY },
          },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
