import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

/** Fastify's `/v1/plan/:product` is OpenAPI's `/v1/plan/{product}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /openapi.json', () => {
  it('documents every API route with its rule, its authentication and the error shape', async () => {
    const { app } = testApp();
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');

    const api = app.routeRegistry.filter((route) => /^\/(v1|api)\//.test(route.url));
    expect(api.length).toBeGreaterThan(50);
    for (const route of api) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation['x-rule']).toBe(route.public ? 'public' : route.rule);
      expect(operation.security).toEqual(route.public ? [] : [{ cookie: [], csrf: [] }, { bearer: [] }]);
      expect(operation.responses.default.content['application/json'].schema.required).toEqual([
        'status',
        'message',
      ]);
    }
    // The web app's pages and files are not part of the API.
    expect(Object.keys(document.paths).every((path) => /^\/(v1|api)\//.test(path))).toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const { app } = testApp();
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });
});

describe('GET /docs', () => {
  it('serves the browsable reference to anyone, under the content security policy', async () => {
    const { app } = testApp();
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
