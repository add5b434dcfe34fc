import { randomUUID } from 'node:crypto';
import { paymentMethodListSchema } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  paymentMethods,
  plans,
  products,
  subscriptions,
  users,
} from '../../src/db/schema/index';
import { ensureGatewayCustomer, findDefaultPaymentMethod } from '../../src/modules/payments/index';
import { listPaymentMethods } from '../../src/modules/payments/list-payment-methods';
import type { Db } from '../../src/platform/db';
import { AppError } from '../../src/platform/errors';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import {
  auditCount,
  BILLING,
  browserCard,
  CARDS,
  freshCustomer,
  IBAN_OK,
  saveCard,
  saveSepa,
  userRow,
} from './payments-support';

const testApp = useTestApp();
const METHODS = '/v1/account/billing/payment-methods';
const year = () => testApp().clock.now().getUTCFullYear() + 3;

async function methodRows(db: Db, userId: number) {
  return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
}

/** A subscription row of the account (the subscriptions module creates them for real). */
async function subscribe(db: Db, userId: number, values: { status: string; payByInvoice?: boolean }) {
  const [plan] = await db
    .select({ id: plans.id, productId: plans.productId, interval: plans.interval, line: products.line })
    .from(plans)
    .innerJoin(products, eq(products.id, plans.productId))
    .where(eq(plans.onRequest, false))
    .limit(1);
  const now = testApp().clock.now();
  const id = `sub_${randomUUID()}`;
  await db.insert(subscriptions).values({
    id,
    userId,
    productId: plan!.productId,
    line: plan!.line,
    planId: plan!.id,
    status: values.status,
    quantity: 1,
    interval: plan!.interval,
    currencyId: 1,
    unitAmount: 25_000,
    payByInvoice: values.payByInvoice ?? false,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    endedAt: values.status === 'ended' ? now : null,
  });
  return id;
}

