import type { Endpoint } from '@portal/contract';
import * as contract from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const testApp = useTestApp();

/** Every endpoint the contract declares, from its `…Endpoints` namespaces. */
const declared = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value);

describe('endpoints declared once in the contract', () => {
  it('registers every API route from a contract endpoint, with its method, path and rule', () => {
    const { app } = testApp();
    const api = app.routeRegistry.filter((route) => route.url.startsWith('/v1/'));
    expect(api.length).toBeGreaterThan(50);
    for (const route of api) {
      const endpoint = declared.find((each) => each.method === route.method && each.path === route.url);
      expect(endpoint, `${route.method} ${route.url} is declared in the contract`).toBeDefined();
      expect(route.public ? 'public' : route.rule).toBe(endpoint?.public ? 'public' : endpoint?.rule);
    }
  });

  it('serves every endpoint the contract declares (the sandbox gateway is on in tests)', () => {
    const { app } = testApp();
    for (const endpoint of declared) {
      const served = app.routeRegistry.some(
        (route) => route.method === endpoint.method && route.url === endpoint.path,
      );
      expect(served, `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
  });

  it('fills path parameters, encoded, for links', () => {
    expect(contract.pathOf(contract.invoiceEndpoints.invoicePdf, { number: 'R 1/2' })).toBe(
      '/v1/invoice/R%201%2F2/pdf',
    );
    expect(() => contract.pathOf(contract.invoiceEndpoints.invoicePdf, {})).toThrow(/number/);
  });
});
