import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, invoices, paymentMethods, subscriptions, users } from '../../src/db/schema/index';
import { chargeLeaseMs } from '../../src/modules/money/charge-ledger';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { auditBooks, crashAtGateway, gatewayIntents, until } from './books';
import { addCard, buyerWithCard, CARDS, signInAgain, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();
const DAY = 86_400_000;

async function accountOf(email: string) {
  const [user] = await testApp().db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user;
}

async function subscribedBuyer() {
  const buyer = await buyerWithCard(testApp().app);
  const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(bought.statusCode, bought.body).toBe(200);
  return { ...buyer, subscriptionId: bought.json().data.subscriptionId as string };
}

/** After the crash the process restarts: a billing cycle once the dead process's leases ran out. */
async function restartAndSweep() {
  const { clock, deps } = testApp();
  clock.advance(chargeLeaseMs(deps.config) + 1000);
  return runBillingCycle(deps);
}

async function expectBooksBalanced() {
  const books = await auditBooks(testApp().db);
  expect(books.unrecorded, 'every charge at the gateway has exactly one payment row').toEqual([]);
  expect(books.unpayable, 'no open invoice is left that nothing collects').toEqual([]);
  expect(books.reserved, 'no charge is left half-done').toEqual([]);
}

describe('a crash between charge and record', () => {
  it('in the billing cycle: after the restart every renewal is collected once and recorded', async () => {
    const { clock, db, deps } = testApp();
    const buyers = [await subscribedBuyer(), await subscribedBuyer(), await subscribedBuyer()];
    await expectBooksBalanced();
    const customers = new Set<string | null>();
    for (const buyer of buyers) customers.add((await accountOf(buyer.email)).providerCustomerId);
    const chargesOfBuyers = async () =>
      (await gatewayIntents(db)).filter((intent) => customers.has(intent.customerId)).length;
    expect(await chargesOfBuyers()).toBe(3);
    clock.advance(31 * DAY);

    // The first renewal is charged and answered, the second charged and lost with the process, the
    // third never charged. Renewals are recorded together, so none of them is.
    const crash = crashAtGateway(deps.gateway, { answered: 1, chargesFirst: true });
    void runBillingCycle(deps).catch(() => {});
    await until(crash.crashed);
    crash.revive();
    expect((await auditBooks(db)).unrecorded).toHaveLength(2);

    const report = await restartAndSweep();
    // Every renewal the crashed cycle had reserved (others of this database's accounts too).
    expect(report.reconciled).toBeGreaterThanOrEqual(3);
    await expectBooksBalanced();
    // Three renewals, three more charges: none taken twice, none missing.
    expect(await chargesOfBuyers()).toBe(6);
    for (const buyer of buyers) {
      const signedIn = await signInAgain(testApp().app, buyer.email);
      const list = (await signedIn.get('/v1/invoice/all')).json().data as { status: string }[];
      expect(list.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    }
    // Another cycle changes nothing: the books stay as they are.
    expect((await runBillingCycle(deps)).reconciled).toBe(0);
    expect(await chargesOfBuyers()).toBe(6);
  });

  it('in a first purchase: the purchase is finished from the gateway record, charged once', async () => {
    const { app, db, deps } = testApp();
    const { client, email } = await buyerWithCard(app);
    const crash = crashAtGateway(deps.gateway, { chargesFirst: true });
    void client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    await until(crash.crashed);
    crash.revive();
    const account = await accountOf(email);
    // Charged, nothing recorded, and the reservation holds the product line.
    expect((await auditBooks(db)).unrecorded).toHaveLength(1);
    const again = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(again.statusCode).toBe(409);

    await restartAndSweep();
    await expectBooksBalanced();
    const list = (await client.get('/v1/subscription/all')).json().data;
    expect(list).toMatchObject([{ name: 'Tools Enterprise', status: 'active', quantity: 1 }]);
    const issued = await db.select().from(invoices).where(eq(invoices.userId, account.id));
    expect(issued.map((invoice) => invoice.status)).toEqual(['paid']);
    const charged = (await gatewayIntents(db)).filter((i) => i.customerId === account.providerCustomerId);
    expect(charged).toHaveLength(1);
  });

  it('before a first purchase reached the gateway: it is released and can be bought again', async () => {
    const { app, db, deps } = testApp();
    const { client, email } = await buyerWithCard(app);
    const crash = crashAtGateway(deps.gateway, { chargesFirst: false });
    void client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    await until(crash.crashed);
    crash.revive();
    expect((await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(409);

    await restartAndSweep();
    await expectBooksBalanced();
    const account = await accountOf(email);
    const [released] = await db.select().from(charges).where(eq(charges.userId, account.id));
    expect(released).toMatchObject({ purpose: 'purchase', status: 'released' });
    const bought = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    await expectBooksBalanced();
  });

  it('in a licence change: the change is recorded from the gateway record', async () => {
    const { db, deps } = testApp();
    const { client, subscriptionId } = await subscribedBuyer();
    const crash = crashAtGateway(deps.gateway, { chargesFirst: true });
    void client.put('/v1/subscription/quantity', { subscriptionId, quantity: 4 });
    await until(crash.crashed);
    crash.revive();
    expect((await auditBooks(db)).unrecorded).toHaveLength(1);
    const meanwhile = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: 5 });
    expect(meanwhile.json()).toMatchObject({ status: 'change_in_progress' });

    await restartAndSweep();
    await expectBooksBalanced();
    expect((await client.get('/v1/subscription/all')).json().data[0].quantity).toBe(4);
    const list = (await client.get('/v1/invoice/all')).json().data as { status: string }[];
    expect(list.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
  });
});

describe('the purchase undoes itself on the server', () => {
  it('removes a card saved for a declined purchase and gives the default back', async () => {
    const { app, db } = testApp();
    const { client, email } = await buyerWithCard(app);
    const account = await accountOf(email);
    const [first] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, account.id));
    await addCard(client, CARDS.declined);
    const methods = (await client.get('/v1/account/billing/payment-methods')).json().data;
    const saved = methods.find((method: { isDefault: boolean }) => method.isDefault);
    expect(saved.id).not.toBe(first?.id);

    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      savedPaymentMethodId: saved.id,
    });
    expect(refused.statusCode).toBe(402);
    const after = (await client.get('/v1/account/billing/payment-methods')).json().data;
    expect(after).toMatchObject([{ id: first?.id, isDefault: true }]);
  });

  it('removes a card saved for a purchase a rule refuses, but never an older or the last method', async () => {
    const { db } = testApp();
    const { client, email } = await subscribedBuyer();
    const account = await accountOf(email);
    const [first] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, account.id));
    // The only card of a subscribed account, named as if saved for a refused purchase: it stays.
    const hostile = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      savedPaymentMethodId: first?.id,
    });
    expect(hostile.statusCode).toBe(409);
    expect((await client.get('/v1/account/billing/payment-methods')).json().data).toHaveLength(1);

    await addCard(client, CARDS.ok);
    const methods = (await client.get('/v1/account/billing/payment-methods')).json().data;
    const saved = methods.find((method: { isDefault: boolean }) => method.isDefault);
    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      couponCode: 'NO-SUCH-COUPON',
      savedPaymentMethodId: saved.id,
    });
    expect(refused.statusCode).toBe(409);
    const after = (await client.get('/v1/account/billing/payment-methods')).json().data;
    expect(after).toMatchObject([{ id: first?.id, isDefault: true }]);
  });

  it('removes a card saved for a purchase whose 3-D Secure was never answered, when it expires', async () => {
    const { app, clock, db, deps } = testApp();
    const { client, email } = await buyerWithCard(app);
    const account = await accountOf(email);
    const [first] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, account.id));
    await addCard(client, CARDS.always3ds);
    const methods = (await client.get('/v1/account/billing/payment-methods')).json().data;
    const saved = methods.find((method: { isDefault: boolean }) => method.isDefault);
    const waiting = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      savedPaymentMethodId: saved.id,
    });
    expect(waiting.json()).toMatchObject({ status: 'incomplete' });
    // The tab was closed: nobody answers the bank. A day later the purchase expires.
    clock.advance(24 * 3_600_000);
    await runBillingCycle(deps);
    // The access token expired meanwhile; the browser would refresh it.
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, account.id));
    expect(sub?.status).toBe('ended');
    const after = (await client.get('/v1/account/billing/payment-methods')).json().data;
    expect(after).toMatchObject([{ id: first?.id, isDefault: true }]);
  });
});

describe('the billing clock', () => {
  it('starts a purchase made after time travel on the account clock: it does not renew at once', async () => {
    const { app, deps } = testApp();
    const { client, email } = await buyerWithCard(app);
    const account = await accountOf(email);
    const staff = await loginAs(app, 'admin@demo.test');
    const moved = await staff.client.post('/v1/sandbox/clock', { userId: account.id, days: 90 });
    expect(moved.statusCode, moved.body).toBe(200);
    const bought = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    await runBillingCycle(deps);
    const list = (await client.get('/v1/invoice/all')).json().data;
    expect(list).toHaveLength(1);
  });
});