describe('payment methods: list, add, default', () => {
  it('lists nothing and no card for a new account', async () => {
    const { app, db } = testApp();
    const { client } = await freshCustomer(app, db);
    const list = await client.get(METHODS);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [] });
    expect((await client.get('/v1/account/card')).json()).toEqual({ paymentMethodId: null });
  });

  it('adds the first card as default, creates the gateway customer once and audits it', async () => {
    const { app, db, clock } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const paymentId = await browserCard(app, CARDS.visa, year());
    const before = Math.floor(clock.now().getTime() / 1000);
    const response = await client.post(METHODS, { paymentId, isDefault: false });
    expect(response.statusCode).toBe(200);
    const after = Math.floor(clock.now().getTime() / 1000);
    const body = response.json();
    expect(body).toEqual({
      message: 'Payment method created.',
      data: {
        id: expect.any(String),
        type: 'card',
        brand: 'visa',
        last4: '4242',
        created: expect.any(Number),
        expMonth: 12,
        expYear: year(),
        bankCode: null,
        country: null,
        isDefault: true,
      },
    });
    expect(body.data.created).toBeGreaterThanOrEqual(before);
    expect(body.data.created).toBeLessThanOrEqual(after);
    expect(body.data.id).not.toBe(paymentId);
    const user = await userRow(db, id);
    expect(user).toMatchObject({ cardBrand: 'visa', cardLastFour: '4242' });
    expect(user.providerCustomerId).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect((await client.get('/v1/account/me')).json()).toMatchObject({
      card_brand: 'visa',
      card_last_four: '4242',
    });

    const list = paymentMethodListSchema.parse((await client.get(METHODS)).json());
    expect(list.data).toEqual([body.data]);
    expect((await client.get('/v1/account/card')).json()).toEqual({ paymentMethodId: paymentId });

    const events = await db
      .select({
        event: auditEntries.event,
        entityType: auditEntries.entityType,
        newValues: auditEntries.newValues,
      })
      .from(auditEntries)
      .where(eq(auditEntries.accountId, id))
      .orderBy(auditEntries.id);
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'updated', entityType: 'user', newValues: { stripe_id: user.providerCustomerId } },
        {
          event: 'payment method added',
          entityType: 'payment_method',
          newValues: expect.objectContaining({
            id: body.data.id,
            brand: 'visa',
            last4: '4242',
            isDefault: true,
          }),
        },
        { event: 'updated', entityType: 'user', newValues: { card_brand: 'visa', card_last_four: '4242' } },
      ]),
    );

    // A second method reuses the customer: still one customer id.
    await saveCard(app, client, CARDS.mastercard, year());
    expect((await userRow(db, id)).providerCustomerId).toBe(user.providerCustomerId);
  });

  it('answers a double-sent method with the method already saved', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const paymentId = await browserCard(app, CARDS.visa, year());
    const first = await client.post(METHODS, { paymentId, isDefault: true });
    const second = await client.post(METHODS, { paymentId, isDefault: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(await methodRows(db, id)).toHaveLength(1);
  });

  it('keeps the default on a non-default add, moves it on a default add, and card_brand follows', async () => {
    const { app, db, clock } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const visa = await saveCard(app, client, CARDS.visa, year());
    clock.advance(1000);
    const master = await saveCard(app, client, CARDS.mastercard, year(), false);
    expect(master.method.isDefault).toBe(false);
    expect(await userRow(db, id)).toMatchObject({ cardBrand: 'visa', cardLastFour: '4242' });

    clock.advance(1000);
    const sepa = await saveSepa(app, client, IBAN_OK, true);
    expect(sepa.method).toMatchObject({
      type: 'sepa_debit',
      brand: null,
      last4: '3201',
      bankCode: '19043',
      country: 'AT',
      expMonth: null,
      expYear: null,
      isDefault: true,
    });
    expect(await userRow(db, id)).toMatchObject({ cardBrand: 'sepa_debit', cardLastFour: '3201' });
    const [stored] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, sepa.method.id));
    expect(stored).toMatchObject({ holderName: 'Paula Payer', gatewayId: sepa.paymentId });
    expect(stored!.mandateReference).toMatch(/^SANDBOX-[A-Z0-9]{16}$/);
    expect(stored!.mandateAcceptedAt).toEqual(expect.any(Date));
    // The default is a SEPA mandate: there is no card to confirm 3-D Secure with.
    expect((await client.get('/v1/account/card')).json()).toEqual({ paymentMethodId: null });

    const list = (await client.get(METHODS)).json().data as { id: string; isDefault: boolean }[];
    expect(list.map((m) => [m.id, m.isDefault])).toEqual([
      [sepa.method.id, true],
      [master.method.id, false],
      [visa.method.id, false],
    ]);

    const setDefault = await client.post(`${METHODS}/default`, { paymentId: master.method.id });
    expect(setDefault.statusCode).toBe(200);
    expect(setDefault.json()).toEqual({ message: 'Default payment method updated.' });
    const after = (await client.get(METHODS)).json().data as { id: string; isDefault: boolean }[];
    expect(after.filter((m) => m.isDefault).map((m) => m.id)).toEqual([master.method.id]);
    expect(await userRow(db, id)).toMatchObject({ cardBrand: 'mastercard', cardLastFour: '4444' });
    expect((await client.get('/v1/account/card')).json()).toEqual({ paymentMethodId: master.paymentId });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, master.method.id), eq(auditEntries.event, 'updated')));
    expect(audit).toMatchObject({ oldValues: { isDefault: false, previous_default: sepa.method.id } });
  });

  it('ends paying by invoice for good when any method is added', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'invoice@demo.test');
    const [invoiceUser] = await db.select().from(users).where(eq(users.email, 'invoice@demo.test'));
    // The demo seed's yearly Tools Corporate, paid by invoice.
    const [seeded] = await db.select().from(subscriptions).where(eq(subscriptions.userId, invoiceUser!.id));
    expect(seeded).toMatchObject({ status: 'active', payByInvoice: true });
    const subscriptionId = seeded!.id;
    expect(invoiceUser!.cardBrand).toBe('invoice');

    await saveCard(app, client, CARDS.visa, year(), false);
    expect(await userRow(db, invoiceUser!.id)).toMatchObject({ cardBrand: 'visa', cardLastFour: '4242' });
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.payByInvoice).toBe(false);
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, 'subscription'),
          eq(auditEntries.entityId, subscriptionId),
          eq(auditEntries.event, 'updated'),
        ),
      );
    expect(audit).toMatchObject({
      oldValues: { pay_by_invoice: true },
      newValues: { pay_by_invoice: false },
    });
  });

  it('needs invoice data first, for a card and for a SEPA setup, and changes nothing', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db, { billing: false });
    const paymentId = await browserCard(app, CARDS.visa, year());
    const audits = await auditCount(db, id);
    for (const response of [
      await client.post(METHODS, { paymentId, isDefault: true }),
      await client.post('/v1/account/billing/sepa-setup'),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 'billing_data_missing',
        message:
          'Please complete your invoice data (first name, last name, street, postal code, city and country) before adding a payment method.',
      });
    }
    expect(await methodRows(db, id)).toEqual([]);
    expect(await userRow(db, id)).toMatchObject({ providerCustomerId: null, cardBrand: null });
    expect(await auditCount(db, id)).toBe(audits);

    // Once the invoice data is there, the same method is accepted.
    await client.put('/v1/account/billing/information', BILLING);
    expect((await client.post(METHODS, { paymentId, isDefault: true })).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or foreign gateway method id with a field error', async () => {
    const { app, db } = testApp();
    const owner = await freshCustomer(app, db);
    const other = await freshCustomer(app, db);
    const missing = await owner.client.post(METHODS, { isDefault: true });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ paymentId: ['The payment method field is required.'] });

    const unknown = await owner.client.post(METHODS, { paymentId: 'pm_doesnotexist', isDefault: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { paymentId: ['The selected payment method is invalid.'] },
    });

    // A SEPA method confirmed for another account's customer cannot be taken over.
    const theirs = await saveSepa(app, other.client, IBAN_OK);
    const foreign = await owner.client.post(METHODS, { paymentId: theirs.paymentId, isDefault: true });
    expect(foreign.statusCode).toBe(422);
    expect(await methodRows(db, owner.id)).toEqual([]);
  });
});

