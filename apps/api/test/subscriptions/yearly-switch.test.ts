// Switching a monthly subscription to yearly billing (decision 0085): at once, with the unused month
// credited and the year charged through the money core, or at the next renewal.
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, invoiceLines, invoices, subscriptions, users } from '../../src/db/schema/index';
import { selectRows, toInt } from '../../src/modules/finance/finance-sql';
import { recurringRaw } from '../../src/modules/finance/mrr-at';
import { chargeLeaseMs } from '../../src/modules/money/charge-ledger';
import { noticeWindowMs } from '../../src/modules/sepa-notices/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { cycleAt, invoicesOfSubscription, renewalNotices, useCycleTestApp } from '../sepa-notices/notice-kit';
import type { TestClient } from '../support/test-client';
import { auditBooks, crashAtGateway, gatewayIntents, until } from './books';
import {
  addCard,
  addSepa,
  buyerWithCard,
  registerBuyer,
  saveBilling,
  signInAgain,
  TOOLS_CORPORATE_YEAR,
  TOOLS_ENTERPRISE_MONTH,
} from './buyer';

// A still clock (a quote and its charge see one instant) and only this file's subscriptions renew.
const testApp = useCycleTestApp();
const DAY = 86_400_000;
const QUOTE = '/v1/subscription/yearly/quote';
const SWITCH = '/v1/subscription/yearly';
const WITHDRAW = '/v1/subscription/yearly/withdraw';
/** Analytics Enterprise: 300.00 a month, or 250.00 a month billed as 3,000.00 a year (spec §9). */
const ANALYTICS_MONTH = {
  plan: 'analytics-enterprise-month-eur',
  productId: 3,
  interval: 'month',
  quantity: 1,
} as const;
const MONTHLY_UNIT = 30_000;
const YEARLY_UNIT = 300_000;

/** A customer with Austrian invoice data (20 % VAT) who bought `order` paying by SEPA or card. */
async function subscriber(pay: 'sepa' | 'card', order: object = ANALYTICS_MONTH) {
  const buyer = await registerBuyer(testApp().app);
  await saveBilling(buyer.client);
  if (pay === 'card') await addCard(buyer.client);
  else await addSepa(buyer.client);
  const bought = await buyer.client.post('/v1/subscription/upgrade', order);
  expect(bought.statusCode, bought.body).toBe(200);
  const { subscription } = bought.json().data;
  return { ...buyer, subscriptionId: subscription.id as string, renewsAt: new Date(subscription.renews_at) };
}

const aYearAfter = (at: Date) => {
  const next = new Date(at);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

async function viewOf(client: TestClient, subscriptionId: string) {
  const list = (await client.get('/v1/subscription/all')).json().data as { id: string }[];
  return list.find((subscription) => subscription.id === subscriptionId) as Record<string, unknown>;
}

async function chargesAtGateway(email: string) {
  const { db } = testApp();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return (await gatewayIntents(db)).filter((intent) => intent.customerId === user?.providerCustomerId);
}

/** What the gateway charged the customer, smallest first (the sandbox keeps no order). */
async function amountsCharged(email: string) {
  return (await chargesAtGateway(email)).map((intent) => intent.amount).sort((a, b) => a - b);
}

async function switchCharge(subscriptionId: string) {
  const [charge] = await testApp()
    .db.select()
    .from(charges)
    .where(and(eq(charges.subscriptionId, subscriptionId), eq(charges.purpose, 'interval_switch')));
  return charge;
}

async function linesOf(invoiceId: number) {
  return testApp()
    .db.select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.id));
}

async function expectBooksBalanced() {
  const books = await auditBooks(testApp().db);
  expect(books.unrecorded, 'every charge at the gateway has exactly one payment row').toEqual([]);
  expect(books.reserved, 'no charge is left half-done').toEqual([]);
}

/** The subscription's MRR at `at` as the finance page works it out from the invoice lines. */
async function mrrOf(subscriptionId: string, at: Date): Promise<number> {
  const probes = sql`(values (0::int, ${at.toISOString()}::timestamptz)) as p(k, t)`;
  const rows = await selectRows<{ mrr: unknown }>(
    testApp().db,
    sql`select round(raw) as mrr from (${recurringRaw(probes, at, at, null)}) r where r.sub = ${subscriptionId}`,
  );
  return toInt(rows[0]?.mrr);
}

