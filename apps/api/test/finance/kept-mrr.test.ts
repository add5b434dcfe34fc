import type { FinanceOverview } from '@portal/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, subscriptionPauses, subscriptions } from '../../src/db/schema/index';
import { chartMonths, oneMonthBefore } from '../../src/modules/finance/finance-months';
import { getFinanceOverview } from '../../src/modules/finance/get-overview';
import { mrrAt } from '../../src/modules/finance/mrr-at';
import { keptMrr } from '../../src/modules/finance/mrr-kept';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { type Db, rowsOf } from '../../src/platform/db';
import { buyerWithCard, TOOLS_CORPORATE_YEAR, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { createTestApp, type TestApp, useTestApp } from '../support/test-app';
import { loadBooks, moneyByMonth, mrrByCurrency, mrrPerSubscription } from './independent-sums';
import { pauseFromPeriodEnd } from './paused-subscription';

const testApp = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function passTime(ms: number) {
  const { clock, deps } = testApp();
  clock.advance(ms);
  return runBillingCycle(deps);
}

const overview = () => getFinanceOverview(testApp().db, testApp().clock, {});

/** Every month's MRR, per currency, worked out again in plain code from the tables. */
async function expectedMonths(db: Db, now: Date) {
  const books = await loadBooks(db);
  return chartMonths(now).map((month) => Object.fromEntries(mrrByCurrency(books, month.at)));
}

const monthsOf = (answer: FinanceOverview) =>
  chartMonths(new Date(answer.asOf)).map((_, k) =>
    Object.fromEntries(
      answer.currencies
        .filter((each) => (each.months[k]?.mrr ?? 0) !== 0)
        .map((each) => [each.currency, each.months[k]?.mrr ?? 0]),
    ),
  );

/** Invoiced, collected and refunded of every month and currency equal the sums over the tables. */
async function expectMoney(db: Db, answer: FinanceOverview) {
  const expected = moneyByMonth(await loadBooks(db));
  for (const currency of answer.currencies) {
    for (const month of currency.months) {
      const key = `${currency.currency} ${month.month}`;
      expect(month.invoiced, `invoiced ${key}`).toBe(expected.invoiced.get(key) ?? 0);
      expect(month.collected, `collected ${key}`).toBe(expected.collected.get(key) ?? 0);
      expect(month.refunded, `refunded ${key}`).toBe(expected.refunded.get(key) ?? 0);
    }
  }
}

/** The last instant of the chart month `k` (from the end when negative). */
const monthEnd = (months: { at: Date }[], k: number): Date => {
  const month = months.at(k);
  if (!month) throw new Error(`no month ${k}`);
  return month.at;
};

const nonZero = (months: Record<string, number>[]) =>
  months.map((month) => Object.fromEntries(Object.entries(month).filter(([, mrr]) => mrr !== 0)));

/** The kept figures and the ones worked out from the lines at the same instant agree, every cell. */
async function expectKeptEqualsLines(db: Db, now: Date) {
  const months = chartMonths(now);
  const closed = months.slice(0, -1).map((month) => month.at);
  const current = closed.length;
  const order = (cells: { k: number; currencyId: number; line: string }[]) =>
    [...cells].sort((a, b) => a.k - b.k || a.currencyId - b.currencyId || a.line.localeCompare(b.line));
  for (const currencyId of [null, 1, 2]) {
    const kept = await keptMrr(db, closed, now, currencyId);
    const lines = await mrrAt(
      db,
      [...closed, now, oneMonthBefore(now)],
      { previous: current + 1, current },
      currencyId,
    );
    expect(order(kept.cells)).toEqual(order(lines.cells));
    expect([...kept.movements].sort((a, b) => a.currencyId - b.currencyId)).toEqual(
      [...lines.movements].sort((a, b) => a.currencyId - b.currencyId),
    );
  }
}

const keptCurrent = async (db: Db) =>
  Number(
    rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from finance_mrr_anchors where built_version = version`),
    )[0]?.n,
  );

describe('MRR kept at past instants', () => {
  const scenario = { monthly: '', yearly: '' };

  beforeAll(async () => {
    const { app, db, clock } = testApp();
    await db.update(subscriptions).set({ status: 'ended', endedAt: clock.now() });
    const monthly = await buyerWithCard(app);
    const bought = await monthly.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    scenario.monthly = bought.json().data.subscriptionId;
    const yearly = await buyerWithCard(app);
    const boughtYear = await yearly.client.post('/v1/subscription/upgrade', TOOLS_CORPORATE_YEAR);
    expect(boughtYear.statusCode, boughtYear.body).toBe(200);
    scenario.yearly = boughtYear.json().data.subscriptionId;
    for (let month = 0; month < 3; month += 1) await passTime(31 * DAY);
  });

  it('answers every month as the lines do, and keeps the closed ones', async () => {
    const { db, clock } = testApp();
    const first = await overview();
    expect(nonZero(monthsOf(first))).toEqual(nonZero(await expectedMonths(db, clock.now())));
    const again = await overview();
    // Eleven month ends, the start of today and of the same day a month ago.
    expect(await keptCurrent(db)).toBe(13);
    expect(again.currencies).toEqual(first.currencies);
    await expectMoney(db, again);
    await expectKeptEqualsLines(db, clock.now());
  });

  it('follows renewals, ends and time within the day from what is kept', async () => {
    const { db, clock } = testApp();
    await overview();
    for (let step = 0; step < 6; step += 1) {
      await passTime(5 * HOUR);
      await expectKeptEqualsLines(db, clock.now());
    }
    // A subscription that ends now counts until now.
    await db
      .update(subscriptions)
      .set({ endedAt: clock.now() })
      .where(eq(subscriptions.id, scenario.monthly));
    await passTime(HOUR);
    await expectKeptEqualsLines(db, clock.now());
  });

  it('makes the start of a new day from the day before, as it would from the lines', async () => {
    const { db, clock } = testApp();
    await overview();
    await passTime(DAY);
    await overview();
    const today = new Date(
      Date.UTC(clock.now().getUTCFullYear(), clock.now().getUTCMonth(), clock.now().getUTCDate()),
    );
    const rowsOfToday = async () =>
      rowsOf<Record<string, unknown>>(
        await db.execute(sql`select s.subscription_id, s.currency_id, s.line, s.raw::text as raw, s.lines
          from finance_mrr_anchor_subscriptions s join finance_mrr_anchors a on a.at = s.at and a.version = s.version
          where s.at = ${today.toISOString()}::timestamptz and a.built_version = a.version
          order by 1, 2`),
      );
    const derived = await rowsOfToday();
    expect(derived.length).toBeGreaterThan(0);
    await db.execute(sql`delete from finance_mrr_anchors where at = date_trunc('day', at, 'UTC')`);
    await overview();
    expect(await rowsOfToday()).toEqual(derived);
  });

  it('a voided invoice of a closed month changes that month', async () => {
    const { db, clock } = testApp();
    const months = chartMonths(clock.now());
    const closedEnd = monthEnd(months, -3);
    await overview();
    const [line] = await db
      .select({ invoiceId: invoiceLines.invoiceId, amount: invoiceLines.amount })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          eq(invoices.subscriptionId, scenario.yearly),
          eq(invoiceLines.kind, 'subscription'),
          lte(invoiceLines.periodStart, closedEnd),
          gt(invoiceLines.periodEnd, closedEnd),
        ),
      );
    expect(line).toBeDefined();
    const before = await overview();
    const monthBefore = before.currencies.find((each) => each.currency === 'EUR')?.months.at(-3)?.mrr ?? 0;
    await db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, line!.invoiceId));
    const after = await overview();
    const monthAfter = after.currencies.find((each) => each.currency === 'EUR')?.months.at(-3)?.mrr ?? 0;
    expect(monthBefore - monthAfter).toBe(Math.round(line!.amount / 12));
    const [voided] = await db.select().from(invoices).where(eq(invoices.id, line!.invoiceId));
    const issuedIn = voided!.issuedAt.toISOString().slice(0, 7);
    const invoicedIn = (answer: FinanceOverview) =>
      answer.currencies.find((each) => each.currency === 'EUR')?.months.find((m) => m.month === issuedIn)
        ?.invoiced ?? 0;
    expect(invoicedIn(before) - invoicedIn(after)).toBe(voided!.gross);
    await expectMoney(db, after);
    expect(nonZero(monthsOf(after))).toEqual(nonZero(await expectedMonths(db, clock.now())));
    await expectKeptEqualsLines(db, clock.now());
  });

  it('a subscription ended back in a closed month, and a line backdated into one, change it', async () => {
    const { db, clock } = testApp();
    const months = chartMonths(clock.now());
    await overview();
    const [monthly] = await db.select().from(subscriptions).where(eq(subscriptions.id, scenario.monthly));
    const before = monthsOf(await overview());
    const endedAt = new Date(monthEnd(months, -4).getTime() - DAY);
    await db.update(subscriptions).set({ endedAt }).where(eq(subscriptions.id, scenario.monthly));
    const ended = monthsOf(await overview());
    expect(ended).not.toEqual(before);
    expect(nonZero(ended)).toEqual(nonZero(await expectedMonths(db, clock.now())));
    await db
      .update(subscriptions)
      .set({ endedAt: monthly!.endedAt })
      .where(eq(subscriptions.id, scenario.monthly));
    expect(monthsOf(await overview())).toEqual(before);
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, scenario.monthly))
      .limit(1);
    await db.insert(invoiceLines).values({
      invoiceId: invoice!.id,
      kind: 'subscription',
      description: 'Licences, billed late',
      quantity: 1,
      unitAmount: 1_234,
      amount: 1_234,
      periodStart: new Date(monthEnd(months, -5).getTime() - 3 * DAY),
      periodEnd: new Date(monthEnd(months, -5).getTime() + 3 * DAY),
    });
    expect(nonZero(monthsOf(await overview()))).toEqual(nonZero(await expectedMonths(db, clock.now())));
    await expectKeptEqualsLines(db, clock.now());
  });

  it('counts a paused subscription as paused, not churn, from the kept figures as from the lines', async () => {
    const { app, db, clock } = testApp();
    const buyer = await buyerWithCard(app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const id: string = bought.json().data.subscriptionId;
    const { pauseId, startsAt } = await pauseFromPeriodEnd(db, id, 25_000);
    const eur = async () => (await overview()).currencies.find((each) => each.currency === 'EUR')!;
    expect((await eur()).movement.paused).toBe(0);
    // Within the day the pause began, then from the next day's kept start.
    clock.advance(startsAt.getTime() - clock.now().getTime() + HOUR);
    for (const step of [0, DAY]) {
      clock.advance(step);
      const { movement, mrr } = await eur();
      expect(movement.paused).toBe(25_000);
      const { previous, expansion, contraction, churn, paused } = movement;
      expect(previous + movement.new + expansion - contraction - churn - paused).toBe(mrr);
      await expectKeptEqualsLines(db, clock.now());
    }
    // Resumed early, its renewal not yet billed (a SEPA debit waits for its notice): churn since.
    await db
      .update(subscriptionPauses)
      .set({ endedEarlyAt: clock.now() })
      .where(eq(subscriptionPauses.id, pauseId));
    await db
      .update(subscriptions)
      .set({ status: 'active', pauseStartsAt: null, pauseEndsAt: null })
      .where(eq(subscriptions.id, id));
    clock.advance(HOUR);
    expect((await eur()).movement.paused).toBe(0);
    await expectKeptEqualsLines(db, clock.now());
  });

  it('counts a switch to yearly made now as the year alone, from the kept figures as from the lines', async () => {
    const { app, db, clock } = testApp();
    const buyer = await buyerWithCard(app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const id: string = bought.json().data.subscriptionId;
    clock.advance(10 * DAY);
    await overview();
    clock.advance(HOUR);
    // The access token expired meanwhile; the browser would refresh it.
    expect((await buyer.client.post('/v1/auth/refresh')).statusCode).toBe(200);
    const switched = await buyer.client.put('/v1/subscription/yearly', { subscriptionId: id, when: 'now' });
    expect(switched.statusCode, switched.body).toBe(200);
    // Within the day of the switch, the next day, and once the month it superseded has run out.
    for (const step of [HOUR, DAY, 25 * DAY]) {
      clock.advance(step);
      // Tools Enterprise billed yearly: 2,760.00 a year, 230.00 a month; the month paid no longer counts.
      const books = await loadBooks(db);
      expect(mrrPerSubscription(books, clock.now()).get(id)?.mrr).toBe(23_000);
      const eur = (await overview()).currencies.find((each) => each.currency === 'EUR');
      expect(eur?.mrr).toBe(mrrByCurrency(books, clock.now()).get('EUR'));
      await expectKeptEqualsLines(db, clock.now());
    }
  });
});

// Two processes share one database only on PostgreSQL (TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('MRR kept by one process, changed through another', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ shareDatabaseOf: testApp() });
  });
  afterAll(() => other?.close());

  it('the first process sees the second one’s void at its next look', async () => {
    const { db, clock } = testApp();
    const months = chartMonths(clock.now());
    const closedEnd = monthEnd(months, -2);
    const first = await getFinanceOverview(db, clock, {});
    const [line] = await other.db
      .select({ invoiceId: invoiceLines.invoiceId })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          eq(invoiceLines.kind, 'subscription'),
          eq(invoices.status, 'paid'),
          lte(invoiceLines.periodStart, closedEnd),
          gt(invoiceLines.periodEnd, closedEnd),
        ),
      )
      .limit(1);
    expect(line).toBeDefined();
    await other.db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, line!.invoiceId));
    const after = await getFinanceOverview(db, clock, {});
    expect(monthsOf(after)).not.toEqual(monthsOf(first));
    expect(nonZero(monthsOf(after))).toEqual(nonZero(await expectedMonths(db, clock.now())));
  });
});
