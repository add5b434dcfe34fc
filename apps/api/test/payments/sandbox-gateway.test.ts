import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createGateway } from '../../src/create-gateway';
import { sandboxObjects } from '../../src/db/schema/index';
import { createSandboxGateway } from '../../src/modules/sandbox-gateway/sandbox-gateway';
import { GatewayDeclinedError, GatewayUnavailableError } from '../../src/platform/payments/gateway';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import {
  browserCard,
  CARDS,
  freshCustomer,
  IBAN_FAILS,
  IBAN_OK,
  IBAN_OK_DE,
  sandboxObjectCount,
  userRow,
} from './payments-support';

const testApp = useTestApp();
const year = () => testApp().clock.now().getUTCFullYear() + 3;

async function newCustomer() {
  return testApp().deps.gateway.createCustomer({ email: 'c@payments.test', name: 'C', accountId: 1 });
}

/** A card the browser created and the server attached, ready to charge. */
async function attachedCard(customerId: string, number: string) {
  const { app, deps } = testApp();
  const paymentMethodId = await browserCard(app, number, year());
  await deps.gateway.attachPaymentMethod({ customerId, paymentMethodId });
  return paymentMethodId;
}

async function charge(number: string, offSession: boolean, amount = 1000) {
  const customer = await newCustomer();
  const paymentMethodId = await attachedCard(customer.id, number);
  const intent = await testApp().deps.gateway.createPaymentIntent({
    customerId: customer.id,
    paymentMethodId,
    amount,
    currency: 'eur',
    offSession,
    idempotencyKey: randomUUID(),
    description: 'test charge',
  });
  return { customer, paymentMethodId, intent };
}

const cardRequest = (card: Record<string, unknown>, headers: Record<string, string> = {}) =>
  testApp().app.inject({
    method: 'POST',
    url: '/v1/sandbox/payment-methods',
    payload: { type: 'card', card, billing_details: { name: 'Paula Payer' } },
    headers,
  });

describe('POST /v1/sandbox/payment-methods', () => {
  it('creates a card method like a card element, keeping neither number nor cvc', async () => {
    const { db } = testApp();
    const response = await cardRequest({ number: CARDS.visa, exp_month: 12, exp_year: year(), cvc: '123' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^pm_[A-Za-z0-9]{24}$/),
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: year() },
    });
    const [stored] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.id, body.id));
    expect(stored!.kind).toBe('payment_method');
    expect(JSON.stringify(stored!.data)).not.toContain('4242424242424242');
    expect(JSON.stringify(stored!.data)).not.toContain('"123"');

    // Two-digit years are this century, as printed on the card.
    const amex = await cardRequest({
      number: '3782 822463 10005',
      exp_month: 1,
      exp_year: year() % 100,
      cvc: '1234',
    });
    expect(amex.json().card).toEqual({ brand: 'amex', last4: '0005', exp_month: 1, exp_year: year() });
    const master = await cardRequest({
      number: CARDS.mastercard,
      exp_month: 1,
      exp_year: year(),
      cvc: '123',
    });
    expect(master.json().card.brand).toBe('mastercard');
  });

  it('answers every card problem on its field, in the caller language, and stores nothing', async () => {
    const { clock } = testApp();
    const before = await sandboxObjectCount(testApp().db);
    const lastYear = clock.now().getUTCFullYear() - 1;
    const response = await cardRequest({
      number: '4242 4242 4242 4241',
      exp_month: 13,
      exp_year: lastYear,
      cvc: '12',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: {
        'card.number': ['Your card number is invalid.'],
        'card.exp_month': ["Your card's expiration month is invalid."],
        'card.exp_year': ['Your card has expired.'],
        'card.cvc': ["Your card's security code is invalid."],
      },
    });

    const german = await cardRequest(
      { number: '', exp_month: 1, exp_year: year(), cvc: '123' },
      { 'accept-language': 'de' },
    );
    expect(german.json().errors).toEqual({ 'card.number': ['Bitte geben Sie eine Kartennummer ein.'] });

    // Luhn-valid but no known issuer prefix.
    const unknown = await cardRequest({
      number: '9000 0000 0000 0001',
      exp_month: 1,
      exp_year: year(),
      cvc: '123',
    });
    expect(unknown.json().errors).toEqual({ 'card.number': ['This card brand is not supported.'] });

    // A Visa number of a length no Visa card has.
    const short = await cardRequest({
      number: '4242 4242 4242 42',
      exp_month: 1,
      exp_year: year(),
      cvc: '123',
    });
    expect(short.json().errors).toEqual({ 'card.number': ['Your card number is invalid.'] });

    const noType = await testApp().app.inject({
      method: 'POST',
      url: '/v1/sandbox/payment-methods',
      payload: { card: {} },
    });
    expect(noType.statusCode).toBe(422);
    expect(await sandboxObjectCount(testApp().db)).toBe(before);
  });
});

