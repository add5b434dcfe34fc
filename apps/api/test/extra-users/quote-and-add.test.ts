import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, charges, invoiceLines, invoices, subscriptions } from '../../src/db/schema/index';
import { prorate } from '../../src/modules/billing-engine/index';
import { addSubUserWithBilling, quoteExtraUser } from '../../src/modules/extra-users/index';
import { ManualClock } from '../../src/platform/clock';
import { AppError } from '../../src/platform/errors';
import { t } from '../../src/platform/i18n/index';
import { auditBooks, slowCharges } from '../subscriptions/books';
import { addCard, CARDS, signInAgain } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import {
  customerIdOf,
  extraUserCharges,
  extraUserIntents,
  fakeSubUser,
  newKey,
  ORDERS,
  QUOTE,
  subscribedOwner,
  subscriptionRow,
  subUsersOf,
} from './kit';

// The clock stands still unless a test moves it: a quote and the charge after it see one instant.
const frozen = new Date();
const testApp = useTestApp({ clock: new ManualClock({ now: () => frozen }) });
const DAY = 86_400_000;

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the extra-user quote', () => {
  for (const [order, unit] of [
    [ORDERS.enterpriseMonth, 2_500],
    [ORDERS.enterpriseYear, 30_000],
  ] as const) {
    it(`prices Tools Enterprise (${order.interval}ly) for the rest of the period and charges exactly that`, async () => {
      const { app, db, deps, clock } = testApp();
      const owner = await subscribedOwner(app, db, order);
      clock.advance(10 * DAY);
      // The access token expired meanwhile; the browser would sign in again.
      owner.client = await signInAgain(app, owner.email);
      const sub = await subscriptionRow(db, owner.subscriptionId);
      const response = await owner.client.get(QUOTE);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      const net = prorate(unit, sub.currentPeriodStart, sub.currentPeriodEnd, clock.now());
      const tax = Math.round(net * 0.2);
      expect(answer).toEqual({
        status: 'billed',
        // Yearly billing charges 12 × €25 a year: still €25 per user and month.
        monthly: 2_500,
        currency: 'eur',
        quote: {
          currency: 'eur',
          subtotal: 0,
          discount: 0,
          proration: net,
          net,
          tax: { amount: tax, rate: 2000, reason: 'domestic' },
          gross: net + tax,
          dueNow: net + tax,
          period: { start: clock.now().toISOString(), end: sub.currentPeriodEnd.toISOString() },
        },
      });
      expect(net).toBeGreaterThan(0);
      // The use case the clients module calls answers the same (JSON has no negative zero).
      expect(JSON.parse(JSON.stringify(await quoteExtraUser(deps, owner.accountId)))).toEqual(answer);

      const subUserId = await addSubUserWithBilling(
        deps,
        { accountId: owner.accountId, editorId: owner.accountId, email: newKey() },
        fakeSubUser(owner.accountId),
      );
      expect(typeof subUserId).toBe('number');
      const [charge] = await extraUserCharges(db, owner.accountId);
      expect(charge).toMatchObject({ status: 'recorded', amount: net + tax });
      const intents = await extraUserIntents(db, await customerIdOf(db, owner.accountId));
      expect(intents.map((intent) => [intent.status, intent.amount])).toEqual([['succeeded', net + tax]]);
      expect(intents[0]?.metadata).toMatchObject({ portal_charge: charge?.id, charge: charge?.id });
      const [invoice] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.id, charge?.invoiceId ?? 0));
      expect(invoice).toMatchObject({ status: 'paid', net, tax, gross: net + tax });
      const lines = await db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0));
      expect(lines).toMatchObject([
        {
          kind: 'proration',
          quantity: 1,
          amount: net,
          description: 'Tools Enterprise, 1 extra user for the rest of the period',
        },
      ]);
      const after = await subscriptionRow(db, owner.subscriptionId);
      expect(after).toMatchObject({ extraUsers: 1, extraUserUnitAmount: unit, quantity: 1 });
      // The subscription's renewal total now carries the extra user.
      const list = (await owner.client.get('/v1/subscription/all')).json().data;
      expect(list[0]).toMatchObject({
        extra_users: 1,
        extra_user_monthly: 2_500,
        total: (order.interval === 'year' ? 276_000 : 25_000) + unit,
      });
    });
  }

  it('says Corporate and Contracted include users, and adds them without charging', async () => {
    const { app, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.corporateYear);
    const customer = await customerIdOf(db, owner.accountId);
    const chargedBefore = (await db.select().from(charges).where(eq(charges.userId, owner.accountId))).length;
    expect((await owner.client.get(QUOTE)).json()).toEqual({
      status: 'included',
      monthly: null,
      currency: 'eur',
      quote: null,
    });
    await addSubUserWithBilling(
      deps,
      { accountId: owner.accountId, editorId: owner.accountId, email: newKey() },
      fakeSubUser(owner.accountId),
    );
    // Contracted: the same account's plan moved to Tools Contracted by sales.
    await db
      .update(subscriptions)
      .set({ productId: 6, planId: 'tools-contracted-year-eur' })
      .where(eq(subscriptions.id, owner.subscriptionId));
    expect((await owner.client.get(QUOTE)).json()).toMatchObject({ status: 'included', quote: null });
    await addSubUserWithBilling(
      deps,
      { accountId: owner.accountId, editorId: owner.accountId, email: newKey() },
      fakeSubUser(owner.accountId),
    );
    expect(await subUsersOf(db, owner.accountId)).toHaveLength(2);
    expect(await extraUserIntents(db, customer)).toEqual([]);
    expect((await db.select().from(charges).where(eq(charges.userId, owner.accountId))).length).toBe(
      chargedBefore,
    );
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 0 });
  });

  it('refuses sub-users without a Tools subscription (409 tools_subscription_required)', async () => {
    const { app, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, null);
    expect((await owner.client.get(QUOTE)).json()).toEqual({
      status: 'no_tools_subscription',
      monthly: null,
      currency: 'eur',
      quote: null,
    });
    const error = await rejection(
      addSubUserWithBilling(
        deps,
        { accountId: owner.accountId, editorId: owner.accountId, email: newKey() },
        fakeSubUser(owner.accountId),
      ),
    );
    expect([error.statusCode, error.code]).toEqual([409, 'tools_subscription_required']);
    expect(await subUsersOf(db, owner.accountId)).toEqual([]);
    expect(t('en', error.messageKey)).toBe(
      'Sub-users need a Tools subscription. Please buy Tools in the store first.',
    );
    expect(t('de', error.messageKey)).toMatch(/Tools-Abonnement/);
    expect(t('fr', error.messageKey)).toMatch(/abonnement Tools/);
  });

  it('asks the createClients permission for the quote', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: QUOTE });
    expect(response.statusCode).toBe(401);
  });
});

