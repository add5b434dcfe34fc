import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createGateway } from '../../src/create-gateway';
import { ManualClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db';
import {
  GatewayDeclinedError,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../src/platform/payments/gateway';
import { createStripeGateway } from '../../src/platform/payments/stripe/stripe-gateway';
import { type FakeStripeServer, startFakeStripe } from './fake-stripe-server';

let fake: FakeStripeServer;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  // No retries here, so a 500 surfaces at once; production retries twice with the same key.
  gateway = createStripeGateway({ secretKey: 'sk_test_portal', apiUrl: fake.url, maxNetworkRetries: 0 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const newCustomer = () =>
  gateway.createCustomer({ email: 'berta@example.test', name: 'Berta Buyer', accountId: 42 });

async function customerWithCard(behaviour: Parameters<FakeStripeServer['createCard']>[0] = 'succeed') {
  const { id: customerId } = await newCustomer();
  const paymentMethodId = fake.createCard(behaviour);
  await gateway.attachPaymentMethod({ customerId, paymentMethodId });
  return { customerId, paymentMethodId };
}

const charge = (ids: { customerId: string; paymentMethodId: string }, key: string, offSession = false) =>
  gateway.createPaymentIntent({
    ...ids,
    amount: 27000,
    currency: 'eur',
    offSession,
    idempotencyKey: key,
    description: 'Tools Enterprise',
    metadata: { invoice: 'R-2026-0001' },
  });

describe('StripeGateway against a server speaking Stripe’s wire format', () => {
  it('creates a customer with e-mail, name and our account id, authenticated by the secret key', async () => {
    const customer = await newCustomer();
    expect(customer.id).toMatch(/^cus_/);
    const [request] = fake.requestsTo('POST', '/v1/customers');
    expect(request!.headers.authorization).toBe('Bearer sk_test_portal');
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.form)).toEqual({
      email: 'berta@example.test',
      name: 'Berta Buyer',
      'metadata[accountId]': '42',
    });
  });

  it('creates an off-session SEPA setup intent for the customer and returns its client secret', async () => {
    const { id: customerId } = await newCustomer();
    const setup = await gateway.createSetupIntent({ customerId, type: 'sepa_debit' });
    expect(setup.id).toMatch(/^seti_/);
    expect(setup.clientSecret).toMatch(new RegExp(`^${setup.id}_secret_`));
    const [request] = fake.requestsTo('POST', '/v1/setup_intents');
    expect(Object.fromEntries(request!.form)).toEqual({
      customer: customerId,
      'allowed_payment_method_types[0]': 'sepa_debit',
      usage: 'off_session',
    });
  });

  it('attaches a card the browser created and maps it', async () => {
    const { id: customerId } = await newCustomer();
    const paymentMethodId = fake.createCard('succeed', '4444');
    const method = await gateway.attachPaymentMethod({ customerId, paymentMethodId });
    expect(method).toEqual({
      id: paymentMethodId,
      type: 'card',
      brand: 'visa',
      last4: '4444',
      expMonth: 12,
      expYear: 2031,
      bankCode: null,
      country: null,
      holderName: 'Berta Buyer',
      mandateReference: null,
      mandateAcceptedAt: null,
    });
    const [attach] = fake.requestsTo('POST', `/v1/payment_methods/${paymentMethodId}/attach`);
    expect(attach!.form.get('customer')).toBe(customerId);
    expect(fake.methods.get(paymentMethodId)!.wire.customer).toBe(customerId);
  });

  it('maps a confirmed SEPA method with its mandate, without attaching it a second time', async () => {
    const { id: customerId } = await newCustomer();
    const setup = await gateway.createSetupIntent({ customerId, type: 'sepa_debit' });
    const paymentMethodId = fake.confirmSepaSetup(setup.id);
    const method = await gateway.attachPaymentMethod({ customerId, paymentMethodId });
    expect(method).toEqual({
      id: paymentMethodId,
      type: 'sepa_debit',
      brand: null,
      last4: '3201',
      expMonth: null,
      expYear: null,
      bankCode: '19043',
      country: 'AT',
      holderName: 'Berta Buyer',
      mandateReference: 'MANDATE-REF-0001',
      mandateAcceptedAt: new Date(1_767_225_600_000),
    });
    expect(fake.requestsTo('POST', /\/attach$/)).toHaveLength(0);
    const [list] = fake.requestsTo('GET', '/v1/setup_intents');
    expect(list!.form.get('payment_method')).toBe(paymentMethodId);
    expect([...list!.form.values()]).toContain('data.mandate');
  });

  it('refuses a method of another customer and a detached one as declined', async () => {
    const first = await customerWithCard();
    const { id: other } = await newCustomer();
    const elsewhere = gateway.attachPaymentMethod({
      customerId: other,
      paymentMethodId: first.paymentMethodId,
    });
    await expect(elsewhere).rejects.toMatchObject({ code: 'payment_method_attached_elsewhere' });
    await gateway.detachPaymentMethod(first.paymentMethodId);
    expect(fake.methods.get(first.paymentMethodId)!.detached).toBe(true);
    const again = gateway.attachPaymentMethod({ customerId: other, paymentMethodId: first.paymentMethodId });
    await expect(again).rejects.toBeInstanceOf(GatewayDeclinedError);
    // Stripe refuses a second detach; the payments module reads that as "already gone".
    await expect(gateway.detachPaymentMethod(first.paymentMethodId)).rejects.toBeInstanceOf(
      GatewayDeclinedError,
    );
  });

  it('charges on session, confirmed at once, with our idempotency key', async () => {
    const ids = await customerWithCard();
    const intent = await charge(ids, 'purchase-sub_1');
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 27000,
      currency: 'eur',
      paymentMethodId: ids.paymentMethodId,
      failureCode: null,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const [request] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(request!.headers['idempotency-key']).toBe('purchase-sub_1');
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: '27000',
      currency: 'eur',
      customer: ids.customerId,
      payment_method: ids.paymentMethodId,
      'allowed_payment_method_types[0]': 'card',
      confirm: 'true',
      description: 'Tools Enterprise',
      'metadata[invoice]': 'R-2026-0001',
      'metadata[portal_charge]': 'purchase-sub_1',
    });
  });

  it('finds the intent a charge record created by its reference, and nothing for an unknown one', async () => {
    const ids = await customerWithCard();
    const intent = await charge(ids, 'quantity-sub_9-ab12');
    expect(await gateway.findPaymentIntent('quantity-sub_9-ab12')).toEqual(intent);
    expect(await gateway.findPaymentIntent('quantity-sub_9-never')).toBeNull();
  });

  it('never charges twice for the same key: a retry gets the first intent', async () => {
    const ids = await customerWithCard();
    const first = await charge(ids, 'invoice-7-attempt-0', true);
    const second = await charge(ids, 'invoice-7-attempt-0', true);
    expect(second).toEqual(first);
    expect(fake.requestsTo('POST', '/v1/payment_intents')).toHaveLength(2);
    expect([...fake.intents.values()].filter((i) => i.customer === ids.customerId)).toHaveLength(1);
    // The same key with another amount is refused, as in the sandbox.
    const changed = gateway.createPaymentIntent({
      ...ids,
      amount: 1,
      currency: 'eur',
      offSession: true,
      idempotencyKey: 'invoice-7-attempt-0',
      description: 'Tools Enterprise',
    });
    await expect(changed).rejects.toMatchObject({ code: 'idempotency_key_in_use' });
  });

  it('charges off session with off_session and confirm', async () => {
    const ids = await customerWithCard();
    await charge(ids, 'renewal-1', true);
    const [request] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(request!.form.get('off_session')).toBe('true');
    expect(request!.form.get('confirm')).toBe('true');
  });

  it('answers a declined card as a failed intent with the decline code', async () => {
    const funds = await charge(await customerWithCard('insufficient_funds'), 'k-funds');
    expect(funds).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(funds.id).toMatch(/^pi_/);
    const generic = await charge(await customerWithCard('card_declined'), 'k-generic');
    expect(generic).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    // Stripe clears the intent's method after a failure; the error still names it.
    expect(generic.paymentMethodId).toMatch(/^pm_/);
  });

  it('answers 3-D Secure as requires_action: on session to confirm now, off session kept open', async () => {
    const ids = await customerWithCard('authenticate');
    const onSession = await charge(ids, 'k-3ds-on');
    expect(onSession).toMatchObject({ status: 'requires_action', failureCode: null });
    const offSession = await charge(ids, 'k-3ds-off', true);
    expect(offSession).toMatchObject({ status: 'requires_action', failureCode: 'authentication_required' });
    expect(offSession.clientSecret).toMatch(/_secret_/);
    // Read back later, the same intent still says so.
    expect(await gateway.retrievePaymentIntent(offSession.id)).toEqual(offSession);
  });

  it('cancels an intent waiting for 3-D Secure; one that succeeded is answered as it stands', async () => {
    const waiting = await charge(await customerWithCard('authenticate'), 'k-3ds-cancel');
    expect(await gateway.cancelPaymentIntent(waiting.id)).toMatchObject({
      status: 'failed',
      failureCode: 'canceled',
    });
    expect(fake.requestsTo('POST', `/v1/payment_intents/${waiting.id}/cancel`)).toHaveLength(1);

    const paid = await charge(await customerWithCard(), 'k-paid-cancel');
    expect(await gateway.cancelPaymentIntent(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded' });
  });

  it('charges SEPA off session on its mandate: processing until the bank settles', async () => {
    const { id: customerId } = await newCustomer();
    const setup = await gateway.createSetupIntent({ customerId, type: 'sepa_debit' });
    const paymentMethodId = fake.confirmSepaSetup(setup.id);
    const intent = await charge({ customerId, paymentMethodId }, 'k-sepa');
    expect(intent).toMatchObject({ status: 'processing', failureCode: null });
    const [request] = fake.requestsTo('POST', '/v1/payment_intents');
    expect(request!.form.get('allowed_payment_method_types[0]')).toBe('sepa_debit');
    expect(request!.form.get('off_session')).toBe('true');

    fake.settle(intent.id, 'failed');
    expect(await gateway.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'failed',
      failureCode: 'sepa_debit_failed',
      paymentMethodId,
    });
  });

  it('retrieves an intent and refuses an unknown one as declined (resource_missing)', async () => {
    const intent = await charge(await customerWithCard(), 'k-retrieve');
    expect(await gateway.retrievePaymentIntent(intent.id)).toEqual(intent);
    await expect(gateway.retrievePaymentIntent('pi_unknown')).rejects.toMatchObject({
      name: 'GatewayDeclinedError',
      code: 'resource_missing',
    });
  });

  it('refunds with our idempotency key; the same key is the same refund', async () => {
    const intent = await charge(await customerWithCard(), 'k-refund');
    const input = { paymentIntentId: intent.id, amount: 10000, idempotencyKey: `refund-${intent.id}` };
    const refund = await gateway.refund(input);
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(await gateway.refund(input)).toEqual(refund);
    const requests = fake.requestsTo('POST', '/v1/refunds');
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual([
      input.idempotencyKey,
      input.idempotencyKey,
    ]);
    expect(Object.fromEntries(requests[0]!.form)).toEqual({ payment_intent: intent.id, amount: '10000' });
    const tooMuch = gateway.refund({ ...input, amount: 20000, idempotencyKey: 'refund-2' });
    await expect(tooMuch).rejects.toMatchObject({ code: 'amount_too_large' });
  });

  it('refuses amounts that are not positive integers without asking Stripe', async () => {
    const ids = await customerWithCard();
    fake.requests.length = 0;
    const input = {
      ...ids,
      currency: 'eur',
      offSession: false,
      idempotencyKey: 'k-zero',
      description: 'x',
    } as const;
    await expect(gateway.createPaymentIntent({ ...input, amount: 0 })).rejects.toMatchObject({
      code: 'amount_invalid',
    });
    await expect(
      gateway.refund({ paymentIntentId: 'pi_x', amount: 1.5, idempotencyKey: 'k' }),
    ).rejects.toMatchObject({ code: 'amount_invalid' });
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a 500 into GatewayUnavailableError', async () => {
    const ids = await customerWithCard();
    fake.failNext(1, 500);
    await expect(charge(ids, 'k-500')).rejects.toBeInstanceOf(GatewayUnavailableError);
    fake.failNext(1, 503);
    await expect(newCustomer()).rejects.toBeInstanceOf(GatewayUnavailableError);
    // Stripe kept nothing for the failed request: the same key charges once it is back.
    expect(await charge(ids, 'k-500')).toMatchObject({ status: 'succeeded' });
  });

  it('retries a 500 with the same idempotency key when retries are on', async () => {
    const retrying = createStripeGateway({
      secretKey: 'sk_test_portal',
      apiUrl: fake.url,
      maxNetworkRetries: 1,
    });
    const ids = await customerWithCard();
    fake.requests.length = 0;
    fake.failNext(1, 500, '/v1/payment_intents');
    const intent = await retrying.createPaymentIntent({
      ...ids,
      amount: 500,
      currency: 'eur',
      offSession: true,
      idempotencyKey: 'k-retried',
      description: 'x',
    });
    expect(intent.status).toBe('succeeded');
    const attempts = fake.requestsTo('POST', '/v1/payment_intents');
    expect(attempts.map((r) => r.headers['idempotency-key'])).toEqual(['k-retried', 'k-retried']);
  });

  it('turns an unreachable server and a refused key into GatewayUnavailableError', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const unreachable = createStripeGateway({
      secretKey: 'sk_test_portal',
      apiUrl: closed.url,
      maxNetworkRetries: 0,
    });
    await expect(unreachable.retrievePaymentIntent('pi_1')).rejects.toBeInstanceOf(GatewayUnavailableError);
    fake.failNext(1, 401);
    await expect(newCustomer()).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('createGateway with PAYMENT_GATEWAY=stripe', () => {
  const clock = new ManualClock();
  // The Stripe branch touches neither the database nor the clock.
  const database = {} as Database;

  it('refuses to start without STRIPE_SECRET_KEY, saying what to set', () => {
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'stripe' });
    expect(() => createGateway(config, database, clock)).toThrow(/STRIPE_SECRET_KEY is missing/);
  });

  it('builds the Stripe gateway pointed at STRIPE_API_URL', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_configured',
      STRIPE_API_URL: fake.url,
    });
    const configured = createGateway(config, database, clock);
    expect(configured.name).toBe('stripe');
    await configured.createCustomer({ email: 'c@example.test', name: 'C', accountId: 1 });
    const [request] = fake.requestsTo('POST', '/v1/customers');
    expect(request!.headers.authorization).toBe('Bearer sk_test_configured');
  });
});