describe('payment intents with Stripe test cards', () => {
  it('charges 4242 and other valid numbers at once, on and off session', async () => {
    for (const [number, offSession] of [
      [CARDS.visa, false],
      [CARDS.visa, true],
      [CARDS.mastercard, true],
    ] as const) {
      const { intent, paymentMethodId } = await charge(number, offSession, 2500);
      expect(intent).toEqual({
        id: expect.stringMatching(/^pi_[A-Za-z0-9]{24}$/),
        status: 'succeeded',
        clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{24}$`)),
        amount: 2500,
        currency: 'eur',
        paymentMethodId,
        failureCode: null,
      });
    }
  });

  it('returns declines as failed intents instead of throwing', async () => {
    expect((await charge(CARDS.declined, false)).intent).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    expect((await charge(CARDS.insufficientFunds, true)).intent).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
  });

  it('asks 3-D Secure of 4000 0027 6000 3184 every time; off session it says authentication_required', async () => {
    expect((await charge(CARDS.always3ds, false)).intent).toMatchObject({
      status: 'requires_action',
      failureCode: null,
    });
    expect((await charge(CARDS.always3ds, true)).intent).toMatchObject({
      status: 'requires_action',
      failureCode: 'authentication_required',
    });
  });

  it('asks 3-D Secure of 4000 0025 0000 3155 once on session, then charges it off session', async () => {
    const { app, deps } = testApp();
    const first = await charge(CARDS.once3ds, false);
    expect(first.intent.status).toBe('requires_action');
    const answered = await app.inject({
      method: 'POST',
      url: `/v1/sandbox/payment-intents/${first.intent.id}/challenge`,
      payload: { client_secret: first.intent.clientSecret, result: 'complete' },
    });
    expect(answered.json()).toMatchObject({ status: 'succeeded', last_payment_error: null });
    const later = await deps.gateway.createPaymentIntent({
      customerId: first.customer.id,
      paymentMethodId: first.paymentMethodId,
      amount: 1000,
      currency: 'eur',
      offSession: true,
      idempotencyKey: randomUUID(),
      description: 'renewal',
    });
    expect(later).toMatchObject({ status: 'succeeded', failureCode: null });

    // Before the first authentication, an off-session charge cannot pass.
    expect((await charge(CARDS.once3ds, true)).intent).toMatchObject({
      status: 'requires_action',
      failureCode: 'authentication_required',
    });
  });

  it('charges once per idempotency key, however often it is sent', async () => {
    const { deps, db } = testApp();
    const customer = await newCustomer();
    const paymentMethodId = await attachedCard(customer.id, CARDS.visa);
    const input = {
      customerId: customer.id,
      paymentMethodId,
      amount: 4200,
      currency: 'eur' as const,
      offSession: false,
      idempotencyKey: `renewal-${randomUUID()}`,
      description: 'double click',
    };
    const count = async () =>
      (await db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'payment_intent'))).length;
    const before = await count();
    const [first, second] = await Promise.all([
      deps.gateway.createPaymentIntent(input),
      deps.gateway.createPaymentIntent(input),
    ]);
    const third = await deps.gateway.createPaymentIntent(input);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await count()).toBe(before + 1);
    await expect(deps.gateway.createPaymentIntent({ ...input, amount: 1 })).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'idempotency_key_in_use',
    });
  });

  it('refuses a method of another customer, an unknown intent and a non-positive amount', async () => {
    const { deps } = testApp();
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const paymentMethodId = await attachedCard(theirs.id, CARDS.visa);
    const base = {
      customerId: mine.id,
      paymentMethodId,
      amount: 100,
      currency: 'eur' as const,
      offSession: false,
      description: 'x',
    };
    await expect(
      deps.gateway.createPaymentIntent({ ...base, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(GatewayDeclinedError);
    await expect(
      deps.gateway.attachPaymentMethod({ customerId: mine.id, paymentMethodId }),
    ).rejects.toMatchObject({ code: 'payment_method_attached_elsewhere' });
    await expect(
      deps.gateway.createPaymentIntent({
        ...base,
        customerId: theirs.id,
        amount: 0,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'amount_invalid' });
    await expect(deps.gateway.retrievePaymentIntent('pi_unknown')).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('refunds a succeeded intent up to its amount, once per key', async () => {
    const { deps } = testApp();
    const { intent } = await charge(CARDS.visa, false, 10_000);
    const key = randomUUID();
    const first = await deps.gateway.refund({
      paymentIntentId: intent.id,
      amount: 6000,
      idempotencyKey: key,
    });
    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(
      await deps.gateway.refund({ paymentIntentId: intent.id, amount: 6000, idempotencyKey: key }),
    ).toEqual(first);
    await expect(
      deps.gateway.refund({ paymentIntentId: intent.id, amount: 4001, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ name: 'GatewayDeclinedError', code: 'amount_too_large' });
    const rest = await deps.gateway.refund({
      paymentIntentId: intent.id,
      amount: 4000,
      idempotencyKey: randomUUID(),
    });
    expect(rest.status).toBe('succeeded');
    await expect(
      deps.gateway.refund({ paymentIntentId: intent.id, amount: 1, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(GatewayDeclinedError);

    const declined = await charge(CARDS.declined, false);
    await expect(
      deps.gateway.refund({ paymentIntentId: declined.intent.id, amount: 1, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'charge_not_refundable' });
  });

  it('keeps its objects in the database: a restarted gateway knows them', async () => {
    const { db, clock, deps } = testApp();
    const { intent } = await charge(CARDS.visa, false);
    const restarted = createSandboxGateway({ config: deps.config, db, clock });
    expect(await restarted.retrievePaymentIntent(intent.id)).toEqual(intent);
  });
});

describe('SEPA direct debit', () => {
  async function confirm(id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    return testApp().app.inject({
      method: 'POST',
      url: `/v1/sandbox/setup-intents/${id}/confirm`,
      payload,
      headers,
    });
  }

  it('confirms a setup intent with a SEPA IBAN and refuses bad input, wrong secrets and a second confirm', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const setup = await client.post('/v1/account/billing/sepa-setup');
    expect(setup.statusCode).toBe(200);
    const { id: setupId, clientSecret } = setup.json();
    expect(setupId).toMatch(/^seti_/);
    expect(clientSecret).toMatch(new RegExp(`^${setupId}_secret_`));
    expect((await userRow(db, id)).providerCustomerId).toMatch(/^cus_/);

    const before = await sandboxObjectCount(db);
    const empty = await confirm(setupId, { client_secret: clientSecret, iban: '', name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      iban: ['Please enter an IBAN.'],
      name: ['Please enter the name of the account holder.'],
    });
    const invalid = await confirm(setupId, {
      client_secret: clientSecret,
      iban: 'DE89370400440532013001',
      name: 'P',
    });
    expect(invalid.json().errors).toEqual({ iban: ['The IBAN is invalid.'] });
    const foreign = await confirm(
      setupId,
      { client_secret: clientSecret, iban: 'BR1800360305000010009795493C1', name: 'P' },
      { 'accept-language': 'fr' },
    );
    expect(foreign.json().errors).toEqual({ iban: ['Seuls les IBAN des pays SEPA sont acceptés.'] });
    const wrongSecret = await confirm(setupId, {
      client_secret: `${setupId}_secret_nope`,
      iban: IBAN_OK,
      name: 'P',
    });
    expect(wrongSecret.statusCode).toBe(404);
    expect(
      (await confirm('seti_unknown', { client_secret: clientSecret, iban: IBAN_OK, name: 'P' })).statusCode,
    ).toBe(404);
    expect(await sandboxObjectCount(db)).toBe(before);

    const ok = await confirm(setupId, {
      client_secret: clientSecret,
      iban: 'DE89 3704 0044 0532 0130 00',
      name: 'Paula Payer',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      id: setupId,
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_/),
    });
    const again = await confirm(setupId, { client_secret: clientSecret, iban: IBAN_OK, name: 'Paula Payer' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'invalid_state',
      message: 'This SEPA mandate has already been confirmed.',
    });

    const added = await client.post('/v1/account/billing/payment-methods', {
      paymentId: ok.json().payment_method,
      isDefault: true,
    });
    expect(added.json().data).toMatchObject({
      type: 'sepa_debit',
      last4: '3000',
      bankCode: '37040044',
      country: 'DE',
    });
  });

  it('keeps a SEPA debit processing until the settlement time on deps.clock, then settles it', async () => {
    const { app, deps, clock } = testApp();
    const customer = await newCustomer();
    const debit = async (iban: string) => {
      const setup = await deps.gateway.createSetupIntent({ customerId: customer.id, type: 'sepa_debit' });
      const confirmed = await confirm(setup.id, {
        client_secret: setup.clientSecret,
        iban,
        name: 'Paula Payer',
      });
      const paymentMethodId = confirmed.json<{ payment_method: string }>().payment_method;
      const method = await deps.gateway.attachPaymentMethod({ customerId: customer.id, paymentMethodId });
      expect(method).toMatchObject({
        type: 'sepa_debit',
        country: iban.slice(0, 2),
        holderName: 'Paula Payer',
      });
      expect(method.mandateReference).toMatch(/^SANDBOX-/);
      return deps.gateway.createPaymentIntent({
        customerId: customer.id,
        paymentMethodId,
        amount: 60_000,
        currency: 'eur',
        offSession: true,
        idempotencyKey: randomUUID(),
        description: 'sepa',
      });
    };
    const good = await debit(IBAN_OK);
    const goodDe = await debit(IBAN_OK_DE);
    const bad = await debit(IBAN_FAILS);
    for (const intent of [good, goodDe, bad])
      expect(intent).toMatchObject({ status: 'processing', failureCode: null });

    clock.advance(59 * 60_000);
    expect((await deps.gateway.retrievePaymentIntent(good.id)).status).toBe('processing');
    // Not refundable before it has succeeded.
    await expect(
      deps.gateway.refund({ paymentIntentId: good.id, amount: 1, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'charge_not_refundable' });

    clock.advance(60_000); // SANDBOX_SEPA_SETTLEMENT_MINUTES defaults to 60
    expect(await deps.gateway.retrievePaymentIntent(good.id)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
    });
    expect(await deps.gateway.retrievePaymentIntent(goodDe.id)).toMatchObject({ status: 'succeeded' });
    expect(await deps.gateway.retrievePaymentIntent(bad.id)).toMatchObject({
      status: 'failed',
      failureCode: 'sepa_debit_failed',
    });
    const seen = await app.inject({
      method: 'GET',
      url: `/v1/sandbox/payment-intents/${bad.id}?client_secret=${bad.clientSecret}`,
    });
    expect(seen.json()).toEqual({
      id: bad.id,
      status: 'failed',
      amount: 60_000,
      currency: 'eur',
      last_payment_error: {
        code: 'sepa_debit_failed',
        message: 'The SEPA direct debit could not be collected.',
      },
    });
    expect(
      (await deps.gateway.refund({ paymentIntentId: good.id, amount: 60_000, idempotencyKey: randomUUID() }))
        .status,
    ).toBe('succeeded');
  });

  it('settles after the configured SANDBOX_SEPA_SETTLEMENT_MINUTES', async () => {
    const { db, clock, deps } = testApp();
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', SANDBOX_SEPA_SETTLEMENT_MINUTES: '5' });
    const gateway = createSandboxGateway({ config, db, clock });
    const customer = await gateway.createCustomer({ email: 'sepa@payments.test', name: 'S', accountId: 1 });
    const setup = await gateway.createSetupIntent({ customerId: customer.id, type: 'sepa_debit' });
    const { paymentMethodId } = await gateway.browser.confirmSepaSetup({
      setupIntentId: setup.id,
      clientSecret: setup.clientSecret,
      iban: IBAN_OK,
      name: 'S',
    });
    const input = () => ({
      customerId: customer.id,
      paymentMethodId,
      amount: 100,
      currency: 'usd' as const,
      offSession: true,
      idempotencyKey: randomUUID(),
      description: 'five minutes',
    });
    const intent = await gateway.createPaymentIntent(input());
    expect(intent.status).toBe('processing');
    clock.advance(4 * 60_000);
    expect((await gateway.retrievePaymentIntent(intent.id)).status).toBe('processing');
    clock.advance(60_000);
    // The settlement time belongs to the intent: any instance over the same table settles it.
    expect((await deps.gateway.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
    expect((await gateway.retrievePaymentIntent(intent.id)).status).toBe('succeeded');

    // With 0 minutes a debit still starts processing and has settled by the first look.
    const instant = createSandboxGateway({
      config: loadConfig({ ...process.env, NODE_ENV: 'test', SANDBOX_SEPA_SETTLEMENT_MINUTES: '0' }),
      db,
      clock,
    });
    const now = await instant.createPaymentIntent({ ...input(), idempotencyKey: randomUUID() });
    expect(now.status).toBe('processing');
    expect((await instant.retrievePaymentIntent(now.id)).status).toBe('succeeded');
  });
});

describe('the unavailable switch', () => {
  it("is the Administrator's switch; while off every gateway call and browser call fails as unavailable", async () => {
    const { app, deps } = testApp();
    const customer = await newCustomer();
    const paymentMethodId = await attachedCard(customer.id, CARDS.visa);
    const owner = await loginAs(app, 'owner@demo.test');
    expect((await owner.client.put('/v1/sandbox/availability', { available: false })).statusCode).toBe(403);
    expect((await new TestClient(app).put('/v1/sandbox/availability', { available: false })).statusCode).toBe(
      401,
    );
    // Other staff may not switch the platform's payments off.
    for (const staff of ['support@demo.test', 'finance@demo.test']) {
      const signedIn = await loginAs(app, staff);
      expect((await signedIn.client.put('/v1/sandbox/availability', { available: false })).statusCode).toBe(
        403,
      );
    }
    const admin = await loginAs(app, 'admin@demo.test');
    expect((await admin.client.put('/v1/sandbox/availability', {})).statusCode).toBe(422);

    const off = await admin.client.put('/v1/sandbox/availability', { available: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ available: false });
    try {
      const calls: (() => Promise<unknown>)[] = [
        () => deps.gateway.createCustomer({ email: 'x@payments.test', name: 'X', accountId: 1 }),
        () => deps.gateway.createSetupIntent({ customerId: customer.id, type: 'sepa_debit' }),
        () => deps.gateway.attachPaymentMethod({ customerId: customer.id, paymentMethodId }),
        () => deps.gateway.detachPaymentMethod(paymentMethodId),
        () =>
          deps.gateway.createPaymentIntent({
            customerId: customer.id,
            paymentMethodId,
            amount: 100,
            currency: 'eur',
            offSession: false,
            idempotencyKey: randomUUID(),
            description: 'down',
          }),
        () => deps.gateway.retrievePaymentIntent('pi_x'),
        () => deps.gateway.refund({ paymentIntentId: 'pi_x', amount: 1, idempotencyKey: 'k' }),
      ];
      for (const call of calls) await expect(call()).rejects.toBeInstanceOf(GatewayUnavailableError);
      const browser = await cardRequest({ number: CARDS.visa, exp_month: 12, exp_year: year(), cvc: '123' });
      expect(browser.statusCode).toBe(503);
      expect(browser.json()).toEqual({
        status: 'gateway_unavailable',
        message:
          'Our payment service provider is currently unavailable. Please try again later or contact support.',
      });
    } finally {
      expect((await admin.client.put('/v1/sandbox/availability', { available: true })).json()).toEqual({
        available: true,
      });
    }
    expect((await newCustomer()).id).toMatch(/^cus_/);
  });

  it('starts off with SANDBOX_UNAVAILABLE=true', async () => {
    const { db, clock } = testApp();
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', SANDBOX_UNAVAILABLE: 'true' });
    const gateway = createSandboxGateway({ config, db, clock });
    expect(gateway.isAvailable()).toBe(false);
    await expect(
      gateway.createCustomer({ email: 'a@b.test', name: 'A', accountId: 1 }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    gateway.setAvailable(true);
    expect((await gateway.createCustomer({ email: 'a@b.test', name: 'A', accountId: 1 })).id).toMatch(
      /^cus_/,
    );
  });

  it('leaves PAYMENT_GATEWAY=stripe as a readable "not configured yet" error', () => {
    const { database, clock } = testApp().deps;
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', PAYMENT_GATEWAY: 'stripe' });
    expect(() => createGateway(config, database, clock)).toThrow(
      /PAYMENT_GATEWAY=stripe is not configured yet/,
    );
  });
});

describe('card expiry follows deps.clock', () => {
  it('accepts a card expiring this month and refuses it once the clock has moved past', async () => {
    const { clock } = testApp();
    const now = clock.now();
    const card = {
      number: CARDS.visa,
      exp_month: now.getUTCMonth() + 1,
      exp_year: now.getUTCFullYear(),
      cvc: '123',
    };
    expect((await cardRequest(card)).statusCode).toBe(200);
    clock.advance(32 * 86_400_000);
    const expired = await cardRequest(card);
    expect(expired.statusCode).toBe(422);
    expect(Object.values(expired.json().errors)).toEqual([['Your card has expired.']]);
  });
});
