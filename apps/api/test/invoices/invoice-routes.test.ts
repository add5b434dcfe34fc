import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, coupons, invoices, payments } from '../../src/db/schema/index';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';
import { TEST_PUBLIC_URL, useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createCustomer, createSubscription, issue, VIENNA_COMPANY } from './fixtures';

const testApp = useTestApp();

const at = (iso: string) => new Date(iso);
const unix = (iso: string) => Date.parse(iso) / 1000;

/** Customer A with subscriptions, invoices in three months, a credit note; customer B with one invoice. */
const world = {
  a: { id: 0, email: '' },
  b: { id: 0, email: '' },
  tools: '',
  dmp: '',
  numbers: {} as Record<'september' | 'octoberEnd' | 'november' | 'august' | 'void' | 'other', string>,
  creditNote: '',
};

beforeAll(async () => {
  const { db, deps } = testApp();
  world.a = await createCustomer(db, VIENNA_COMPANY);
  world.b = await createCustomer(db, { country: 'DE' });
  const [coupon] = await db
    .insert(coupons)
    .values({ code: `INVTEST${Date.now()}`, name: 'Ten off', percentOff: 10, duration: 'forever' })
    .returning({ id: coupons.id });
  world.tools = await createSubscription(db, {
    userId: world.a.id,
    productId: 1,
    quantity: 2,
    couponId: coupon!.id,
    couponCyclesLeft: null,
    currentPeriodEnd: at('2026-12-01T00:00:00Z'),
    updatedAt: at('2026-11-01T00:00:00Z'),
  });
  world.dmp = await createSubscription(db, {
    userId: world.a.id,
    productId: 4,
    status: 'past_due',
    unitAmount: 60_000,
    isMetered: true,
    couponId: coupon!.id,
    couponCyclesLeft: 0, // used up: no discount any more
    usageUpdatedAt: at('2026-11-21T03:00:00Z'),
    currentPeriodEnd: at('2026-11-25T00:00:00Z'),
  });
  // Cancelled, and ended: neither renews.
  await createSubscription(db, {
    userId: world.a.id,
    productId: 3,
    status: 'canceled',
    canceledAt: at('2026-11-05T00:00:00Z'),
  });
  await createSubscription(db, {
    userId: world.a.id,
    productId: 2,
    status: 'ended',
    endedAt: at('2026-10-01T00:00:00Z'),
  });

  const a = world.a.id;
  world.numbers.august = (
    await issue(testApp(), { userId: a, subscriptionId: world.tools, issuedAt: at('2026-08-01T09:00:00Z') })
  ).number;
  world.numbers.september = (
    await issue(testApp(), { userId: a, subscriptionId: world.tools, issuedAt: at('2026-09-15T09:00:00Z') })
  ).number;
  world.numbers.octoberEnd = (
    await issue(testApp(), {
      userId: a,
      subscriptionId: world.dmp,
      status: 'open',
      paymentMethodType: 'sepa_debit',
      issuedAt: at('2026-10-31T23:30:00Z'),
    })
  ).number;
  const november = await issue(testApp(), {
    userId: a,
    subscriptionId: world.tools,
    status: 'open',
    issuedAt: at('2026-11-02T09:00:00Z'),
  });
  world.numbers.november = november.number;
  const voided = await issue(testApp(), { userId: a, status: 'open', issuedAt: at('2026-11-03T09:00:00Z') });
  await db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, voided.id));
  world.numbers.void = voided.number;
  world.numbers.other = (
    await issue(testApp(), { userId: world.b.id, issuedAt: at('2026-09-01T09:00:00Z') })
  ).number;

  await db.insert(payments).values([
    {
      id: 'pay_old',
      userId: a,
      invoiceId: november.id,
      gatewayIntentId: 'pi_old',
      clientSecret: 'pi_old_secret',
      amount: november.gross,
      currencyId: 1,
      status: 'failed',
      createdAt: at('2026-11-02T09:00:00Z'),
    },
    {
      id: 'pay_new',
      userId: a,
      invoiceId: november.id,
      gatewayIntentId: 'pi_new',
      clientSecret: 'pi_new_secret',
      amount: november.gross,
      currencyId: 1,
      status: 'requires_action',
      createdAt: at('2026-11-02T09:05:00Z'),
    },
  ]);
  const [august] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.number, world.numbers.august));
  const note = await db.transaction((tx) =>
    issueCreditNote(tx, deps, {
      invoiceId: august!.id,
      gross: 30_000,
      reason: 'cancelled',
      refundId: 're_1',
    }),
  );
  world.creditNote = note.number;
});

