import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailOutbox, subscriptions } from '../../src/db/schema/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';
import {
  addCard,
  addSepa,
  answerChallenge,
  buyerWithCard,
  CARDS,
  IBANS,
  registerBuyer,
  saveBilling,
  signInAgain,
  TOOLS_ENTERPRISE_MONTH,
} from './buyer';

const testApp = useTestApp();
const DAY = 86_400_000;

// The demo seed's subscriptions would renew in these cycles too: this file counts its own buyers'.
beforeAll(async () => {
  await testApp().db.update(subscriptions).set({ status: 'ended' });
});

async function accountIdOf(client: TestClient): Promise<number> {
  return (await client.get('/v1/account/me')).json().id;
}

async function invoicesOf(accountId: number) {
  return testApp().db.select().from(invoices).where(eq(invoices.userId, accountId)).orderBy(asc(invoices.id));
}

async function subscriptionOf(accountId: number) {
  const [row] = await testApp().db.select().from(subscriptions).where(eq(subscriptions.userId, accountId));
  return row!;
}

/** Moves the clock and runs the billing cycle, as the minute job would. */
async function passTime(ms: number) {
  const { clock, deps } = testApp();
  clock.advance(ms);
  return runBillingCycle(deps);
}

describe('billing cycle on the injected clock', () => {
  it('subscribe → 12 renewals → cancel → grace period → ended', async () => {
    const { app } = testApp();
    const buyer = await buyerWithCard(app);
    let client = buyer.client;
    const bought = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      couponCode: 'WELCOME10',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const accountId = await accountIdOf(client);
    for (let month = 1; month <= 12; month += 1) {
      const report = await passTime(31 * DAY);
      expect(report.renewed).toBe(1);
    }
    const bills = await invoicesOf(accountId);
    expect(bills).toHaveLength(13);
    expect(bills.every((bill) => bill.status === 'paid')).toBe(true);
    // WELCOME10 discounts the first invoice only; renewals are 250.00 + 20 % VAT.
    expect(bills[0]!.gross).toBe(27_000);
    expect(bills.slice(1).every((bill) => bill.gross === 30_000)).toBe(true);
    // Numbers are unique and start again each year.
    expect(new Set(bills.map((bill) => bill.number)).size).toBe(13);
    expect(bills.some((bill) => bill.number.endsWith('-000001') && bill !== bills[0])).toBe(true);

    client = await signInAgain(app, buyer.email);
    const { subscriptionId } = bought.json().data;
    const canceled = await client.put('/v1/subscription/cancel', { subscriptionId });
    expect(canceled.statusCode).toBe(200);
    const endsAt = Date.parse(canceled.json().data.ends_at);
    const beforeEnd = await passTime(endsAt - testApp().clock.now().getTime() - DAY);
    expect(beforeEnd).toMatchObject({ renewed: 0, gracePeriodsEnded: 0 });
    expect((await subscriptionOf(accountId)).status).toBe('canceled');
    const afterEnd = await passTime(2 * DAY);
    expect(afterEnd).toMatchObject({ renewed: 0, gracePeriodsEnded: 1 });
    expect((await subscriptionOf(accountId)).status).toBe('ended');
    expect(await invoicesOf(accountId)).toHaveLength(13);
  });

  it('keeps a forever coupon on every renewal', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    await client.post('/v1/subscription/upgrade', { ...TOOLS_ENTERPRISE_MONTH, couponCode: 'PARTNER25' });
    const accountId = await accountIdOf(client);
    await passTime(31 * DAY);
    await passTime(31 * DAY);
    const bills = await invoicesOf(accountId);
    // 250.00 − 25 % = 187.50 net + 20 % VAT = 225.00, every time.
    expect(bills.map((bill) => bill.gross)).toEqual([22_500, 22_500, 22_500]);
  });

  it('a renewal that needs 3-D Secure waits for the customer, who completes it', async () => {
    const { app } = testApp();
    const buyer = await buyerWithCard(app, CARDS.always3ds);
    let client = buyer.client;
    const { data } = (await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json();
    await answerChallenge(client, data.paymentIntent, data.paymentIntentClientSecret, 'complete');
    expect(
      (await client.put('/v1/subscription/complete', { subscriptionId: data.subscriptionId })).statusCode,
    ).toBe(200);
    const accountId = await accountIdOf(client);

    await passTime(31 * DAY);
    expect((await subscriptionOf(accountId)).status).toBe('past_due');
    client = await signInAgain(app, buyer.email);
    expect((await client.get('/v1/subscription/all')).json().data[0].status).toBe('incomplete');
    const open = (await client.get('/v1/invoice/all')).json().data[0];
    expect(open).toMatchObject({ status: 'open', subscriptionId: data.subscriptionId });
    expect(open.clientSecret).toContain('_secret_');
    // The cycle enqueues the mail; its job renders it.
    await testApp().deps.jobs.drain();
    const mails = await testApp()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'payment-failed'));
    expect(mails.some((mail) => mail.subject === 'Payment for Tools Enterprise failed')).toBe(true);

    const intentId = open.clientSecret.split('_secret_')[0];
    await answerChallenge(client, intentId, open.clientSecret, 'complete');
    const completed = await client.put('/v1/subscription/complete', { subscriptionId: data.subscriptionId });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().subscriptions[0].status).toBe('active');
    expect((await client.get('/v1/invoice/all')).json().data[0].status).toBe('paid');
  });

  it('dunning retries on days 1, 3 and 7, mails each time, then ends the subscription', async () => {
    const { app, db } = testApp();
    const { client } = await buyerWithCard(app);
    await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    await addCard(client, CARDS.insufficientFunds);
    const accountId = await accountIdOf(client);
    const { email } = (await client.get('/v1/account/me')).json();

    // Just past the renewal, whatever the month's length: 31 days after a purchase on 28 November
    // is already the first retry day.
    const { currentPeriodEnd } = await subscriptionOf(accountId);
    await passTime(currentPeriodEnd.getTime() + 60_000 - testApp().clock.now().getTime());
    expect(await subscriptionOf(accountId)).toMatchObject({ status: 'past_due', dunningAttempts: 0 });
    const renewalDay = (await invoicesOf(accountId))[1]!.issuedAt.getTime();
    const untilDay = (days: number) => renewalDay + days * DAY + 1000 - testApp().clock.now().getTime();
    await passTime(untilDay(1) - 2000);
    expect((await subscriptionOf(accountId)).dunningAttempts).toBe(0);
    await passTime(2000);
    expect(await subscriptionOf(accountId)).toMatchObject({ status: 'past_due', dunningAttempts: 1 });
    await passTime(untilDay(3));
    expect(await subscriptionOf(accountId)).toMatchObject({ status: 'past_due', dunningAttempts: 2 });
    await passTime(untilDay(7));
    expect((await subscriptionOf(accountId)).status).toBe('ended');
    const renewal = (await invoicesOf(accountId))[1]!;
    expect(renewal.status).toBe('void');
    await testApp().deps.jobs.drain();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'payment-failed'), eq(mailOutbox.toAddress, 'berta@example.test')));
    expect(mails.length).toBeGreaterThanOrEqual(4);
    expect(mails.at(-1)?.subject).toBe('Your subscription Tools Enterprise has ended');
    expect(email).toContain('@example.test');
  });

  it('a SEPA debit settles after the delay; a failing IBAN starts dunning', async () => {
    const { app } = testApp();
    const good = await registerBuyer(app);
    await saveBilling(good.client);
    await addSepa(good.client, IBANS.ok);
    const bought = await good.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data.subscription.status).toBe('active');
    const goodId = await accountIdOf(good.client);
    expect((await invoicesOf(goodId))[0]!.status).toBe('open');
    expect((await passTime(61 * 60_000)).settled).toBeGreaterThanOrEqual(1);
    expect((await invoicesOf(goodId))[0]!.status).toBe('paid');

    const bad = await registerBuyer(app);
    await saveBilling(bad.client);
    await addSepa(bad.client, IBANS.fails);
    expect((await bad.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(200);
    const badId = await accountIdOf(bad.client);
    await passTime(61 * 60_000);
    expect((await subscriptionOf(badId)).status).toBe('past_due');
    expect((await invoicesOf(badId))[0]!.status).toBe('open');
    // SEPA payers never see incomplete.
    expect((await bad.client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const [overdue] = (await bad.client.get('/v1/subscription/all')).json().data;
    // … but the view says the renewal is overdue, so the card offers no change the API refuses.
    expect(overdue).toMatchObject({ status: 'active', payment_overdue: true });
    expect((await bad.client.put('/v1/subscription/cancel', { subscriptionId: overdue.id })).statusCode).toBe(
      409,
    );
    expect((await good.client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const settled = (await good.client.get('/v1/subscription/all')).json().data[0];
    expect(settled).toMatchObject({ status: 'active', payment_overdue: false });
  });
});

describe('a first purchase left waiting for 3-D Secure', () => {
  it('expires after INCOMPLETE_PURCHASE_EXPIRY_HOURS: cancelled at the gateway, undone, buyable again', async () => {
    const { app, deps } = testApp();
    const buyer = await buyerWithCard(app, CARDS.always3ds);
    const pending = (await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json();
    expect(pending.status).toBe('incomplete');
    const accountId = await accountIdOf(buyer.client);

    // The customer closed the tab. 22 hours on, the purchase still waits (and can be completed).
    expect((await passTime(22 * 3_600_000)).purchasesExpired).toBe(0);
    expect((await subscriptionOf(accountId)).status).toBe('incomplete');

    expect((await passTime(2 * 3_600_000)).purchasesExpired).toBe(1);
    expect(await subscriptionOf(accountId)).toMatchObject({ status: 'ended' });
    expect((await invoicesOf(accountId)).map((invoice) => invoice.status)).toEqual(['void']);
    // No late answer can take money any more.
    expect(await deps.gateway.retrievePaymentIntent(pending.data.paymentIntent)).toMatchObject({
      status: 'failed',
      failureCode: 'canceled',
    });
    const client = await signInAgain(app, buyer.email);
    const late = await client.post(`/v1/sandbox/payment-intents/${pending.data.paymentIntent}/challenge`, {
      client_secret: pending.data.paymentIntentClientSecret,
      result: 'complete',
    });
    expect(late.statusCode).toBe(409);
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);
    // The product line is free again.
    await addCard(client, CARDS.ok);
    expect((await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json().status).toBe(
      'active',
    );
    // Later cycles leave it alone.
    expect((await passTime(24 * 3_600_000)).purchasesExpired).toBe(0);
  });

  it('applies an answer that came before the expiry instead of cancelling', async () => {
    const { app } = testApp();
    const buyer = await buyerWithCard(app, CARDS.always3ds);
    const pending = (await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).json();
    await answerChallenge(
      buyer.client,
      pending.data.paymentIntent,
      pending.data.paymentIntentClientSecret,
      'complete',
    );
    // Neither the browser's complete call nor a webhook arrived: the expiry finds it paid.
    const report = await passTime(24 * 3_600_000);
    expect(report.purchasesExpired).toBe(0);
    const accountId = await accountIdOf(await signInAgain(app, buyer.email));
    expect((await subscriptionOf(accountId)).status).toBe('active');
    expect((await invoicesOf(accountId)).map((invoice) => invoice.status)).toEqual(['paid']);
  });
});

describe('POST /v1/sandbox/clock', () => {
  it('lets staff move one account forward: its renewal runs at once', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    const accountId = await accountIdOf(client);
    const staff = await loginAs(app, 'admin@demo.test');
    const moved = await staff.client.post('/v1/sandbox/clock', { userId: accountId, days: 32 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().renewed).toBe(1);
    expect(moved.json().offsetMs).toBe(32 * DAY);
    expect(await invoicesOf(accountId)).toHaveLength(2);
  });

  it('is for staff only, and moving every clock needs DEMO_TIME_TRAVEL', async () => {
    const { app } = testApp();
    const customer = await loginAs(app, 'owner@demo.test');
    expect((await customer.client.post('/v1/sandbox/clock', { days: 1 })).statusCode).toBe(403);
    const staff = await loginAs(app, 'admin@demo.test');
    const global = await staff.client.post('/v1/sandbox/clock', { days: 1 });
    expect(global.statusCode).toBe(409);
    expect(global.json().message).toContain('DEMO_TIME_TRAVEL');
    const invalid = await staff.client.post('/v1/sandbox/clock', { userId: 1, days: -3 });
    expect(invalid.statusCode).toBe(422);
  });
});
