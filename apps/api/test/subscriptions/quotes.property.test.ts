import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charges, coupons, invoices, payments } from '../../src/db/schema/index';
import { ManualClock } from '../../src/platform/clock';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';
import { gatewayIntents } from './books';
import { AUSTRIAN_BILLING, addCard, registerBuyer, saveBilling } from './buyer';

// Frozen: the quote and the charge after it see the same instant, as they would within a moment.
const frozen = new Date();
const testApp = useTestApp({ clock: new ManualClock({ now: () => frozen }) });

const PRODUCTS = [
  { productId: 1, key: 'tools-enterprise' },
  { productId: 2, key: 'tools-corporate' },
  { productId: 3, key: 'analytics-enterprise' },
  { productId: 4, key: 'dmp-enterprise' },
] as const;

const order = fc
  .record({
    product: fc.constantFrom(...PRODUCTS),
    interval: fc.constantFrom('month', 'year'),
    currency: fc.constantFrom('eur', 'usd'),
    // Mostly small teams; now and then up to the limit, where one payment may not carry it.
    quantity: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000 }) },
    ),
  })
  .map(({ product, interval, currency, quantity }) => ({
    plan: `${product.key}-${interval}-${currency}`,
    productId: product.productId,
    interval,
    quantity,
  }));

/** The catalog's coupons are percentages: none, a seeded one, or one made for the run. */
const coupon = fc.oneof(
  fc.constant(null),
  fc.constantFrom('WELCOME10', 'PARTNER25', 'EXPIRED20'),
  fc.record({
    percentOff: fc.integer({ min: 1, max: 100 }),
    duration: fc.constantFrom('once', 'forever', 'repeating'),
    durationMonths: fc.integer({ min: 1, max: 24 }),
  }),
);

/** Billing countries and VAT status: every tax reason the invoice knows. */
const billing = fc.constantFrom(
  { country: 'AT', company: '', vatid: '', no_vat_id: true },
  { country: 'AT', company: 'Wien GmbH', vatid: 'ATU12345675', no_vat_id: false },
  { country: 'DE', company: '', vatid: '', no_vat_id: true },
  { country: 'DE', company: 'Berlin AG', vatid: 'DE136695976', no_vat_id: false },
  { country: 'GR', company: 'Athens SA', vatid: 'EL094259216', no_vat_id: false },
  { country: 'FR', company: 'Paris SARL', vatid: '', no_vat_id: true },
  { country: 'US', company: '', vatid: '', no_vat_id: true },
  { country: 'CH', company: 'Zürich AG', vatid: '', no_vat_id: true },
);

const run = fc.record({
  billing,
  /** Days and hours the account's clock moves before anything is bought. */
  before: fc.record({ days: fc.integer({ min: 0, max: 400 }), hours: fc.integer({ min: 0, max: 23 }) }),
  /** A Tools Enterprise plan held first, so Tools Corporate is an upgrade with a credit. */
  previous: fc.option(
    fc.record({ interval: fc.constantFrom('month', 'year'), quantity: fc.integer({ min: 1, max: 5 }) }),
  ),
  between: fc.record({ days: fc.integer({ min: 0, max: 60 }), hours: fc.integer({ min: 0, max: 23 }) }),
  order: fc.oneof(
    order,
    order.map((o) => ({ ...o, plan: o.plan.replace(/^[a-z]+-[a-z]+/, 'tools-corporate'), productId: 2 })),
  ),
  coupon,
  after: fc.record({ days: fc.integer({ min: 0, max: 40 }), hours: fc.integer({ min: 0, max: 23 }) }),
  added: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 30 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000 }) },
  ),
});

type CouponChoice = typeof coupon extends fc.Arbitrary<infer T> ? T : never;
let couponsMade = 0;