describe('GET /v1/invoice/all', () => {
  it("lists the account's invoices newest first, as spec §3 describes them", async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const response = await client.get('/v1/invoice/all');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((invoice: { number: string }) => invoice.number)).toEqual([
      world.numbers.november,
      world.numbers.octoberEnd,
      world.numbers.september,
      world.numbers.august,
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      number: world.numbers.november,
      subscription: 'Tools Enterprise',
      product: 1,
      date: '2026-11-02T09:00:00.000Z',
      amount: 30_000,
      currency: 'eur',
      status: 'open',
      pdf: `${TEST_PUBLIC_URL}/v1/invoice/${world.numbers.november}/pdf`,
      // Open, and its latest payment waits for 3-D Secure.
      clientSecret: 'pi_new_secret',
      subscriptionId: world.tools,
      paymentMethodType: 'card',
      amountRefunded: 0,
      paidAt: null,
      // Collected by card: no due day, no debit day, no bank details; the customer may pay it now.
      dueAt: null,
      debitOnOrAfter: null,
      transfer: null,
      // No SEPA debit of it came back from the bank (decision 0083).
      debitReturn: null,
      payable: true,
      dunning: null,
      // A company with a VAT id: Peppol reaches it, so every format is offered.
      eInvoiceFormats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
    });
    // Open without a payment waiting for action: no complete-payment button.
    expect(data[1]).toMatchObject({
      status: 'open',
      subscription: 'DMP Enterprise',
      product: 4,
      clientSecret: null,
      subscriptionId: null,
    });
    expect(data[3]).toMatchObject({ status: 'refunded', clientSecret: null });
  });

  it('filters by month bounds, both days inclusive', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const numbers = async (query: string) =>
      (await client.get(`/v1/invoice/all${query}`)).json().data.map((i: { number: string }) => i.number);
    expect(await numbers('?start=2026-10-01&end=2026-10-31')).toEqual([world.numbers.octoberEnd]);
    expect(await numbers('?start=2026-09-01')).toEqual([
      world.numbers.november,
      world.numbers.octoberEnd,
      world.numbers.september,
    ]);
    expect(await numbers('?end=2026-08-31')).toEqual([world.numbers.august]);
    expect(await numbers('?start=&end=')).toHaveLength(4);
    expect(await numbers('?start=2025-01-01&end=2025-01-31')).toEqual([]);
  });

  it('answers 422 with field errors for a bad date or an end before the start', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const invalid = await client.get('/v1/invoice/all?start=2026-02-30&end=11/2026');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: {
        start: ['The start date must be a date in the format YYYY-MM-DD.'],
        end: ['The end date must be a date in the format YYYY-MM-DD.'],
      },
    });
    const reversed = await client.get('/v1/invoice/all?start=2026-10-01&end=2026-09-30');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ end: ['The end date must be at least 2026-10-01.'] });
  });

  it("lets a sub-user with the right see the owner's invoices, and refuses everyone else", async () => {
    const { app, db } = testApp();
    const sub = await createCustomer(db, {}, { parentId: world.a.id });
    const asSub = await loginAs(app, sub.email);
    expect((await asSub.client.get('/v1/invoice/all')).json().data).toHaveLength(4);
    const asB = await loginAs(app, world.b.email);
    expect(
      (await asB.client.get('/v1/invoice/all')).json().data.map((i: { number: string }) => i.number),
    ).toEqual([world.numbers.other]);
    // client@demo.test has no MODULE_ACCOUNT_PAYMENT.VIEW.
    const asClient = await loginAs(app, 'client@demo.test');
    for (const url of [
      '/v1/invoice/all',
      '/v1/invoice/credit',
      '/v1/invoice/upcoming',
      `/v1/invoice/${world.numbers.november}/pdf`,
    ]) {
      const refused = await asClient.client.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status).toBe('forbidden');
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /v1/invoice/credit', () => {
  it("lists the account's credit notes with the invoice they correct", async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, world.a.email);
    const response = await client.get('/v1/invoice/credit');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          number: world.creditNote,
          invoice: world.numbers.august,
          subscription: 'Tools Enterprise',
          product: 1,
          date: expect.any(String),
          amount: 30_000,
          currency: 'eur',
          pdf: `${TEST_PUBLIC_URL}/v1/credit-note/${world.creditNote}/pdf`,
          eInvoiceFormats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
        },
      ],
    });
    expect((await (await loginAs(app, world.b.email)).client.get('/v1/invoice/credit')).json()).toEqual({
      data: [],
    });
  });
});

