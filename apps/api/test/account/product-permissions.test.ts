import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions, roles, userRoles, users } from '../../src/db/schema/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { answerChallenge, buyerWithCard, CARDS, signInAgain } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';

const testApp = useTestApp();

const DMP_MONTH = { plan: 'dmp-enterprise-month-eur', productId: 4, interval: 'month', quantity: 1 } as const;
const ANALYTICS_MONTH = {
  plan: 'analytics-enterprise-month-eur',
  productId: 3,
  interval: 'month',
  quantity: 1,
} as const;

async function permissionsOf(client: TestClient): Promise<string[]> {
  const response = await client.get('/v1/account/me');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ permissions: string[] }>().permissions;
}

describe('product module permissions follow the account’s subscriptions (decision 0037)', () => {
  it('buying DMP unlocks MODULE_DMP.VIEW at once; it stays through the grace period and goes when it ends', async () => {
    const { app, clock, deps } = testApp();
    const buyer = await buyerWithCard(app);
    const before = await permissionsOf(buyer.client);
    expect(before).toContain('MODULE_TOOLS.VIEW');
    expect(before).not.toContain('MODULE_DMP.VIEW');
    expect(before).not.toContain('MODULE_ANALYTICS.VIEW');

    const bought = await buyer.client.post('/v1/subscription/upgrade', DMP_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().status).toBe('active');
    // No waiting for the signed-in cache: the purchase dropped it.
    const after = await permissionsOf(buyer.client);
    expect(after).toContain('MODULE_DMP.VIEW');
    expect(after).not.toContain('MODULE_ANALYTICS.VIEW');
    // Signing in again gives the same answer: nothing but the subscription holds it.
    expect(await permissionsOf(await signInAgain(app, buyer.email))).toContain('MODULE_DMP.VIEW');

    const { subscriptionId } = bought.json().data;
    const canceled = await buyer.client.put('/v1/subscription/cancel', { subscriptionId });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await permissionsOf(buyer.client)).toContain('MODULE_DMP.VIEW');

    // The paid period runs out; the billing cycle (not a request of the account) ends it.
    clock.advance(Date.parse(canceled.json().data.ends_at) - clock.now().getTime() + 60_000);
    const client = await signInAgain(app, buyer.email);
    expect(await permissionsOf(client)).toContain('MODULE_DMP.VIEW');
    expect((await runBillingCycle(deps)).gracePeriodsEnded).toBeGreaterThanOrEqual(1);
    expect(await permissionsOf(client)).not.toContain('MODULE_DMP.VIEW');
    expect(await permissionsOf(client)).toContain('MODULE_TOOLS.VIEW');
  });

  it('unlocks nothing while the first payment waits for 3-D Secure, and unlocks once it passes', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app, CARDS.always3ds);
    const bought = await client.post('/v1/subscription/upgrade', ANALYTICS_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().status).toBe('incomplete');
    expect(await permissionsOf(client)).not.toContain('MODULE_ANALYTICS.VIEW');

    const { paymentIntent, paymentIntentClientSecret, subscriptionId } = bought.json().data;
    await answerChallenge(client, paymentIntent, paymentIntentClientSecret, 'complete');
    const completed = await client.put('/v1/subscription/complete', { subscriptionId });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().account.permissions).toContain('MODULE_ANALYTICS.VIEW');
    expect(await permissionsOf(client)).toContain('MODULE_ANALYTICS.VIEW');
  });

  it('gives a sub-user a product only when the account holds it and the sub-user’s role allows it', async () => {
    const { app, db } = testApp();
    // owner@demo.test holds DMP (not Analytics); client@demo.test's role allows neither.
    const client = (await loginAs(app, 'client@demo.test')).client;
    expect(await permissionsOf(client)).not.toContain('MODULE_DMP.VIEW');

    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
    const [subUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'client@demo.test'));
    const [role] = await db
      .insert(roles)
      .values({ name: `owner-${owner!.id}-data-team`, title: 'Data team', ownerId: owner!.id })
      .returning({ id: roles.id });
    await db.insert(rolePermissions).values([
      { roleId: role!.id, permission: 'MODULE_DMP.VIEW' },
      { roleId: role!.id, permission: 'MODULE_ANALYTICS.VIEW' },
    ]);
    await db.insert(userRoles).values({ userId: subUser!.id, roleId: role!.id });

    const permissions = await permissionsOf((await loginAs(app, 'client@demo.test')).client);
    expect(permissions).toContain('MODULE_DMP.VIEW');
    expect(permissions).not.toContain('MODULE_ANALYTICS.VIEW');
  });

  it('leaves staff permissions as their role grants them', async () => {
    const { app } = testApp();
    const permissions = await permissionsOf((await loginAs(app, 'admin@demo.test')).client);
    expect(permissions).toEqual(expect.arrayContaining(['MODULE_DMP.VIEW', 'MODULE_ANALYTICS.VIEW']));
  });
});
