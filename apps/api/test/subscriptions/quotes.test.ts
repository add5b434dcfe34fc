import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, coupons, invoices, subscriptions } from '../../src/db/schema/index';
import { ManualClock } from '../../src/platform/clock';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';
import {
  AUSTRIAN_BILLING,
  buyerWithCard,
  registerBuyer,
  saveBilling,
  TOOLS_CORPORATE_YEAR,
  TOOLS_ENTERPRISE_MONTH,
} from './buyer';

// The clock stands still unless a test moves it: a quote and the charge after it see one instant.
const frozen = new Date();
const testApp = useTestApp({ clock: new ManualClock({ now: () => frozen }) });
const DAY = 86_400_000;

const PURCHASE_QUOTE = '/v1/subscription/upgrade/quote';
const QUANTITY_QUOTE = '/v1/subscription/quantity/quote';

/** The invoice a charge of the ledger recorded, and what the charge took. */
async function chargedInvoice(chargeId: string) {
  const { db } = testApp();
  const [charge] = await db.select().from(charges).where(eq(charges.id, chargeId));
  expect(charge?.status).toBe('recorded');
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, charge!.invoiceId!));
  return { charge: charge!, invoice: invoice! };
}

async function buy(client: TestClient, order: object) {
  const response = await client.post('/v1/subscription/upgrade', order);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.subscriptionId as string;
}