/** Keeps a finished case's subscription out of the later cases' billing cycles. */
async function endSubscription(subscriptionId: string) {
  await testApp()
    .db.update(subscriptions)
    .set({ status: 'ended' })
    .where(eq(subscriptions.id, subscriptionId));
}

describe('refusals', () => {
  it('answers 404 for another account, 422 naming a bad `when`, 409 with the reason otherwise', async () => {
    const { app, db } = testApp();
    const owner = await subscriber('card');
    // Every Tools subscription counts poll views (metered), never billed: it may switch too.
    const other = await subscriber('card', TOOLS_ENTERPRISE_MONTH);
    const ref = { subscriptionId: owner.subscriptionId };
    for (const [method, url, body] of [
      ['post', QUOTE, { ...ref, when: 'now' }],
      ['put', SWITCH, { ...ref, when: 'period_end' }],
      ['put', WITHDRAW, ref],
    ] as const) {
      const answer = await other.client[method](url, body);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ status: 'subscription_not_found' });
    }

    const bad = await owner.client.put(SWITCH, { ...ref, when: 'tomorrow' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['when']);

    const refusal = async (when: string) => {
      const answer = await owner.client.put(SWITCH, { ...ref, when });
      expect(answer.statusCode, answer.body).toBe(409);
      return answer.json().message as string;
    };
    const { renewsAt } = owner;
    await db
      .update(subscriptions)
      .set({ pauseStartsAt: renewsAt, pauseEndsAt: new Date(renewsAt.getTime() + 30 * DAY) })
      .where(eq(subscriptions.id, owner.subscriptionId));
    expect(await refusal('now')).toBe(
      'A pause is planned for this subscription. Withdraw the pause first if you want to switch to yearly billing.',
    );
    await db
      .update(subscriptions)
      .set({ pauseStartsAt: null, pauseEndsAt: null })
      .where(eq(subscriptions.id, owner.subscriptionId));
    const metered = await other.client.post(QUOTE, {
      subscriptionId: other.subscriptionId,
      when: 'period_end',
    });
    expect(metered.statusCode, metered.body).toBe(200);
    // Tools Enterprise: €230 a month billed yearly against €250 billed monthly.
    expect(metered.json().data).toMatchObject({ yearly_unit: 276_000, monthly_unit_times_twelve: 300_000 });

    expect((await owner.client.put(WITHDRAW, ref)).json().message).toBe(
      'No switch to yearly billing is planned for this subscription.',
    );
    expect((await owner.client.put('/v1/subscription/cancel', ref)).statusCode).toBe(200);
    expect(await refusal('now')).toBe('Only an active subscription can switch to yearly billing.');

    const corporate = await buyerWithCard(app);
    const bought = await corporate.client.post('/v1/subscription/upgrade', TOOLS_CORPORATE_YEAR);
    const answer = await corporate.client.post(QUOTE, {
      subscriptionId: bought.json().data.subscriptionId,
      when: 'now',
    });
    expect(answer.json()).toMatchObject({ status: 'corporate_plan' });
    // Nothing was charged or changed by any of it.
    expect(await chargesAtGateway(owner.email)).toHaveLength(1);
    expect(await chargesAtGateway(other.email)).toHaveLength(1);
    expect(await viewOf(owner.client, owner.subscriptionId)).toMatchObject({
      interval: 'month',
      pending_interval: null,
    });
    for (const id of [owner.subscriptionId, other.subscriptionId, bought.json().data.subscriptionId]) {
      await endSubscription(id);
    }
  });
});

