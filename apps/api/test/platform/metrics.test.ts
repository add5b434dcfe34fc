import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

const TOKEN = 'metrics-token-of-this-test-0123456789';
const testApp = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

const scrape = (token?: string) =>
  testApp().app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /metrics', () => {
  it('is for the bearer of METRICS_TOKEN only', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('metrics-token-of-another-one-0123')).statusCode).toBe(401);
    const answer = await scrape(TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('times requests by route pattern and status, and counts refused sign-ins', async () => {
    const { app } = testApp();
    const client = new TestClient(app);
    expect((await client.get('/v1/config')).statusCode).toBe(200);
    await client.get('/v1/plan/tools');
    const wrong = await client.post('/v1/login', { email: 'owner@demo.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    const text = (await scrape(TOKEN)).body;
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{method="GET",route="\/v1\/config",status_code="200"\} [1-9]/,
    );
    // The pattern, not the URL: ids and products never make series of their own.
    expect(text).toContain('route="/v1/plan/:product"');
    expect(text).toMatch(/portal_login_failures_total [1-9]/);
    expect(text).toContain('# TYPE portal_job_queue_depth gauge');
    expect(text).toContain('# TYPE portal_billing_cycle_duration_seconds histogram');
  });

  it('times billing cycles and counts their renewals and corrections', async () => {
    const { deps } = testApp();
    await deps.jobs.send(deps.database.db, 'billing.cycle', {});
    await deps.jobs.drain();
    const text = (await scrape(TOKEN)).body;
    expect(text).toMatch(/portal_billing_cycle_duration_seconds_count 1/);
    expect(text).toContain('portal_reconciliation_corrections_total 0');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('reports the pool: connections open, idle and requests waiting', async () => {
    const text = (await scrape(TOKEN)).body;
    expect(text).toMatch(/portal_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/portal_db_pool_connections\{state="waiting"\} 0/);
  });
});

describe('without METRICS_TOKEN', () => {
  const plain = useTestApp();
  it('has no metrics route at all', async () => {
    expect((await plain().app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