describe('GET /v1/invoice/upcoming', () => {
  it('shows the next charge of each renewing subscription, coupon and tax included', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const response = await client.get('/v1/invoice/upcoming');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          name: 'DMP Enterprise',
          total: 72_000, // 600.00 (coupon used up) + 20 % VAT
          is_metered: '1',
          last_updated: unix('2026-11-21T03:00:00Z'),
          next_payment_attempt: unix('2026-11-25T00:00:00Z'),
          subscriptionId: world.dmp,
          currency: 'eur',
          // Paid by card: no SEPA debit to announce (decision 0082).
          sepaDebit: null,
        },
        {
          name: 'Tools Enterprise',
          total: 54_000, // 2 × 250.00 − 10 % + 20 % VAT
          is_metered: '0',
          last_updated: unix('2026-11-01T00:00:00Z'),
          next_payment_attempt: unix('2026-12-01T00:00:00Z'),
          subscriptionId: world.tools,
          currency: 'eur',
          // Paid by card: no SEPA debit to announce (decision 0082).
          sepaDebit: null,
        },
      ],
    });
  });

  it('is empty without subscriptions', async () => {
    const { client } = await loginAs(testApp().app, world.b.email);
    expect((await client.get('/v1/invoice/upcoming')).json()).toEqual({ data: [] });
  });
});

