import { describe, expect, it } from 'vitest';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { useTestApp } from '../support/test-app';
import { buyerWithCard, TOOLS_ENTERPRISE_MONTH } from './buyer';

const TOKEN = 'tools-service-token-for-tests';
const testApp = useTestApp({ env: { USAGE_SERVICE_TOKEN: TOKEN } });
const DAY = 86_400_000;

function report(body: object, token: string | null = TOKEN) {
  return testApp().app.inject({
    method: 'POST',
    url: '/v1/internal/usage',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
}

describe('metered poll views', () => {
  it('are taken from the Tools app and shown once per day on the subscription', async () => {
    const { app, clock, deps } = testApp();
    const { client } = await buyerWithCard(app);
    const bought = (await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json().data;
    const accountId = (await client.get('/v1/account/me')).json().id;
    const now = clock.now();
    for (const views of [120, 80]) {
      const response = await report({ accountId, pollViews: views, occurredAt: now.toISOString() });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ accepted: true, subscriptionId: bought.subscriptionId });
    }
    // Today's views wait for the daily roll-up.
    await runBillingCycle(deps);
    expect((await client.get('/v1/subscription/all')).json().data[0]).toMatchObject({
      is_metered: '1',
      poll_views: 0,
      usage_updated_at: null,
    });
    clock.advance(DAY);
    await runBillingCycle(deps);
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const [subscription] = (await client.get('/v1/subscription/all')).json().data;
    expect(subscription.poll_views).toBe(200);
    expect(subscription.usage_updated_at).not.toBeNull();
    // Rolled up once: another cycle adds nothing.
    await runBillingCycle(deps);
    expect((await client.get('/v1/subscription/all')).json().data[0].poll_views).toBe(200);
  });

  it('refuses callers without the service token and bad reports', async () => {
    expect((await report({ accountId: 1, pollViews: 5 }, null)).statusCode).toBe(401);
    expect((await report({ accountId: 1, pollViews: -5 }, null)).statusCode).toBe(401);
    expect((await report({ accountId: 1, pollViews: 5 }, 'wrong-token-wrong-token')).statusCode).toBe(401);
    const invalid = await report({ accountId: 1, pollViews: -5 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.pollViews).toBeDefined();
    // An account without a metered subscription: acknowledged, nothing stored.
    expect((await report({ accountId: 1, pollViews: 5 })).json()).toEqual({
      accepted: false,
      subscriptionId: null,
    });
  });
});