describe('addSubUserWithBilling', () => {
  it('charges 20 sub-users added at once exactly 20 times, and counts 20 extra users', async () => {
    const { app, db, deps, clock } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    clock.advance(3 * DAY);
    owner.client = await signInAgain(app, owner.email);
    const quote = (await owner.client.get(QUOTE)).json().quote;
    // A slow bank: the 20 requests really overlap their charges.
    const restore = slowCharges(deps.gateway, 30);
    try {
      const added = await Promise.all(
        Array.from({ length: 20 }, () =>
          addSubUserWithBilling(
            deps,
            { accountId: owner.accountId, editorId: owner.accountId, email: newKey() },
            fakeSubUser(owner.accountId),
          ),
        ),
      );
      expect(new Set(added).size).toBe(20);
    } finally {
      restore();
    }
    const intents = await extraUserIntents(db, await customerIdOf(db, owner.accountId));
    expect(intents).toHaveLength(20);
    expect(intents.every((intent) => intent.status === 'succeeded' && intent.amount === quote.gross)).toBe(
      true,
    );
    const ledger = await extraUserCharges(db, owner.accountId);
    expect(ledger.map((charge) => charge.status)).toEqual(Array(20).fill('recorded'));
    expect(await subUsersOf(db, owner.accountId)).toHaveLength(20);
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 20, quantity: 1 });
    const audited = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, owner.subscriptionId));
    const raised = audited.filter((row) => (row.newValues as { extra_users?: number })?.extra_users);
    expect(raised).toHaveLength(20);
  });

  it('charges and creates once for one sub-user added twice at once', async () => {
    const { app, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const input = { accountId: owner.accountId, editorId: owner.accountId, email: newKey() };
    await addSubUserWithBilling(deps, input, fakeSubUser(owner.accountId));

    const twin = { ...input, email: newKey() };
    const restore = slowCharges(deps.gateway, 30);
    const outcomes = await Promise.allSettled([
      addSubUserWithBilling(deps, twin, fakeSubUser(owner.accountId)),
      addSubUserWithBilling(deps, twin, fakeSubUser(owner.accountId)),
    ]);
    restore();
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await extraUserIntents(db, await customerIdOf(db, owner.accountId))).toHaveLength(2);
    expect(await subUsersOf(db, owner.accountId)).toHaveLength(2);
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 2 });
  });

  it('creates nothing and raises nothing when the card is declined; a retry with a good card adds', async () => {
    const { app, db, deps, clock } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    clock.advance(DAY);
    owner.client = await signInAgain(app, owner.email);
    await addCard(owner.client, CARDS.declined);
    const input = { accountId: owner.accountId, editorId: owner.accountId, email: newKey() };
    const error = await rejection(addSubUserWithBilling(deps, input, fakeSubUser(owner.accountId)));
    expect([error.statusCode, error.code]).toEqual([402, 'payment_declined']);
    expect(await subUsersOf(db, owner.accountId)).toEqual([]);
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 0 });
    expect((await extraUserCharges(db, owner.accountId)).map((charge) => charge.status)).toEqual([
      'released',
    ]);
    const invoicesOf = await db.select().from(invoices).where(eq(invoices.userId, owner.accountId));
    expect(invoicesOf).toHaveLength(1);

    // The same key again (the request failed, so the client may retry it) with a working card.
    await addCard(owner.client, CARDS.ok);
    await addSubUserWithBilling(deps, input, fakeSubUser(owner.accountId));
    expect(await subUsersOf(db, owner.accountId)).toHaveLength(1);
    expect((await extraUserCharges(db, owner.accountId)).map((charge) => charge.status).sort()).toEqual([
      'recorded',
      'released',
    ]);
  });

  it('gives the money back when the sub-user cannot be created after the charge', async () => {
    const { app, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const error = await addSubUserWithBilling(
      deps,
      { accountId: owner.accountId, editorId: owner.accountId, email: newKey() },
      async () => {
        throw new AppError(422, 'validation_failed', 'errors.validation');
      },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'validation_failed' });
    const [intent] = await extraUserIntents(db, await customerIdOf(db, owner.accountId));
    expect(intent).toMatchObject({ status: 'succeeded', amountRefunded: intent?.amount });
    // Money that moved is recorded where the customer sees it: a paid invoice and its credit note.
    expect((await extraUserCharges(db, owner.accountId)).map((charge) => charge.status)).toEqual([
      'recorded',
    ]);
    const issued = await db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, owner.accountId))
      .orderBy(invoices.id);
    expect(issued.at(-1)).toMatchObject({ status: 'refunded', gross: intent?.amount });
    expect((await auditBooks(db)).unrecorded).toEqual([]);
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 0 });
  });
});