describe('payment methods: delete', () => {
  it('soft deletes, detaches at the gateway, promotes the newest remaining and audits', async () => {
    const { app, db, clock, deps } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const visa = await saveCard(app, client, CARDS.visa, year());
    clock.advance(1000);
    const sepa = await saveSepa(app, client, IBAN_OK);
    clock.advance(1000);
    const master = await saveCard(app, client, CARDS.mastercard, year());

    const response = await client.request('DELETE', `${METHODS}/${visa.method.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Payment method removed.' });

    const list = (await client.get(METHODS)).json().data as { id: string; isDefault: boolean }[];
    expect(list.map((m) => [m.id, m.isDefault])).toEqual([
      [master.method.id, true],
      [sepa.method.id, false],
    ]);
    expect(await userRow(db, id)).toMatchObject({ cardBrand: 'mastercard', cardLastFour: '4444' });
    const [deleted] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, visa.method.id));
    expect(deleted!.deletedAt).toEqual(expect.any(Date));
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entityId, visa.method.id), eq(auditEntries.event, 'payment method removed')),
      );
    expect(audit).toMatchObject({
      accountId: id,
      oldValues: { brand: 'visa', last4: '4242', isDefault: true },
    });

    // Detached at the gateway: it can no longer be charged.
    const customerId = (await userRow(db, id)).providerCustomerId!;
    await expect(
      deps.gateway.createPaymentIntent({
        customerId,
        paymentMethodId: visa.paymentId,
        amount: 100,
        currency: 'eur',
        offSession: true,
        idempotencyKey: randomUUID(),
        description: 'after delete',
      }),
    ).rejects.toMatchObject({ name: 'GatewayDeclinedError', code: 'payment_method_not_attached' });

    // Deleting an already deleted method finds nothing.
    expect((await client.request('DELETE', `${METHODS}/${visa.method.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete the only method while a subscription runs, and allows it once every subscription is cancelled', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const visa = await saveCard(app, client, CARDS.visa, year());
    const subscriptionId = await subscribe(db, id, { status: 'past_due' });
    const audits = await auditCount(db, id);

    const refused = await client.request('DELETE', `${METHODS}/${visa.method.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'last_payment_method',
      message:
        'This is your only payment method and you have running subscriptions. To delete it, cancel all running subscriptions or add another payment method first.',
    });
    expect((await client.get(METHODS)).json().data).toHaveLength(1);
    expect(await userRow(db, id)).toMatchObject({ cardBrand: 'visa', cardLastFour: '4242' });
    expect(await auditCount(db, id)).toBe(audits);
    // Still attached at the gateway: the refused delete did not detach it.
    const customerId = (await userRow(db, id)).providerCustomerId!;
    const charge = await testApp().deps.gateway.createPaymentIntent({
      customerId,
      paymentMethodId: visa.paymentId,
      amount: 100,
      currency: 'eur',
      offSession: true,
      idempotencyKey: randomUUID(),
      description: 'still attached',
    });
    expect(charge.status).toBe('succeeded');

    await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, subscriptionId));
    const allowed = await client.request('DELETE', `${METHODS}/${visa.method.id}`);
    expect(allowed.statusCode).toBe(200);
    expect((await client.get(METHODS)).json()).toEqual({ data: [] });
    expect(await userRow(db, id)).toMatchObject({ cardBrand: null, cardLastFour: null });
    expect((await client.get('/v1/account/card')).json()).toEqual({ paymentMethodId: null });
  });

  it('allows deleting one of two methods while a subscription runs', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const visa = await saveCard(app, client, CARDS.visa, year());
    await saveCard(app, client, CARDS.mastercard, year());
    await subscribe(db, id, { status: 'active' });
    expect((await client.request('DELETE', `${METHODS}/${visa.method.id}`)).statusCode).toBe(200);
    expect(await userRow(db, id)).toMatchObject({ cardBrand: 'mastercard', cardLastFour: '4444' });
  });
});

describe('payment methods: another account, permissions, user_not_found', () => {
  it("answers 404 for another account's method id and changes nothing", async () => {
    const { app, db } = testApp();
    const owner = await freshCustomer(app, db);
    const intruder = await freshCustomer(app, db);
    const { method } = await saveCard(app, owner.client, CARDS.visa, year());

    const removal = await intruder.client.request('DELETE', `${METHODS}/${method.id}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ status: 'not_found', message: 'This view was not found.' });
    const makeDefault = await intruder.client.post(`${METHODS}/default`, { paymentId: method.id });
    expect(makeDefault.statusCode).toBe(404);
    expect((await intruder.client.get(METHODS)).json()).toEqual({ data: [] });
    expect((await owner.client.get(METHODS)).json().data).toEqual([method]);
  });

  it('answers 403 to a sub-user without editBilling / viewInvoices and 401 signed out', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'client@demo.test');
    const routes: [string, string][] = [
      ['GET', METHODS],
      ['POST', METHODS],
      ['POST', `${METHODS}/default`],
      ['DELETE', `${METHODS}/x`],
      ['POST', '/v1/account/billing/sepa-setup'],
      ['GET', '/v1/account/card'],
      ['PUT', '/v1/account/billing/information'],
    ];
    for (const [method, url] of routes) {
      const forbidden = await client.request(method as 'GET', url, {
        payload: method === 'GET' ? undefined : {},
      });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    const rules = Object.fromEntries(app.routeRegistry.map((r) => [`${r.method} ${r.url}`, r.rule]));
    expect(rules).toMatchObject({
      'PUT /v1/account/billing/information': 'editBilling',
      'GET /v1/account/billing/payment-methods': 'editBilling',
      'POST /v1/account/billing/payment-methods': 'editBilling',
      'POST /v1/account/billing/payment-methods/default': 'editBilling',
      'DELETE /v1/account/billing/payment-methods/:id': 'editBilling',
      'POST /v1/account/billing/sepa-setup': 'editBilling',
      'GET /v1/account/card': 'payInvoices',
    });
  });

  it('answers user_not_found when the account row is gone', async () => {
    const { db, deps } = testApp();
    const error = await listPaymentMethods(db, deps.config, 987_654).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 404, code: 'user_not_found', messageKey: 'users.notFound' });
  });
});

