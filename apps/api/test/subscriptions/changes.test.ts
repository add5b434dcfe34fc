import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { buyerWithCard, TOOLS_CORPORATE_YEAR, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();

async function subscribed(plan: object = TOOLS_ENTERPRISE_MONTH) {
  const { app } = testApp();
  const buyer = await buyerWithCard(app);
  const response = await buyer.client.post('/v1/subscription/upgrade', plan);
  expect(response.statusCode, response.body).toBe(200);
  return { ...buyer, subscriptionId: response.json().data.subscriptionId as string };
}

describe('PUT /v1/subscription/quantity', () => {
  it('adds licenses and charges the prorated difference at once on its own invoice', async () => {
    const { db, clock } = testApp();
    const { client, subscriptionId } = await subscribed();
    clock.advance(10 * 86_400_000);
    // The access token expired meanwhile; the browser would refresh it.
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const response = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'The licences of Tools Enterprise have been updated.',
      data: { quantity: 3, total: 75000, status: 'active' },
    });
    const list = (await client.get('/v1/invoice/all')).json().data;
    expect(list).toHaveLength(2);
    const [row] = await db.select().from(invoices).where(eq(invoices.number, list[0].number));
    // Two licenses for roughly two thirds of a 250.00 month, plus 20 % VAT, paid now.
    expect(row).toMatchObject({ status: 'paid' });
    expect(row!.net).toBeGreaterThan(30_000);
    expect(row!.net).toBeLessThan(36_000);
  });

  it('refuses a lower or equal quantity with the reduction message and changes nothing', async () => {
    const { client, subscriptionId } = await subscribed();
    for (const quantity of [1, 0]) {
      const response = await client.put('/v1/subscription/quantity', { subscriptionId, quantity });
      expect(response.statusCode).toBe(422);
    }
    const same = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: 1 });
    expect(same.json()).toMatchObject({
      status: 'only_higher_than',
      message: 'If you want to reduce the quantity please get in touch with support.',
    });
    expect((await client.get('/v1/subscription/all')).json().data[0].quantity).toBe(1);
    expect((await client.get('/v1/invoice/all')).json().data).toHaveLength(1);
  });

  it('refuses corporate plans and unknown or foreign subscriptions', async () => {
    const { app } = testApp();
    const corporate = await subscribed(TOOLS_CORPORATE_YEAR);
    const response = await corporate.client.put('/v1/subscription/quantity', {
      subscriptionId: corporate.subscriptionId,
      quantity: 5,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().status).toBe('corporate_plan');
    const other = await loginAs(app, 'owner@demo.test');
    for (const change of ['quantity', 'cancel', 'resume', 'complete']) {
      const foreign = await other.client.put(`/v1/subscription/${change}`, {
        subscriptionId: corporate.subscriptionId,
        quantity: 9,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().status).toBe('subscription_not_found');
    }
  });
});

describe('PUT /v1/subscription/cancel and /resume', () => {
  it('cancels to the end of the period and resumes', async () => {
    const { client, subscriptionId } = await subscribed();
    const canceled = await client.put('/v1/subscription/cancel', { subscriptionId });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const data = canceled.json().data;
    expect(canceled.json().message).toBe('Your subscription Tools Enterprise has been cancelled.');
    expect(data).toMatchObject({ status: 'canceled', onGracePeriod: true });
    expect(data.ends_at).toBe(data.renews_at);
    const again = await client.put('/v1/subscription/cancel', { subscriptionId });
    expect(again.statusCode).toBe(409);
    const resumed = await client.put('/v1/subscription/resume', { subscriptionId });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      message: 'Your subscription Tools Enterprise has been resumed.',
      data: { status: 'active', ends_at: null, onGracePeriod: false },
    });
    expect((await client.put('/v1/subscription/resume', { subscriptionId })).statusCode).toBe(409);
  });

  it('has no cancel for corporate plans', async () => {
    const { client, subscriptionId } = await subscribed(TOOLS_CORPORATE_YEAR);
    const response = await client.put('/v1/subscription/cancel', { subscriptionId });
    expect(response.statusCode).toBe(409);
    expect(response.json().status).toBe('corporate_plan');
  });
});

describe('permissions', () => {
  it('needs a session, and the store or subscriptions permission', async () => {
    const { app } = testApp();
    const anonymous = await app.inject({ method: 'GET', url: '/v1/subscription/all' });
    expect(anonymous.statusCode).toBe(401);
    // client@demo.test is a sub-user whose role grants neither the store nor billing.
    const { client } = await loginAs(app, 'client@demo.test');
    expect((await client.get('/v1/subscription/all')).statusCode).toBe(403);
    expect((await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(403);
    expect((await client.put('/v1/subscription/cancel', { subscriptionId: 'x' })).statusCode).toBe(403);
  });
});
