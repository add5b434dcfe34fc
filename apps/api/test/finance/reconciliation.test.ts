import {
  type FinanceCreditNotes,
  type FinanceOverview,
  type FinanceTax,
  quarterOf,
  quarterRange,
  type ReceivablesPage,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../../src/db/schema/index';
import { FinanceCache } from '../../src/modules/finance/finance-cache';
import { oneMonthBefore } from '../../src/modules/finance/finance-months';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { createCustomer, issue } from '../invoices/fixtures';
import {
  AUSTRIAN_BILLING,
  addCard,
  buyerWithCard,
  registerBuyer,
  saveBilling,
  signInAgain,
  TOOLS_CORPORATE_YEAR,
  TOOLS_ENTERPRISE_MONTH,
} from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';
import {
  type Books,
  loadBooks,
  moneyByMonth,
  movement,
  mrrByCurrency,
  mrrPerSubscription,
  taxRows,
} from './independent-sums';
import { pauseFromPeriodEnd } from './paused-subscription';

const testApp = useTestApp();
const DAY = 86_400_000;

const GERMAN_CONSUMER = { ...AUSTRIAN_BILLING, city: 'Berlin', postal_code: '10115', country: 'DE' };

async function passTime(ms: number) {
  const { clock, deps } = testApp();
  clock.advance(ms);
  return runBillingCycle(deps);
}

async function finance(): Promise<TestClient> {
  return (await loginAs(testApp().app, 'finance@demo.test')).client;
}

const scenario = {
  monthly: '',
  yearly: '',
  german: '',
  paused: '',
};

describe('the finance figures reconcile with the invoices', () => {
  beforeAll(async () => {
    const { app, db } = testApp();
    // Demo subscriptions would renew too; end them, so the cycles below renew only this file's.
    await db.update(subscriptions).set({ status: 'ended', endedAt: testApp().clock.now() });

    const monthly = await buyerWithCard(app);
    const bought = await monthly.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    scenario.monthly = bought.json().data.subscriptionId;

    const yearly = await buyerWithCard(app);
    const boughtYear = await yearly.client.post('/v1/subscription/upgrade', TOOLS_CORPORATE_YEAR);
    expect(boughtYear.statusCode, boughtYear.body).toBe(200);
    scenario.yearly = boughtYear.json().data.subscriptionId;

    const german = await registerBuyer(app);
    await saveBilling(german.client, GERMAN_CONSUMER);
    await addCard(german.client);
    const boughtGerman = await german.client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      quantity: 2,
    });
    expect(boughtGerman.statusCode, boughtGerman.body).toBe(200);
    scenario.german = boughtGerman.json().data.subscriptionId;

    const pausing = await buyerWithCard(app);
    const boughtPausing = await pausing.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(boughtPausing.statusCode, boughtPausing.body).toBe(200);
    scenario.paused = boughtPausing.json().data.subscriptionId;

    // Two renewals of the monthly ones; the German buyer cancels after the first and churns, the
    // last one pauses for a month from the end of its second period (paused now).
    expect((await passTime(31 * DAY)).renewed).toBe(3);
    await pauseFromPeriodEnd(db, scenario.paused, 25_000);
    const germanAgain = await signInAgain(app, german.email);
    const canceled = await germanAgain.put('/v1/subscription/cancel', { subscriptionId: scenario.german });
    expect(canceled.statusCode, canceled.body).toBe(200);
    await passTime(31 * DAY);

    // A refund of part of the first monthly invoice, by staff.
    const [first] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, scenario.monthly))
      .orderBy(invoices.id)
      .limit(1);
    const admin = (await loginAs(app, 'admin@demo.test')).client;
    const refund = await admin.post(`/v1/admin/invoices/${first!.id}/refund`, {
      amount: 6_000,
      reason: 'Goodwill',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    // An open, overdue dollar invoice of a French company (reverse charge) and an open euro one.
    const french = await createCustomer(db, {
      company: 'Paris Médias SA',
      vatId: 'FR40303265045',
      country: 'FR',
      currencyId: 2,
    });
    await issue(testApp(), {
      userId: french.id,
      currencyId: 2,
      status: 'open',
      issuedAt: new Date(testApp().clock.now().getTime() - 40 * DAY),
    });
    const vienna = await createCustomer(db, { country: 'AT' });
    await issue(testApp(), { userId: vienna.id, status: 'open' });
  });

  let books: Books;
  beforeAll(async () => {
    books = await loadBooks(testApp().db);
  });

  it('MRR, ARR and the product lines equal the recurring invoice lines running now', async () => {
    const now = testApp().clock.now();
    const response = await (await finance()).get('/v1/finance/overview');
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<FinanceOverview>();
    const expected = mrrByCurrency(books, now);
    const perSub = mrrPerSubscription(books, now);
    // The engine's own numbers: 250.00 a month, 12 × 410.00 a year / 12; the German buyer has churned.
    expect(perSub.get(scenario.monthly)?.mrr).toBe(25_000);
    expect(perSub.get(scenario.yearly)?.mrr).toBe(41_000);
    expect(perSub.has(scenario.german)).toBe(false);
    const eur = overview.currencies.find((each) => each.currency === 'EUR');
    expect(eur?.mrr).toBe(expected.get('EUR'));
    expect(eur?.arr).toBe((expected.get('EUR') ?? 0) * 12);
    expect(eur?.lines.reduce((sum, line) => sum + line.mrr, 0)).toBe(eur?.mrr);
    const tools = [...perSub.values()].filter((each) => each.currency === 'EUR' && each.line === 'tools');
    expect(eur?.lines.find((line) => line.line === 'tools')?.mrr).toBe(tools.reduce((s, e) => s + e.mrr, 0));
    for (const currency of overview.currencies)
      expect(currency.mrr).toBe(expected.get(currency.currency) ?? 0);
  });

  it('splits the change since a month ago into new, expansion, contraction, churn and paused', async () => {
    const now = testApp().clock.now();
    const overview = (
      await (await finance()).get('/v1/finance/overview?currency=EUR')
    ).json<FinanceOverview>();
    expect(overview.currencies.map((each) => each.currency)).toEqual(['EUR']);
    const [eur] = overview.currencies;
    const expected = movement(books, oneMonthBefore(now), now, 'EUR');
    expect(eur?.movement).toEqual(expected);
    // The German buyer's two licences (2 × 250.00) left this month; the paused one is not churn.
    expect(expected.churn).toBe(50_000);
    expect(eur?.movement.paused).toBe(25_000);
    const m = eur!.movement;
    expect(m.previous + m.new + m.expansion - m.contraction - m.churn - m.paused).toBe(eur?.mrr);
  });

  it('twelve months of MRR, invoiced, collected and refunded equal the sums over the tables', async () => {
    const overview = (await (await finance()).get('/v1/finance/overview')).json<FinanceOverview>();
    const expected = moneyByMonth(books);
    for (const currency of overview.currencies) {
      expect(currency.months).toHaveLength(12);
      for (const month of currency.months) {
        const key = `${currency.currency} ${month.month}`;
        expect(month.invoiced, `invoiced ${key}`).toBe(expected.invoiced.get(key) ?? 0);
        expect(month.collected, `collected ${key}`).toBe(expected.collected.get(key) ?? 0);
        expect(month.refunded, `refunded ${key}`).toBe(expected.refunded.get(key) ?? 0);
      }
      const last = currency.months.at(-1);
      expect(last?.mrr).toBe(currency.mrr);
    }
    const eur = overview.currencies.find((each) => each.currency === 'EUR');
    expect(eur?.months.at(-1)?.refunded).toBeGreaterThanOrEqual(6_000);
  });

  it('lists the open invoices with their totals, the overdue first', async () => {
    const now = testApp().clock.now();
    const response = await (await finance()).get('/v1/finance/receivables?pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ReceivablesPage>();
    const open = books.invoices.filter((invoice) => invoice.status === 'open');
    expect(page.total).toBe(open.length);
    for (const currency of ['EUR', 'USD'] as const) {
      const mine = open.filter((invoice) => (invoice.currencyId === 1 ? 'EUR' : 'USD') === currency);
      // Decision 0073: a transfer three days after its due date, card and SEPA seven days after
      // their issue (none of these has a payment settling).
      const overdue = mine.filter((invoice) =>
        invoice.paymentMethodType === 'invoice'
          ? invoice.dueAt.getTime() + 3 * DAY <= now.getTime()
          : invoice.issuedAt.getTime() + 7 * DAY <= now.getTime(),
      );
      expect(page.open.find((row) => row.currency === currency)?.gross ?? 0).toBe(
        mine.reduce((sum, invoice) => sum + invoice.gross, 0),
      );
      expect(page.overdue.find((row) => row.currency === currency)?.gross ?? 0).toBe(
        overdue.reduce((sum, invoice) => sum + invoice.gross, 0),
      );
    }
    const dollar = page.data.find((row) => row.currency === 'USD');
    expect(dollar).toMatchObject({
      overdue: true,
      customer: { name: expect.stringMatching(/^Test Customer/) },
    });
    expect(dollar?.customer.email).toMatch(/@invoices\.test$/);
    expect(page.data[0]?.overdue).toBe(true);
    const overdueOnly = (
      await (await finance()).get('/v1/finance/receivables?overdue=true')
    ).json<ReceivablesPage>();
    expect(overdueOnly.data.every((row) => row.overdue)).toBe(true);
  });

  it('lists the credit notes of a period with their totals', async () => {
    const today = testApp().clock.now().toISOString().slice(0, 10);
    const response = await (await finance()).get(`/v1/finance/credit-notes?from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const notes = response.json<FinanceCreditNotes>();
    const expected = books.notes.filter((note) => note.issuedAt.toISOString().slice(0, 10) === today);
    expect(notes.data.map((note) => note.number).sort()).toEqual(expected.map((note) => note.number).sort());
    expect(notes.totals.reduce((sum, row) => sum + row.gross, 0)).toBe(
      expected.reduce((sum, note) => sum + note.gross, 0),
    );
    expect(notes.data.find((note) => note.gross === 6_000)).toMatchObject({
      reason: 'Goodwill',
      currency: 'EUR',
    });
  });

  it('sums tax per country, kind and rate for every quarter the invoices touch, CSV included', async () => {
    const client = await finance();
    const quarters = new Set(books.invoices.map((invoice) => quarterOf(invoice.issuedAt)));
    quarters.add(quarterOf(testApp().clock.now()));
    let kinds = new Set<string>();
    for (const quarter of quarters) {
      const range = quarterRange(quarter)!;
      const response = await client.get(`/v1/finance/tax?quarter=${quarter}`);
      expect(response.statusCode, response.body).toBe(200);
      const tax = response.json<FinanceTax>();
      const expected = taxRows(books, range.from, range.to);
      expect(tax.rows).toHaveLength(expected.size);
      for (const row of tax.rows) {
        const key = `${row.country} ${row.kind} ${row.rate} ${row.currency}`;
        const { invoices: count, creditNotes, net, tax: vat, gross } = expected.get(key) ?? {};
        expect(
          {
            invoices: row.invoices,
            creditNotes: row.creditNotes,
            net: row.net,
            tax: row.tax,
            gross: row.gross,
          },
          key,
        ).toEqual({
          invoices: count,
          creditNotes,
          net,
          tax: vat,
          gross,
        });
        kinds = kinds.add(row.kind);
      }
      const csv = await client.get(`/v1/finance/tax.csv?quarter=${quarter}`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="tax-${quarter}.csv"`);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'quarter,country,kind,rate_percent,currency,invoices,credit_notes,net,tax,gross,consultation_numbers',
      );
      // Each reverse-charge row names its invoices' consultation numbers (decision 0080).
      const evidenceOf = (row: (typeof tax.rows)[number]) =>
        row.kind !== 'reverse_charge'
          ? ''
          : (tax.reverseCharges ?? [])
              .filter((invoice) => invoice.country === row.country)
              .map((invoice) => `${invoice.invoice}=${invoice.consultationNumber ?? ''}`)
              .join('; ');
      for (const invoice of tax.reverseCharges ?? [])
        expect(invoice.consultationNumber).toMatch(/^WAPI\d{12}$/);
      expect(lines).toHaveLength(tax.rows.length + 1);
      tax.rows.forEach((row, index) => {
        expect(lines[index + 1]).toBe(
          [
            quarter,
            row.country,
            row.kind,
            row.rate / 100,
            row.currency,
            row.invoices,
            row.creditNotes,
            (row.net / 100).toFixed(2),
            (row.tax / 100).toFixed(2),
            (row.gross / 100).toFixed(2),
            evidenceOf(row),
          ].join(','),
        );
      });
    }
    expect(kinds).toContain('domestic');
    expect(kinds).toContain('destination');
    expect(kinds).toContain('reverse_charge');
  });
});

describe('figures kept between looks', () => {
  it('a change shows at the next look: the overview is worked out in time', async () => {
    const client = await finance();
    const look = async () => (await client.get('/v1/finance/overview?currency=EUR')).json<FinanceOverview>();
    const invoiced = (overview: FinanceOverview) => overview.currencies[0]?.months.at(-1)?.invoiced ?? 0;
    const before = await look();
    const customer = await createCustomer(testApp().db, { country: 'AT' });
    const invoice = await issue(testApp(), { userId: customer.id });
    expect(invoiced(await look()) - invoiced(before)).toBe(invoice.gross);
  });

  it('an answer that takes long is served from the kept one, then replaces it', async () => {
    const { db, clock } = testApp();
    const cache = new FinanceCache(db, clock);
    let round = 0;
    const compute = async () => {
      round += 1;
      if (round > 1) await new Promise((resolve) => setTimeout(resolve, 400));
      return round;
    };
    expect(await cache.get('slow', compute)).toBe(1);
    const customer = await createCustomer(db, { country: 'AT' });
    await issue(testApp(), { userId: customer.id });
    expect(await cache.get('slow', compute)).toBe(1);
    await cache.settled();
    expect(await cache.get('slow', compute)).toBe(2);
  });
});