describe('payment methods: the gateway is unavailable', () => {
  it('answers 503 gateway_unavailable and changes nothing', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const visa = await saveCard(app, client, CARDS.visa, year());
    await saveCard(app, client, CARDS.mastercard, year());
    const admin = await loginAs(app, 'admin@demo.test');
    expect((await admin.client.put('/v1/sandbox/availability', { available: false })).json()).toEqual({
      available: false,
    });
    try {
      const audits = await auditCount(db, id);
      for (const response of [
        await client.post('/v1/account/billing/sepa-setup'),
        await client.request('DELETE', `${METHODS}/${visa.method.id}`),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          status: 'gateway_unavailable',
          message:
            'Our payment service provider is currently unavailable. Please try again later or contact support.',
        });
      }
      expect((await client.get(METHODS)).json().data).toHaveLength(2);
      expect(await auditCount(db, id)).toBe(audits);
    } finally {
      await admin.client.put('/v1/sandbox/availability', { available: true });
    }
    expect((await client.request('DELETE', `${METHODS}/${visa.method.id}`)).statusCode).toBe(200);
  });
});

describe('what the subscriptions module uses', () => {
  it('finds the default method and creates the gateway customer once', async () => {
    const { app, db, deps } = testApp();
    const { client, id } = await freshCustomer(app, db);
    expect(await findDefaultPaymentMethod(db, id)).toBeNull();
    const first = await ensureGatewayCustomer(deps, id);
    expect(await ensureGatewayCustomer(deps, id)).toBe(first);
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.accountId, id))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({ editorId: null, newValues: { stripe_id: first } });

    const { method, paymentId } = await saveCard(app, client, CARDS.visa, year());
    expect(await findDefaultPaymentMethod(db, id)).toMatchObject({ id: method.id, gatewayId: paymentId });
    expect((await userRow(db, id)).providerCustomerId).toBe(first);
  });
});