describe('POST /v1/subscription/upgrade/quote', () => {
  it('quotes Tools Enterprise with WELCOME10 as the purchase then charges and invoices it, writing nothing', async () => {
    const { app, db, clock } = testApp();
    const { client } = await buyerWithCard(app);
    const redeemed = async () =>
      (await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]?.timesRedeemed;
    const before = await redeemed();
    const response = await client.post(PURCHASE_QUOTE, {
      ...TOOLS_ENTERPRISE_MONTH,
      quantity: 2,
      couponCode: 'welcome10',
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json().data;
    // 2 × 250.00 − 10 % = 450.00 net, 20 % Austrian VAT = 90.00, 540.00 charged at once.
    expect(quote).toEqual({
      currency: 'eur',
      subtotal: 50_000,
      discount: 5_000,
      proration: 0,
      net: 45_000,
      tax: { amount: 9_000, rate: 2000, reason: 'domestic' },
      gross: 54_000,
      dueNow: 54_000,
      period: {
        start: clock.now().toISOString(),
        end: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      // WELCOME10 discounts the first invoice only; every renewal after it is the full 500.00.
      recurring: { discountedNet: 45_000, discountedInvoices: 1, net: 50_000 },
    });
    // Nothing was reserved, redeemed or written.
    const me = (await client.get('/v1/account/me')).json();
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, me.id))).toEqual([]);
    expect(await db.select().from(charges).where(eq(charges.userId, me.id))).toEqual([]);
    expect(await redeemed()).toBe(before);

    const subscriptionId = await buy(client, {
      ...TOOLS_ENTERPRISE_MONTH,
      quantity: 2,
      couponCode: 'welcome10',
    });
    const { charge, invoice } = await chargedInvoice(`purchase-${subscriptionId}`);
    expect(charge.amount).toBe(quote.dueNow);
    expect(invoice).toMatchObject({
      net: 45_000,
      tax: 9_000,
      gross: 54_000,
      taxRate: 2000,
      taxMode: 'domestic',
    });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(row?.currentPeriodEnd.toISOString()).toBe(quote.period.end);
  });

  it('says what the invoices after the first come to, as long as each kind of coupon lasts', async () => {
    const { app, db } = testApp();
    const { client } = await buyerWithCard(app);
    const recurring = async (order: object) => {
      const response = await client.post(PURCHASE_QUOTE, order);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.recurring;
    };
    const threeMonthly = { ...TOOLS_ENTERPRISE_MONTH, quantity: 3 };
    expect(await recurring(threeMonthly)).toEqual({
      discountedNet: 75_000,
      discountedInvoices: 0,
      net: 75_000,
    });
    expect(await recurring({ ...threeMonthly, couponCode: 'WELCOME10' })).toEqual({
      discountedNet: 67_500,
      discountedInvoices: 1,
      net: 75_000,
    });
    // Yearly: the first year discounted, then 230.00 × 12 a year.
    expect(
      await recurring({
        ...threeMonthly,
        plan: 'tools-enterprise-year-eur',
        interval: 'year',
        couponCode: 'WELCOME10',
      }),
    ).toEqual({ discountedNet: 745_200, discountedInvoices: 1, net: 828_000 });
    // A coupon that never ends discounts every invoice.
    expect(await recurring({ ...threeMonthly, couponCode: 'PARTNER25' })).toEqual({
      discountedNet: 56_250,
      discountedInvoices: null,
      net: 56_250,
    });
    // A repeating coupon: its months, or the years that cover them.
    await db.insert(coupons).values({
      code: 'SPRING3',
      name: 'Spring',
      percentOff: 20,
      duration: 'repeating',
      durationMonths: 3,
    });
    expect(await recurring({ ...threeMonthly, couponCode: 'SPRING3' })).toEqual({
      discountedNet: 60_000,
      discountedInvoices: 3,
      net: 75_000,
    });
  });

  it('credits the unused part of the plan an upgrade replaces, as the upgrade does', async () => {
    const { app, clock } = testApp();
    const { client } = await buyerWithCard(app);
    await buy(client, TOOLS_ENTERPRISE_MONTH);
    clock.advance(12 * DAY);
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const corporate = { plan: 'tools-corporate-month-eur', productId: 2, interval: 'month', quantity: 1 };
    const quote = (await client.post(PURCHASE_QUOTE, corporate)).json().data;
    expect(quote.subtotal).toBe(45_000);
    expect(quote.proration).toBeLessThan(-12_000);
    expect(quote.proration).toBeGreaterThan(-16_000);
    expect(quote.net).toBe(45_000 + quote.proration);

    const subscriptionId = await buy(client, corporate);
    const { charge, invoice } = await chargedInvoice(`purchase-${subscriptionId}`);
    expect(charge.amount).toBe(quote.dueNow);
    expect(invoice).toMatchObject({ net: quote.net, tax: quote.tax.amount, gross: quote.gross });
  });

  it.each([
    [
      'an EU business with a VAT id in another member state',
      'DE',
      'Berlin AG',
      'DE136695976',
      'reverse_charge',
      0,
    ],
    ['a consumer in another member state', 'DE', '', '', 'destination', 1900],
    ['a consumer in France', 'FR', '', '', 'destination', 2000],
    ['a buyer outside the EU', 'US', '', '', 'export', 0],
  ])('taxes %s as the invoice does', async (_, country, company, vatid, reason, rate) => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    await saveBilling(client, { ...AUSTRIAN_BILLING, country, company, vatid, no_vat_id: !vatid });
    const quote = (await client.post(PURCHASE_QUOTE, TOOLS_ENTERPRISE_MONTH)).json().data;
    expect(quote.tax).toEqual({ amount: Math.floor((25_000 * rate + 5000) / 10_000), rate, reason });
    expect(quote.gross).toBe(25_000 + quote.tax.amount);

    const subscriptionId = await buy(client, TOOLS_ENTERPRISE_MONTH);
    const { charge, invoice } = await chargedInvoice(`purchase-${subscriptionId}`);
    expect(charge.amount).toBe(quote.dueNow);
    expect(invoice).toMatchObject({ net: 25_000, tax: quote.tax.amount, taxRate: rate, taxMode: reason });
  });

  it('quotes in the currency of the plan', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const response = await client.post(PURCHASE_QUOTE, {
      ...TOOLS_ENTERPRISE_MONTH,
      plan: 'tools-enterprise-month-usd',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.currency).toBe('usd');
  });

  it('quotes before invoice data and a payment method exist: the payment dialog asks for them later', async () => {
    const { app } = testApp();
    const { client } = await registerBuyer(app);
    const response = await client.post(PURCHASE_QUOTE, TOOLS_ENTERPRISE_MONTH);
    expect(response.statusCode, response.body).toBe(200);
    // No country on file: taxed as domestic, as an invoice would be.
    expect(response.json().data.tax).toEqual({ amount: 5_000, rate: 2000, reason: 'domestic' });
  });

  it('refuses every bad order with the status, message and field errors of the purchase itself', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const same = async (order: object, statusCode: number, status: string) => {
      const quote = await client.post(PURCHASE_QUOTE, order);
      const purchase = await client.post('/v1/subscription/upgrade', order);
      expect(quote.statusCode, quote.body).toBe(statusCode);
      expect(quote.json().status).toBe(status);
      expect(purchase.statusCode).toBe(quote.statusCode);
      expect(purchase.json()).toEqual(quote.json());
    };
    await same({ ...TOOLS_ENTERPRISE_MONTH, plan: 'no-such-plan' }, 404, 'plan_not_found');
    await same(
      { ...TOOLS_ENTERPRISE_MONTH, plan: 'tools-contracted-month-eur', productId: 6 },
      404,
      'plan_not_found',
    );
    await same({ ...TOOLS_ENTERPRISE_MONTH, productId: 4 }, 404, 'plan_not_found');
    await same({ ...TOOLS_ENTERPRISE_MONTH, couponCode: 'EXPIRED20' }, 404, 'invalid_coupon');
    await same({ ...TOOLS_ENTERPRISE_MONTH, couponCode: 'NOPE' }, 404, 'invalid_coupon');
    await same({ ...TOOLS_ENTERPRISE_MONTH, payByInvoice: true }, 422, 'invoice_requires_yearly');
    for (const quantity of [0, 10_001, 1.5, '2'])
      await same({ ...TOOLS_ENTERPRISE_MONTH, quantity }, 422, 'validation_failed');
    await same({ ...TOOLS_ENTERPRISE_MONTH, interval: 'week' }, 422, 'validation_failed');
    // 10,000 licences at 250.00 is more than one payment may carry.
    await same({ ...TOOLS_ENTERPRISE_MONTH, quantity: 10_000 }, 422, 'amount_too_large');
    // With PARTNER25 the first invoice of 4,000 licences fits (900,000.00), their renewals do not.
    await same(
      { ...TOOLS_ENTERPRISE_MONTH, quantity: 4_000, couponCode: 'PARTNER25' },
      422,
      'amount_too_large',
    );
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);

    await buy(client, TOOLS_ENTERPRISE_MONTH);
    await same(TOOLS_ENTERPRISE_MONTH, 409, 'product_already_active');
    await buy(client, TOOLS_CORPORATE_YEAR);
    await same(
      { plan: 'dmp-enterprise-month-eur', productId: 4, interval: 'month', quantity: 1 },
      409,
      'corporate_plan',
    );
  });

  it('is for those who may buy: 401 signed out, 403 without the store, as the purchase', async () => {
    const { app } = testApp();
    const basic = await loginAs(app, 'client@demo.test');
    for (const url of [PURCHASE_QUOTE, '/v1/subscription/upgrade']) {
      const response = await basic.client.post(url, TOOLS_ENTERPRISE_MONTH);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().status).toBe('forbidden');
    }
    const { client } = await registerBuyer(app);
    await client.post('/v1/logout');
    expect((await client.post(PURCHASE_QUOTE, TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(401);
  });
});