describe('switching now', () => {
  it('by card: charges the quote to the cent on one invoice with the year and the credit', async () => {
    const { app, clock } = testApp();
    // PARTNER25 takes 25 % off for good: the month was billed 225.00, the year is too.
    const buyer = await subscriber('card', { ...ANALYTICS_MONTH, couponCode: 'PARTNER25' });
    const boughtAt = clock.now();
    await cycleAt(testApp(), new Date(boughtAt.getTime() + 10 * DAY));
    const client = await signInAgain(app, buyer.email);
    const at = clock.now();
    const ref = { subscriptionId: buyer.subscriptionId };

    const quoted = await client.post(QUOTE, { ...ref, when: 'now' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json().data;
    // The unused two thirds of the month as billed, credited as an upgrade credits it.
    const { renewsAt } = buyer;
    const credit = Math.round(
      (22_500 * (renewsAt.getTime() - at.getTime())) / (renewsAt.getTime() - boughtAt.getTime()),
    );
    const net = YEARLY_UNIT - 75_000 - credit;
    const tax = Math.round(net / 5);
    expect(quote).toMatchObject({
      when: 'now',
      currency: 'eur',
      subtotal: YEARLY_UNIT,
      discount: 75_000,
      proration: -credit,
      net,
      tax: { rate: 2000, reason: 'domestic', amount: tax },
      gross: net + tax,
      dueNow: net + tax,
      period: { start: at.toISOString(), end: aYearAfter(at).toISOString() },
      yearly_unit: YEARLY_UNIT,
      monthly_unit_times_twelve: 12 * MONTHLY_UNIT,
    });
    expect(await switchCharge(buyer.subscriptionId)).toBeUndefined();

    const switched = await client.put(SWITCH, { ...ref, when: 'now' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({
      message: 'Analytics Enterprise is now billed yearly. The unused part of the month has been credited.',
      data: {
        interval: 'year',
        plan_id: 'analytics-enterprise-year-eur',
        price: YEARLY_UNIT,
        total: YEARLY_UNIT - 75_000,
        status: 'active',
        renews_at: aYearAfter(at).toISOString(),
        pending_interval: null,
      },
      sepaDebit: null,
    });
    const charge = await switchCharge(buyer.subscriptionId);
    expect(charge).toMatchObject({ status: 'recorded', amount: quote.gross });
    const [invoice] = await testApp().db.select().from(invoices).where(eq(invoices.id, charge!.invoiceId!));
    expect(invoice).toMatchObject({ status: 'paid', net, tax: quote.tax.amount, gross: quote.gross });
    expect((await linesOf(invoice!.id)).map(({ kind, amount }) => [kind, amount])).toEqual([
      ['subscription', YEARLY_UNIT],
      ['discount', -75_000],
      ['proration', -credit],
    ]);
    // The purchase and the switch: one charge each at the gateway.
    expect(await amountsCharged(buyer.email)).toEqual([27_000, quote.gross]);
    await expectBooksBalanced();

    const again = await client.put(SWITCH, { ...ref, when: 'now' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This subscription is already billed yearly.');
    await endSubscription(buyer.subscriptionId);
  });

  it('by SEPA: the debit is announced in the answer; the same Idempotency-Key charges once', async () => {
    const buyer = await subscriber('sepa');
    const ref = { subscriptionId: buyer.subscriptionId, when: 'now' };
    const quote = (await buyer.client.post(QUOTE, ref)).json().data;
    // Switched at the instant it was bought: the whole month is credited.
    expect(quote).toMatchObject({ proration: -MONTHLY_UNIT, net: YEARLY_UNIT - MONTHLY_UNIT });

    const keyed = { headers: { 'idempotency-key': `yearly-${buyer.subscriptionId}` } };
    const switched = await buyer.client.put(SWITCH, ref, keyed);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().sepaDebit).toMatchObject({ amount: quote.gross, currency: 'eur' });
    expect(switched.json().data).toMatchObject({ interval: 'year', status: 'active' });
    const replayed = await buyer.client.put(SWITCH, ref, keyed);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual(switched.json());
    expect(await amountsCharged(buyer.email)).toEqual([36_000, quote.gross]);
    await expectBooksBalanced();
    await endSubscription(buyer.subscriptionId);
  });

  it('after a crash between charge and record the sweep records the switch once', async () => {
    const { clock, deps } = testApp();
    const buyer = await subscriber('card');
    const ref = { subscriptionId: buyer.subscriptionId };
    const crash = crashAtGateway(deps.gateway, { chargesFirst: true });
    void buyer.client.put(SWITCH, { ...ref, when: 'now' });
    await until(crash.crashed);
    crash.revive();
    expect((await auditBooks(testApp().db)).unrecorded).toHaveLength(1);
    const meanwhile = await buyer.client.put('/v1/subscription/quantity', { ...ref, quantity: 2 });
    expect(meanwhile.json()).toMatchObject({ status: 'change_in_progress' });

    clock.advance(chargeLeaseMs(deps.config) + 1000);
    expect((await runBillingCycle(deps)).reconciled).toBeGreaterThanOrEqual(1);
    await expectBooksBalanced();
    expect(await viewOf(buyer.client, buyer.subscriptionId)).toMatchObject({ interval: 'year', quantity: 1 });
    const list = (await buyer.client.get('/v1/invoice/all')).json().data as { status: string }[];
    expect(list.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(await chargesAtGateway(buyer.email)).toHaveLength(2);
    await endSubscription(buyer.subscriptionId);
  });
});

describe('switching at the next renewal', () => {
  it('is planned and withdrawn, then announced, renewed and anchored on the yearly plan', async () => {
    const { app, deps } = testApp();
    const buyer = await subscriber('sepa');
    const { renewsAt } = buyer;
    const ref = { subscriptionId: buyer.subscriptionId };
    const quote = (await buyer.client.post(QUOTE, { ...ref, when: 'period_end' })).json().data;
    expect(quote).toMatchObject({
      subtotal: YEARLY_UNIT,
      proration: 0,
      net: YEARLY_UNIT,
      gross: 360_000,
      dueNow: 0,
      period: { start: renewsAt.toISOString(), end: aYearAfter(renewsAt).toISOString() },
    });

    const planned = await buyer.client.put(SWITCH, { ...ref, when: 'period_end' });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json()).toMatchObject({
      message: 'Analytics Enterprise will be billed yearly from its next renewal.',
      data: { interval: 'month', pending_interval: 'year', renews_at: renewsAt.toISOString() },
    });
    const twice = await buyer.client.put(SWITCH, { ...ref, when: 'period_end' });
    expect(twice.json().message).toBe(
      'The switch to yearly billing is already planned for the next renewal.',
    );
    const withdrawn = await buyer.client.put(WITHDRAW, ref);
    expect(withdrawn.json()).toMatchObject({
      message: 'Analytics Enterprise stays on monthly billing.',
      data: { pending_interval: null },
    });
    expect((await buyer.client.put(SWITCH, { ...ref, when: 'period_end' })).statusCode).toBe(200);
    expect(await chargesAtGateway(buyer.email)).toHaveLength(1);
    // The upcoming payments show the year the renewal will debit.
    const upcoming = (await buyer.client.get('/v1/invoice/upcoming')).json().data;
    expect(upcoming).toMatchObject([{ subscriptionId: buyer.subscriptionId, total: quote.gross }]);

    // The SEPA pre-notification announces the year, and the renewal debits exactly that.
    const window = noticeWindowMs(deps.config);
    await cycleAt(testApp(), new Date(renewsAt.getTime() - window + 3_600_000));
    const [notice] = await renewalNotices(testApp(), buyer.subscriptionId);
    expect(notice).toMatchObject({ amount: quote.gross });
    expect((await cycleAt(testApp(), renewsAt)).renewed).toBe(1);
    const [, renewal] = await invoicesOfSubscription(testApp(), buyer.subscriptionId);
    expect(renewal).toMatchObject({ net: quote.net, gross: quote.gross });
    const lines = await linesOf(renewal!.id);
    expect(lines.map(({ amount, periodStart, periodEnd }) => [amount, periodStart, periodEnd])).toEqual([
      [YEARLY_UNIT, renewsAt, aYearAfter(renewsAt)],
    ]);
    // Finance reads each line by its own period: the last month stays a month's MRR, the year a twelfth.
    expect(await mrrOf(buyer.subscriptionId, new Date(renewsAt.getTime() - DAY))).toBe(MONTHLY_UNIT);
    expect(await mrrOf(buyer.subscriptionId, new Date(renewsAt.getTime() + DAY))).toBe(YEARLY_UNIT / 12);
    let client = await signInAgain(app, buyer.email);
    expect(await viewOf(client, buyer.subscriptionId)).toMatchObject({
      interval: 'year',
      plan_id: 'analytics-enterprise-year-eur',
      price: YEARLY_UNIT,
      pending_interval: null,
      renews_at: aYearAfter(renewsAt).toISOString(),
    });

    // The renewals count from the switch: the next one is a whole year later again.
    const secondYear = aYearAfter(renewsAt);
    await cycleAt(testApp(), new Date(secondYear.getTime() - window + 3_600_000));
    expect((await cycleAt(testApp(), secondYear)).renewed).toBe(1);
    client = await signInAgain(app, buyer.email);
    expect(await viewOf(client, buyer.subscriptionId)).toMatchObject({
      renews_at: aYearAfter(secondYear).toISOString(),
    });
    await endSubscription(buyer.subscriptionId);
  });
});