describe('GET /v1/invoice/:number/pdf and /v1/credit-note/:number/pdf', () => {
  it('downloads the PDF of an own document as an attachment named by its number', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const response = await client.get(`/v1/invoice/${world.numbers.september}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${world.numbers.september}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const note = await client.get(`/v1/credit-note/${world.creditNote}/pdf`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-disposition']).toBe(`attachment; filename="${world.creditNote}.pdf"`);
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another account's numbers and unknown ones", async () => {
    const { client } = await loginAs(testApp().app, world.b.email);
    for (const url of [
      `/v1/invoice/${world.numbers.september}/pdf`,
      `/v1/credit-note/${world.creditNote}/pdf`,
      '/v1/invoice/1999-000001/pdf',
      `/v1/credit-note/${world.numbers.other}/pdf`,
    ]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'not_found', message: 'This view was not found.' });
    }
    expect((await client.get(`/v1/invoice/${world.numbers.other}/pdf`)).statusCode).toBe(200);
  });
});

describe('POST /v1/user/audit', () => {
  const downloads = (entityType: 'invoice' | 'credit_note') =>
    testApp()
      .db.select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, entityType),
          eq(auditEntries.url, '/v1/user/audit'),
          eq(auditEntries.accountId, world.a.id),
        ),
      );

  it('records the download of one of the account’s documents on that document', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, world.a.email);
    const link = `${TEST_PUBLIC_URL}/v1/invoice/${world.numbers.september}/pdf`;
    const response = await client.post('/v1/user/audit', {
      event: 'downloadInvoice',
      old_value: null,
      new_value: { link },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The download has been recorded.' });
    // The path alone names the same document; what else the client sends is not kept.
    const note = await client.post('/v1/user/audit', {
      event: 'downloadCreditNote',
      old_value: 'anything',
      new_value: { link: `/v1/credit-note/${world.creditNote}/pdf` },
    });
    expect(note.statusCode, note.body).toBe(200);

    const [september] = await db.select().from(invoices).where(eq(invoices.number, world.numbers.september));
    expect(await downloads('invoice')).toMatchObject([
      {
        entityId: String(september!.id),
        event: 'downloadInvoice',
        editorId: world.a.id,
        accountId: world.a.id,
        oldValues: {},
        newValues: { number: world.numbers.september, link },
        url: '/v1/user/audit',
        ipAddress: client.ip,
      },
    ]);
    expect(await downloads('credit_note')).toMatchObject([
      {
        event: 'downloadCreditNote',
        oldValues: {},
        newValues: {
          number: world.creditNote,
          link: `${TEST_PUBLIC_URL}/v1/credit-note/${world.creditNote}/pdf`,
        },
      },
    ]);
  });

  it('refuses links that are not a PDF of ours of the event’s kind (422) and others’ documents (404)', async () => {
    const { app, db } = testApp();
    const count = async () => (await db.select().from(auditEntries)).length;
    const { client } = await loginAs(app, world.a.email);
    const before = await count();
    const invoiceLink = `${TEST_PUBLIC_URL}/v1/invoice/${world.numbers.september}/pdf`;
    for (const [event, link] of [
      ['downloadInvoice', 'https://elsewhere.test/v1/invoice/RE-1/pdf'],
      ['downloadInvoice', `${TEST_PUBLIC_URL}/v1/invoice/${world.numbers.september}/pdf?x=1`],
      ['downloadInvoice', `${TEST_PUBLIC_URL}/v1/account/me`],
      ['downloadInvoice', `${TEST_PUBLIC_URL}/v1/invoice//pdf`],
      ['downloadCreditNote', invoiceLink],
      ['downloadInvoice', 'javascript:alert(1)'],
    ] as const) {
      const refused = await client.post('/v1/user/audit', { event, new_value: { link } });
      expect(refused.statusCode, link).toBe(422);
      expect(refused.json().errors, link).toEqual({
        'new_value.link': ['The selected new_value.link is invalid.'],
      });
    }
    for (const number of [world.numbers.other, 'RE-9999-999999']) {
      const foreign = await client.post('/v1/user/audit', {
        event: 'downloadInvoice',
        new_value: { link: `${TEST_PUBLIC_URL}/v1/invoice/${number}/pdf` },
      });
      expect(foreign.statusCode, number).toBe(404);
      expect(foreign.json().status).toBe('not_found');
    }
    expect(await count()).toBe(before);
  });

  it('refuses other events, a missing link, and callers without the right', async () => {
    const { app, db } = testApp();
    const before = (await db.select().from(auditEntries)).length;
    const { client } = await loginAs(app, world.a.email);
    const invalid = await client.post('/v1/user/audit', { event: 'deleted', new_value: {} });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      event: ['The selected event is invalid.'],
      'new_value.link': ['The new_value.link field is required.'],
    });
    const missing = await client.post('/v1/user/audit', { event: 'downloadInvoice' });
    expect(missing.json().errors).toEqual({ new_value: ['The new_value field is required.'] });
    const asClient = await loginAs(app, 'client@demo.test');
    expect(
      (await asClient.client.post('/v1/user/audit', { event: 'downloadInvoice', new_value: { link: 'l' } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/v1/user/audit', payload: {} })).statusCode).toBe(401);
    expect((await db.select().from(auditEntries)).length - before).toBe(2); // the two sign-ins
  });
});

describe('GET /v1/account/me billing flags', () => {
  it('tells whether the account owes an open invoice and has a subscription that has not ended', async () => {
    const { app, db } = testApp();
    const a = (await (await loginAs(app, world.a.email)).client.get('/v1/account/me')).json();
    expect(a).toMatchObject({ hasOpenPayments: true, hasSubscriptions: true });
    const b = (await (await loginAs(app, world.b.email)).client.get('/v1/account/me')).json();
    expect(b).toMatchObject({ hasOpenPayments: false, hasSubscriptions: false });
    const ended = await createCustomer(db);
    await createSubscription(db, { userId: ended.id, productId: 1, status: 'ended' });
    const c = (await (await loginAs(app, ended.email)).client.get('/v1/account/me')).json();
    expect(c).toMatchObject({ hasOpenPayments: false, hasSubscriptions: false });
  });
});