describe('POST /v1/subscription/quantity/quote', () => {
  async function subscribed(order: object = TOOLS_ENTERPRISE_MONTH) {
    const { app } = testApp();
    const buyer = await buyerWithCard(app);
    return { ...buyer, subscriptionId: await buy(buyer.client, order) };
  }

  it('quotes the added licences for the rest of the period with VAT, as the change charges and invoices them', async () => {
    const { db, clock } = testApp();
    const { client, subscriptionId } = await subscribed({
      ...TOOLS_ENTERPRISE_MONTH,
      couponCode: 'PARTNER25',
    });
    clock.advance(10 * DAY);
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const response = await client.post(QUANTITY_QUOTE, { subscriptionId, quantity: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json().data;
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(quote).toMatchObject({
      currency: 'eur',
      subtotal: 0,
      discount: 0,
      tax: { rate: 2000, reason: 'domestic' },
      period: { start: clock.now().toISOString(), end: sub!.currentPeriodEnd.toISOString() },
      // PARTNER25 runs for good: 3 × 250.00 − 25 % each month, 375.00 more than today.
      renewal: { net: 56_250, difference: 37_500 },
    });
    // Two licences less 25 % for about two thirds of the month.
    expect(quote.proration).toBeGreaterThan(22_000);
    expect(quote.proration).toBeLessThan(28_000);
    expect(quote.net).toBe(quote.proration);
    expect(quote.gross).toBe(quote.net + quote.tax.amount);
    expect(quote.dueNow).toBe(quote.gross);
    const quantityCharges = async () =>
      (await db.select().from(charges).where(eq(charges.subscriptionId, subscriptionId))).filter(
        (row) => row.purpose === 'quantity',
      );
    expect(await quantityCharges()).toEqual([]);

    const changed = await client.put('/v1/subscription/quantity', { subscriptionId, quantity: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    const [charged] = await quantityCharges();
    const { charge, invoice } = await chargedInvoice(charged!.id);
    expect(charge.amount).toBe(quote.dueNow);
    expect(invoice).toMatchObject({
      net: quote.net,
      tax: quote.tax.amount,
      gross: quote.gross,
      taxMode: 'domestic',
    });
    expect(changed.json().data.total).toBe(quote.renewal.net);
  });

  it('taxes a reverse-charge buyer at 0 % with its reason', async () => {
    const { client, subscriptionId } = await subscribed();
    await saveBilling(client, {
      ...AUSTRIAN_BILLING,
      country: 'GR',
      company: 'Athens SA',
      vatid: 'EL094259216',
      no_vat_id: false,
    });
    const quote = (await client.post(QUANTITY_QUOTE, { subscriptionId, quantity: 2 })).json().data;
    expect(quote.tax).toEqual({ amount: 0, rate: 0, reason: 'reverse_charge' });
    expect(quote.gross).toBe(quote.net);
  });

  it('refuses what the change refuses, with the same status, message and field errors', async () => {
    const { client, subscriptionId } = await subscribed();
    const same = async (body: object, statusCode: number, status: string) => {
      const quote = await client.post(QUANTITY_QUOTE, body);
      const change = await client.put('/v1/subscription/quantity', body);
      expect(quote.statusCode, quote.body).toBe(statusCode);
      expect(quote.json().status).toBe(status);
      expect(change.statusCode).toBe(quote.statusCode);
      expect(change.json()).toEqual(quote.json());
    };
    await same({ subscriptionId, quantity: 1 }, 422, 'only_higher_than');
    for (const quantity of [0, 10_001, 2.5, null])
      await same({ subscriptionId, quantity }, 422, 'validation_failed');
    await same({ subscriptionId, quantity: 10_000 }, 422, 'amount_too_large');
    await same({ subscriptionId: 'sub_unknown', quantity: 2 }, 404, 'subscription_not_found');
    await same({ quantity: 2 }, 422, 'validation_failed');

    const corporate = await subscribed(TOOLS_CORPORATE_YEAR);
    const quote = await corporate.client.post(QUANTITY_QUOTE, {
      subscriptionId: corporate.subscriptionId,
      quantity: 5,
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().status).toBe('corporate_plan');
  });

  it("refuses another account's subscription exactly as the change does", async () => {
    const { app } = testApp();
    const { subscriptionId } = await subscribed();
    const other = await loginAs(app, 'owner@demo.test');
    const quote = await other.client.post(QUANTITY_QUOTE, { subscriptionId, quantity: 9 });
    const change = await other.client.put('/v1/subscription/quantity', { subscriptionId, quantity: 9 });
    expect(quote.statusCode).toBe(404);
    expect(quote.json()).toEqual(change.json());
    expect(quote.json().status).toBe('subscription_not_found');
  });

  it('is for those who may manage subscriptions, as the change', async () => {
    const { app } = testApp();
    const { subscriptionId } = await subscribed();
    const basic = await loginAs(app, 'client@demo.test');
    const quote = await basic.client.post(QUANTITY_QUOTE, { subscriptionId, quantity: 2 });
    const change = await basic.client.put('/v1/subscription/quantity', { subscriptionId, quantity: 2 });
    expect(quote.statusCode).toBe(403);
    expect(quote.json()).toEqual(change.json());
  });
});
