import { userDetailSchema } from '@portal/contract';
import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections, forms, polls, quizzes, users, utmTags, votes } from '../../src/db/schema/index';
import { userIdOf } from '../domains/domains-kit';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

const detailOf = async (email: string, url: string) => {
  const { app } = testApp();
  const { bearer } = await loginAs(app, email);
  return app.inject({ method: 'GET', url, headers: bearer });
};

describe('GET /v1/user/:id (decision 0060)', () => {
  it("answers owner@demo.test's profile, counts, UTM tags, subscriptions, permissions and latest items", async () => {
    const { db } = testApp();
    const ownerId = await userIdOf(db, 'owner@demo.test');
    const response = await detailOf('support@demo.test', `/v1/user/${ownerId}`);
    expect(response.statusCode).toBe(200);
    const detail = userDetailSchema.parse(response.json());

    expect(detail).toMatchObject({ id: ownerId, email: 'owner@demo.test', state: 'active', is_staff: false });
    expect(detail.provider.gateway).toBe('sandbox');
    expect(detail.provider.customer_id).toMatch(/^cus_/);
    // The sandbox's own staff page of the customer, beside the user's page.
    expect(detail.provider.dashboard_url).toBe(`/admin/users/${ownerId}/sandbox-customer`);

    const counted = async (table: typeof polls | typeof quizzes | typeof votes) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, ownerId)))[0]!.n;
    expect(detail.counts.polls).toBe(await counted(polls));
    expect(detail.counts.quizzes).toBe(await counted(quizzes));
    expect(detail.counts.votes).toBe(await counted(votes));
    expect(detail.counts.polls).toBeGreaterThan(0);

    const tags = await db.select({ tag: utmTags.tag }).from(utmTags).where(eq(utmTags.userId, ownerId));
    expect(detail.utm_tags.map((t) => t.tag)).toEqual(tags.map((t) => t.tag).sort());
    expect(detail.utm_tags.length).toBeGreaterThan(0);

    expect(detail.active_subscriptions.length).toBeGreaterThan(0);
    for (const subscription of detail.active_subscriptions) {
      expect(subscription.price).toBeGreaterThan(0);
      expect(['active', 'canceled', 'incomplete', 'past_due']).toContain(subscription.stripe_status);
    }

    // As the owner's own session reads them.
    const me = (await (await loginAs(testApp().app, 'owner@demo.test')).client.get('/v1/account/me')).json();
    const own = (me.permissions as string[]).filter((p) => p !== 'AUTHENTICATED').sort();
    expect(detail.permissions).toEqual(own);

    expect(detail.polls.length).toBe(Math.min(5, detail.counts.polls));
    const times = detail.polls.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(detail.quizzes.length).toBe(Math.min(5, detail.counts.quizzes));

    // The newest collections and forms, for the links into the Tools app.
    for (const [table, listed] of [
      [collections, detail.collections],
      [forms, detail.forms],
    ] as const) {
      const rows = await db
        .select({ id: table.id, title: table.title, createdAt: table.createdAt })
        .from(table)
        .where(eq(table.userId, ownerId))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(5);
      expect(listed).toEqual(
        rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() })),
      );
    }
  });

  it('links a Stripe customer to the dashboard in the mode of the key', async () => {
    const { providerCustomerOf } = await import('../../src/modules/admin-users/provider-customer');
    const customer = { id: 9, customerId: 'cus_1' };
    expect(
      providerCustomerOf({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }, customer)
        .dashboard_url,
    ).toBe('https://dashboard.stripe.com/test/customers/cus_1');
    expect(
      providerCustomerOf({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' }, customer)
        .dashboard_url,
    ).toBe('https://dashboard.stripe.com/customers/cus_1');
    expect(
      providerCustomerOf({ PAYMENT_GATEWAY: 'stripe' }, { id: 9, customerId: null }).dashboard_url,
    ).toBeNull();
    expect(
      providerCustomerOf({ PAYMENT_GATEWAY: 'sandbox' }, { id: 9, customerId: null }).dashboard_url,
    ).toBeNull();
  });

  it('shows a suspended account as suspended, with the store only', async () => {
    const { db } = testApp();
    const id = await userIdOf(db, 'suspended@demo.test');
    const detail = (await detailOf('admin@demo.test', `/v1/user/${id}`)).json();
    expect(detail.state).toBe('suspended');
    expect(detail.permissions).toEqual(['MODULE_MARKETPLACE.VIEW']);
  });

  it('404 for an unknown id and for a deleted account', async () => {
    const { db, clock } = testApp();
    const unknown = await detailOf('support@demo.test', '/v1/user/2147483647');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'not_found' });

    const [tombstone] = await db
      .insert(users)
      .values({
        email: 'gone@detail.test',
        passwordHash: 'not-a-hash',
        firstname: 'Gone',
        lastname: 'Away',
        deletedAt: clock.now(),
      })
      .returning({ id: users.id });
    const deleted = await detailOf('support@demo.test', `/v1/user/${tombstone!.id}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toEqual(expect.any(String));
  });

  it('422 for an id that is not a whole number or beyond an integer', async () => {
    for (const id of ['abc', '0', '1.5', '2147483648']) {
      const response = await detailOf('support@demo.test', `/v1/user/${id}`);
      expect(response.statusCode, id).toBe(422);
      expect(response.json()).toMatchObject({ status: 'validation_failed' });
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    }
  });

  /** Spec §2: the user detail needs edit users (decision 0058: Support and Administrator). */
  const MAY_OPEN: Record<string, boolean> = {
    'admin@demo.test': true,
    'support@demo.test': true,
    'finance@demo.test': false,
    'owner@demo.test': false,
    'client@demo.test': false,
  };
  for (const [email, allowed] of Object.entries(MAY_OPEN)) {
    it(`${email}: ${allowed ? 'opens it' : '403'}`, async () => {
      const ownerId = await userIdOf(testApp().db, 'owner@demo.test');
      const response = await detailOf(email, `/v1/user/${ownerId}`);
      expect(response.statusCode).toBe(allowed ? 200 : 403);
      if (!allowed) expect(response.json().status).toBe('forbidden');
    });
  }

  it('anonymous: 401', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/user/1' });
    expect(response.statusCode).toBe(401);
  });
});
