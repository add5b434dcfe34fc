import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

const ROUTES = [
  '/v1/finance/overview',
  '/v1/finance/receivables',
  '/v1/finance/credit-notes?from=2026-01-01&to=2026-03-31',
  '/v1/finance/tax?quarter=2026-Q1',
  '/v1/finance/tax.csv?quarter=2026-Q1',
];

describe('who may open the finance figures (decision 0058: viewFinance)', () => {
  for (const email of ['finance@demo.test', 'admin@demo.test']) {
    it(`${email} reads every finance route`, async () => {
      const { client } = await loginAs(testApp().app, email);
      for (const url of ROUTES) expect((await client.get(url)).statusCode, url).toBe(200);
    });
  }

  for (const email of ['support@demo.test', 'owner@demo.test', 'client@demo.test']) {
    it(`${email} is refused on every finance route`, async () => {
      const { client } = await loginAs(testApp().app, email);
      for (const url of ROUTES) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().status).toBe('forbidden');
      }
    });
  }

  it('asks an anonymous caller to sign in', async () => {
    for (const url of ROUTES) {
      const response = await new TestClient(testApp().app).get(url);
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('bounded parameters', () => {
  const cases: [string, string, string][] = [
    ['/v1/finance/overview?currency=GBP', 'currency', 'The selected currency is invalid.'],
    ['/v1/finance/receivables?pageSize=1000', 'pageSize', 'The selected page size is invalid.'],
    ['/v1/finance/receivables?page=0', 'page', 'The page must be at least 1.'],
    ['/v1/finance/receivables?page=100000', 'page', 'The page may not be greater than 1000.'],
    ['/v1/finance/receivables?overdue=maybe', 'overdue', 'The selected overdue is invalid.'],
    ['/v1/finance/credit-notes?to=2026-01-31', 'from', 'The from date field is required.'],
    [
      '/v1/finance/credit-notes?from=2026-02-30&to=2026-03-01',
      'from',
      'The from date must be a date in the format YYYY-MM-DD.',
    ],
    [
      '/v1/finance/credit-notes?from=2026-03-01&to=2026-02-01',
      'to',
      'The to date may not be before the from date.',
    ],
    [
      '/v1/finance/credit-notes?from=2024-01-01&to=2026-01-01',
      'to',
      'The to date may not be greater than 366.',
    ],
    ['/v1/finance/tax', 'quarter', 'The quarter field is required.'],
    ['/v1/finance/tax?quarter=2026-Q5', 'quarter', 'The selected quarter is invalid.'],
    ['/v1/finance/tax.csv?quarter=2026-03', 'quarter', 'The selected quarter is invalid.'],
  ];
  for (const [url, field, text] of cases) {
    it(`${url} → 422 on ${field}`, async () => {
      const { client } = await loginAs(testApp().app, 'finance@demo.test');
      const response = await client.get(url);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().status).toBe('validation_failed');
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(response.json().errors[field]).toEqual([text]);
    });
  }
});
