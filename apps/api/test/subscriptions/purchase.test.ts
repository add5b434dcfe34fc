import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  coupons,
  invoiceLines,
  invoices,
  payments,
  subscriptionPauses,
  subscriptions,
} from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import {
  addCard,
  answerChallenge,
  buyerWithCard,
  CARDS,
  registerBuyer,
  saveBilling,
  TOOLS_CORPORATE_YEAR,
  TOOLS_ENTERPRISE_MONTH,
} from './buyer';

const testApp = useTestApp();

async function invoicesOf(client: Awaited<ReturnType<typeof registerBuyer>>['client']) {
  const response = await client.get('/v1/invoice/all');
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { number: string; amount: number; status: string; clientSecret: string | null }[];
  }>().data;
}

describe('POST /v1/subscription/upgrade', () => {
  it('buys Tools Enterprise monthly with WELCOME10: charged at once, active, one paid invoice', async () => {
    const { app, db } = testApp();
    const { client } = await buyerWithCard(app);
    const response = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      couponCode: 'welcome10',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('active');
    expect(body.message).toBe('Your subscription Tools Enterprise is active.');
    expect(body.data.paymentIntentClientSecret).toBeNull();
    expect(body.data.subscription).toMatchObject({
      name: 'Tools Enterprise',
      product_id: 1,
      status: 'active',
      quantity: 1,
      interval: 'month',
      currency: 'eur',
      price: 25000,
      is_metered: '1',
      onGracePeriod: false,
      ends_at: null,
    });
    // A once-coupon discounts the first invoice only: the next renewal is the full price.
    expect(body.data.subscription.total).toBe(25000);

    const list = (await client.get('/v1/subscription/all')).json().data;
    expect(list.map((s: { id: string }) => s.id)).toEqual([body.data.subscriptionId]);
    expect((await client.get('/v1/product/active')).json().data).toEqual([1]);

    const [invoice] = await invoicesOf(client);
    // 250.00 − 10 % = 225.00 net, 20 % Austrian VAT = 45.00, 270.00 charged.
    expect(invoice).toMatchObject({ amount: 27000, status: 'paid', clientSecret: null });
    const [row] = await db.select().from(invoices).where(eq(invoices.number, invoice!.number));
    expect(row).toMatchObject({ net: 22500, tax: 4500, gross: 27000, taxMode: 'domestic' });
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row!.id));
    expect(lines.map((l) => [l.kind, l.amount])).toEqual([
      ['subscription', 25000],
      ['discount', -2500],
    ]);
    const paid = await db.select().from(payments).where(eq(payments.invoiceId, row!.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 27000, status: 'succeeded' });
  });

  it('answers incomplete for a 3-D Secure card; complete after the challenge makes it active', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app, CARDS.always3ds);
    const response = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(response.statusCode, response.body).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe('incomplete');
    expect(data.paymentIntent).toMatch(/^pi_/);
    expect(data.paymentMethodId).toMatch(/^pm_/);
    expect(data.paymentIntentClientSecret).toContain('_secret_');
    expect(data.subscription.status).toBe('incomplete');
    const [open] = await invoicesOf(client);
    expect(open).toMatchObject({ status: 'open', clientSecret: data.paymentIntentClientSecret });

    // Before the challenge is answered nothing is confirmed yet.
    const early = await client.put('/v1/subscription/complete', { subscriptionId: data.subscriptionId });
    expect(early.statusCode).toBe(402);
    expect(early.json()).toMatchObject({
      status: 'authentication_failed',
      message: '3D secure check failed. Please try again.',
    });

    await answerChallenge(client, data.paymentIntent, data.paymentIntentClientSecret, 'complete');
    const completed = await client.put('/v1/subscription/complete', { subscriptionId: data.subscriptionId });
    expect(completed.statusCode, completed.body).toBe(200);
    const done = completed.json();
    expect(done.subscriptions.map((s: { status: string }) => s.status)).toEqual(['active']);
    expect(done.account.hasSubscriptions).toBe(true);
    expect((await invoicesOf(client))[0]).toMatchObject({ status: 'paid', clientSecret: null });
  });

  it('undoes the purchase when the 3-D Secure challenge fails: nothing remains', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app, CARDS.always3ds);
    const { data } = (await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json();
    await answerChallenge(client, data.paymentIntent, data.paymentIntentClientSecret, 'fail');
    const completed = await client.put('/v1/subscription/complete', { subscriptionId: data.subscriptionId });
    expect(completed.statusCode).toBe(402);
    expect(completed.json().message).toBe('3D secure check failed. Please try again.');
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);
    expect(await invoicesOf(client)).toEqual([]);
    // The product can be bought again.
    await addCard(client, CARDS.ok);
    expect((await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(200);
  });

  it.each([
    [CARDS.declined, 'Your payment was declined. Please use another payment method.'],
    [
      CARDS.insufficientFunds,
      'Your payment was declined because of insufficient funds. Please use another payment method.',
    ],
  ])('refuses a declined card (%s) and creates nothing', async (card, message) => {
    const { app, db } = testApp();
    const { client } = await buyerWithCard(app, card);
    const response = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      couponCode: 'WELCOME10',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ status: 'payment_declined', message });
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);
    expect(await invoicesOf(client)).toEqual([]);
    const me = (await client.get('/v1/account/me')).json();
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(rows).toEqual([]);
  });

  it('upgrades Enterprise to Corporate: the old one ends and its unused time is credited', async () => {
    const { app, db, clock } = testApp();
    const { client } = await buyerWithCard(app);
    const first = (await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json().data;
    clock.advance(15 * 86_400_000);
    // The access token expired meanwhile; the browser would refresh it.
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    // A pause planned for the old one ends with it: the upgrade is not paused (decision 0085).
    const paused = await client.put('/v1/subscription/pause', {
      subscriptionId: first.subscriptionId,
      months: 1,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const response = await client.post('/v1/subscription/upgrade', {
      plan: 'tools-corporate-month-eur',
      productId: 2,
      interval: 'month',
      quantity: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = (await client.get('/v1/subscription/all')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Tools Corporate', product_id: 2, status: 'active', pause: null });
    const [old] = await db.select().from(subscriptions).where(eq(subscriptions.id, first.subscriptionId));
    expect(old).toMatchObject({ status: 'ended', replacedById: response.json().data.subscriptionId });
    const [pause] = await db
      .select()
      .from(subscriptionPauses)
      .where(eq(subscriptionPauses.subscriptionId, first.subscriptionId));
    expect(pause?.endedEarlyAt).toEqual(old?.endedAt);
    const [newest] = await invoicesOf(client);
    const [row] = await db.select().from(invoices).where(eq(invoices.number, newest!.number));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row!.id));
    const credit = lines.find((line) => line.kind === 'proration');
    // About half of the 250.00 month was left.
    expect(credit?.amount).toBeLessThan(-11_000);
    expect(credit?.amount).toBeGreaterThan(-14_000);
    expect(row!.net).toBe(45_000 + (credit?.amount ?? 0));
  });

  it('keeps the old subscription while an upgrade waits for 3-D Secure; a failed challenge leaves it running', async () => {
    const { app, db, clock } = testApp();
    const { client } = await buyerWithCard(app);
    const first = (await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json().data;
    await addCard(client, CARDS.always3ds);
    clock.advance(10 * 86_400_000);
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const redeemed = async () =>
      (await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]?.timesRedeemed;
    const redeemedBefore = await redeemed();
    const invoicesBefore = await invoicesOf(client);
    const corporate = { plan: 'tools-corporate-month-eur', productId: 2, interval: 'month', quantity: 1 };

    const pending = (
      await client.post('/v1/subscription/upgrade', { ...corporate, couponCode: 'WELCOME10' })
    ).json();
    expect(pending.status).toBe('incomplete');
    // While the bank asks, the successor is what the customer sees; the old one still runs.
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([
      expect.objectContaining({ name: 'Tools Corporate', status: 'incomplete' }),
    ]);
    const oldRow = async () =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, first.subscriptionId)))[0];
    expect(await oldRow()).toMatchObject({ status: 'active', replacedById: pending.data.subscriptionId });
    expect(await redeemed()).toBe((redeemedBefore ?? 0) + 1);

    await answerChallenge(client, pending.data.paymentIntent, pending.data.paymentIntentClientSecret, 'fail');
    const refused = await client.put('/v1/subscription/complete', {
      subscriptionId: pending.data.subscriptionId,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('3D secure check failed. Please try again.');
    // As before the attempt: Enterprise runs, no new invoice, the coupon redeemable again.
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([
      expect.objectContaining({ id: first.subscriptionId, name: 'Tools Enterprise', status: 'active' }),
    ]);
    expect(await oldRow()).toMatchObject({ status: 'active', replacedById: null });
    expect(await invoicesOf(client)).toEqual(invoicesBefore);
    expect(await redeemed()).toBe(redeemedBefore);

    // Passing the challenge the next time ends the old subscription only then.
    const retry = (await client.post('/v1/subscription/upgrade', corporate)).json();
    expect(retry.status).toBe('incomplete');
    await answerChallenge(client, retry.data.paymentIntent, retry.data.paymentIntentClientSecret, 'complete');
    const done = await client.put('/v1/subscription/complete', { subscriptionId: retry.data.subscriptionId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().subscriptions).toEqual([
      expect.objectContaining({ name: 'Tools Corporate', status: 'active' }),
    ]);
    expect(await oldRow()).toMatchObject({ status: 'ended', replacedById: retry.data.subscriptionId });
  });

  it('refuses what spec §4 forbids, each with its status, and changes nothing', async () => {
    const { app } = testApp();
    const { client } = await registerBuyer(app);
    const refuse = async (body: object, statusCode: number, status: string) => {
      const response = await client.post('/v1/subscription/upgrade', body);
      expect(response.statusCode, response.body).toBe(statusCode);
      expect(response.json().status).toBe(status);
      return response.json();
    };
    expect((await refuse(TOOLS_ENTERPRISE_MONTH, 422, 'billing_data_missing')).message).toBeTruthy();
    await saveBilling(client);
    await refuse(TOOLS_ENTERPRISE_MONTH, 422, 'payment_method_missing');
    await refuse({ ...TOOLS_ENTERPRISE_MONTH, payByInvoice: true }, 422, 'invoice_requires_yearly');
    await refuse({ ...TOOLS_ENTERPRISE_MONTH, quantity: 0 }, 422, 'validation_failed');
    await refuse({ ...TOOLS_ENTERPRISE_MONTH, plan: 'no-such-plan' }, 404, 'plan_not_found');
    await refuse(
      { ...TOOLS_ENTERPRISE_MONTH, plan: 'tools-contracted-month-eur', productId: 6 },
      404,
      'plan_not_found',
    );
    await refuse({ ...TOOLS_ENTERPRISE_MONTH, productId: 4 }, 404, 'plan_not_found');
    await addCard(client);
    const invalid = await refuse(
      { ...TOOLS_ENTERPRISE_MONTH, couponCode: 'EXPIRED20' },
      404,
      'invalid_coupon',
    );
    expect(invalid.message).toBe('Your coupon code is invalid.');
    await refuse({ ...TOOLS_ENTERPRISE_MONTH, couponCode: 'NOPE' }, 404, 'invalid_coupon');
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);

    expect((await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(200);
    await refuse(TOOLS_ENTERPRISE_MONTH, 409, 'product_already_active');
    // Paying by invoice ends for good once a payment method exists.
    await refuse(
      { plan: 'dmp-enterprise-year-eur', productId: 4, interval: 'year', quantity: 1, payByInvoice: true },
      422,
      'invoice_requires_yearly',
    );
  });

  it('lets a Corporate holder buy nothing more', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    expect((await client.post('/v1/subscription/upgrade', TOOLS_CORPORATE_YEAR)).statusCode).toBe(200);
    const response = await client.post('/v1/subscription/upgrade', {
      plan: 'dmp-enterprise-month-eur',
      productId: 4,
      interval: 'month',
      quantity: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().status).toBe('corporate_plan');
  });

  it('sells a yearly plan on invoice to an account without payment method: active, invoice open', async () => {
    const { app } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client);
    const response = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_CORPORATE_YEAR,
      payByInvoice: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.subscription).toMatchObject({
      status: 'active',
      pay_by_invoice: true,
      interval: 'year',
    });
    const [invoice] = await invoicesOf(client);
    // 410.00 x 12 = 4,920.00 net + 20 % VAT.
    expect(invoice).toMatchObject({ status: 'open', amount: 590_400, clientSecret: null });
    const me = (await client.get('/v1/account/me')).json();
    expect(me).toMatchObject({ card_brand: 'invoice', hasOpenPayments: true, hasSubscriptions: true });
  });

  it('answers 503 with the provider sentence while the gateway is down, and creates nothing', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const staff = await loginAs(app, 'admin@demo.test');
    expect((await staff.client.put('/v1/sandbox/availability', { available: false })).statusCode).toBe(200);
    try {
      const response = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'gateway_unavailable',
        message:
          'Our payment service provider is currently unavailable. Please try again later or contact support.',
      });
      expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);
    } finally {
      await staff.client.put('/v1/sandbox/availability', { available: true });
    }
  });
});