describe('quotes (property)', () => {
  it('whatever is bought, with whatever coupon, when and where: the charge is the quote’s amount due now and the invoice has its figures', async () => {
    const { app, db } = testApp();
    const staff = await loginAs(app, 'admin@demo.test');

    const travel = async (accountId: number, step: { days: number; hours: number }) => {
      if (step.days === 0 && step.hours === 0) return;
      const moved = await staff.client.post('/v1/sandbox/clock', { userId: accountId, ...step });
      expect(moved.statusCode, moved.body).toBe(200);
    };

    const couponCode = async (choice: CouponChoice) => {
      if (choice === null || typeof choice === 'string') return choice;
      couponsMade += 1;
      const code = `QUOTE${couponsMade}`;
      const made = choice;
      await db.insert(coupons).values({
        code,
        name: `Quote ${made.percentOff} %`,
        percentOff: made.percentOff,
        duration: made.duration,
        durationMonths: made.duration === 'repeating' ? made.durationMonths : null,
      });
      return code;
    };

    /** The quote and the call it quotes agree: the same refusal, or the quote's figures charged and invoiced. */
    const quoteThenDo = async (
      client: TestClient,
      quoteUrl: string,
      act: () => ReturnType<TestClient['post']>,
      body: object,
      chargeOf: (answer: { data: { subscriptionId?: string } }) => Promise<string>,
    ) => {
      const quote = await client.post(quoteUrl, body);
      const done = await act();
      expect(done.statusCode, `${quote.body} / ${done.body}`).toBe(quote.statusCode);
      if (quote.statusCode !== 200) {
        expect(done.json()).toEqual(quote.json());
        return null;
      }
      const figures = quote.json().data;
      const [charge] = await db
        .select()
        .from(charges)
        .where(eq(charges.id, await chargeOf(done.json())));
      expect(charge).toMatchObject({ status: 'recorded', amount: figures.dueNow });
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, charge!.invoiceId!));
      expect(invoice).toMatchObject({
        net: figures.net,
        tax: figures.tax.amount,
        gross: figures.gross,
        taxRate: figures.tax.rate,
        taxMode: figures.tax.reason,
        currencyId: figures.currency === 'usd' ? 2 : 1,
      });
      expect(figures.subtotal - figures.discount + figures.proration).toBe(figures.net);
      // The money that moved: the gateway's intent and our payment row, nothing when nothing is due.
      const paid = await db.select().from(payments).where(eq(payments.invoiceId, invoice!.id));
      expect(paid.reduce((sum, row) => sum + row.amount, 0)).toBe(figures.dueNow);
      const intent = (await gatewayIntents(db)).find((each) => each.id === charge!.gatewayIntentId);
      expect(intent?.amount ?? 0).toBe(figures.dueNow);
      return figures;
    };

    await fc.assert(
      fc.asyncProperty(run, async (scenario) => {
        const { client } = await registerBuyer(app);
        await saveBilling(client, { ...AUSTRIAN_BILLING, ...scenario.billing });
        await addCard(client);
        const accountId: number = (await client.get('/v1/account/me')).json().id;
        await travel(accountId, scenario.before);
        if (scenario.previous) {
          const { interval, quantity } = scenario.previous;
          const held = await client.post('/v1/subscription/upgrade', {
            plan: `tools-enterprise-${interval}-eur`,
            productId: 1,
            interval,
            quantity,
          });
          expect(held.statusCode, held.body).toBe(200);
          await travel(accountId, scenario.between);
        }

        const purchase = { ...scenario.order, couponCode: await couponCode(scenario.coupon) };
        let subscriptionId = '';
        const bought = await quoteThenDo(
          client,
          '/v1/subscription/upgrade/quote',
          () => client.post('/v1/subscription/upgrade', purchase),
          purchase,
          async (answer) => {
            subscriptionId = answer.data.subscriptionId ?? '';
            return `purchase-${subscriptionId}`;
          },
        );
        if (!bought || scenario.order.productId === 2) return;

        await travel(accountId, scenario.after);
        const current = (await client.get('/v1/subscription/all'))
          .json()
          .data.find((each: { id: string }) => each.id === subscriptionId);
        const change = { subscriptionId, quantity: current.quantity + scenario.added };
        await quoteThenDo(
          client,
          '/v1/subscription/quantity/quote',
          () => client.put('/v1/subscription/quantity', change),
          change,
          async () => {
            const rows = await db.select().from(charges).where(eq(charges.subscriptionId, subscriptionId));
            const quantity = rows.filter((row) => row.purpose === 'quantity');
            expect(quantity).toHaveLength(1);
            return quantity[0]!.id;
          },
        );
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
