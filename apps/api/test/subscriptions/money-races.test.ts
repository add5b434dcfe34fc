import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { invoices, subscriptions, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { auditBooks, gatewayIntents, slowCharges } from './books';
import { buyerWithCard, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();

async function subscribed() {
  const { app } = testApp();
  const buyer = await buyerWithCard(app);
  const response = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(response.statusCode, response.body).toBe(200);
  return { ...buyer, subscriptionId: response.json().data.subscriptionId as string };
}

async function chargesOf(email: string) {
  const { db } = testApp();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return (await gatewayIntents(db)).filter((intent) => intent.customerId === user?.providerCustomerId);
}

describe('concurrent licence changes', () => {
  let undo = () => {};
  afterEach(() => undo());
  const overlap = () => {
    undo = slowCharges(testApp().deps.gateway, 150);
  };

  it('charges once when 1→2 and 1→3 arrive together: the loser is refused before money moves', async () => {
    const { db } = testApp();
    const { client, email, subscriptionId } = await subscribed();
    overlap();
    const answers = await Promise.all(
      [2, 3].map((quantity) => client.put('/v1/subscription/quantity', { subscriptionId, quantity })),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toMatchObject({
      status: 'change_in_progress',
      message: 'Another change to this subscription is being processed. Please try again in a minute.',
    });
    // The purchase and one licence change: two charges, each on its own paid invoice.
    const charged = await chargesOf(email);
    expect(charged.filter((intent) => intent.status === 'succeeded')).toHaveLength(2);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const issued = await db.select().from(invoices).where(eq(invoices.userId, user!.id));
    expect(issued.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    const quantity = (await client.get('/v1/subscription/all')).json().data[0].quantity;
    expect(quantity).toBe(ok[0]?.json().data.quantity);
  });

  it('charges once for 30 changes at once, and a later change goes through', async () => {
    const { db } = testApp();
    const { client, email, subscriptionId } = await subscribed();
    overlap();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        client.put('/v1/subscription/quantity', { subscriptionId, quantity: index + 2 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const seen = answers.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 160)}`).join('\n');
    expect(
      statuses.filter((status) => status === 200),
      seen,
    ).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(await chargesOf(email)).toHaveLength(2);
    expect((await auditBooks(db)).unrecorded).toEqual([]);
    const invoiceCount = (await client.get('/v1/invoice/all')).json().data.length;
    expect(invoiceCount).toBe(2);

    const current = (await client.get('/v1/subscription/all')).json().data[0].quantity as number;
    const later = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: current + 1 });
    expect(later.statusCode, later.body).toBe(200);
    expect(await chargesOf(email)).toHaveLength(3);
  });
});

describe('quantity bounds', () => {
  it('refuses more than 10,000 licences in the contract, naming the field, and charges nothing', async () => {
    const { client, email, subscriptionId } = await subscribed();
    for (const quantity of [10_001, 70_000, 2 ** 31 - 1]) {
      const response = await client.put('/v1/subscription/quantity', { subscriptionId, quantity });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 'validation_failed',
        errors: { quantity: ['The quantity may not be greater than 10000.'] },
      });
    }
    const german = await client.put(
      '/v1/subscription/quantity',
      { subscriptionId, quantity: 10_001 },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.json().errors.quantity).toEqual(['Anzahl darf höchstens 10000 sein.']);
    expect(await chargesOf(email)).toHaveLength(1);
  });

  it('refuses an order no single payment can carry before anything is charged', async () => {
    const { client, email, subscriptionId } = await subscribed();
    // 10,000 licences of Tools Enterprise for most of a month: about 2.5 million euros with tax.
    const response = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: 10_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'amount_too_large' });
    expect(await chargesOf(email)).toHaveLength(1);
    expect((await client.get('/v1/subscription/all')).json().data[0].quantity).toBe(1);
  });

  it('refuses a licence change whose renewals no single payment could carry, however small the difference', async () => {
    const { clock, db } = testApp();
    const { client, email, subscriptionId } = await subscribed();
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    // Two hours before the renewal the difference for 9,999 more licences is about 9,000 euros, but
    // each renewal would then be 2.5 million.
    // The session is refreshed halfway, as a customer using the portal would: it lasts 30 days
    // from its last refresh, and a month bought in December runs 31.
    const untilRenewal = sub!.currentPeriodEnd.getTime() - 2 * 3_600_000 - clock.now().getTime();
    for (const step of [Math.floor(untilRenewal / 2), Math.ceil(untilRenewal / 2)]) {
      clock.advance(step);
      expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    }
    const response = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: 10_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'amount_too_large' });
    expect(await chargesOf(email)).toHaveLength(1);
  });
});
