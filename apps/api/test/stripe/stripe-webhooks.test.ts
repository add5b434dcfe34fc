import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatewayEvents, payments } from '../../src/db/schema/index';
import { registerBuyer, saveBilling, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { unixNow } from './fake-stripe-objects';
import {
  billingState,
  deliver,
  invoiceStatusSeenBy,
  sepaPurchase,
  storedEvent,
  stripeEvent,
  useStripeApp,
} from './stripe-app';

const { testApp, fake } = useStripeApp();

const eventCount = async () => (await testApp().db.select({ n: count() }).from(gatewayEvents))[0]!.n;
const intentObject = (id: string, status: string) => ({ id, object: 'payment_intent', status });

describe('POST /v1/webhooks/stripe', () => {
  it('is a public route, and GET /v1/config tells the web to use Stripe.js with the publishable key', async () => {
    const { app } = testApp();
    expect(app.routeRegistry).toContainEqual({
      method: 'POST',
      url: '/v1/webhooks/stripe',
      rule: null,
      public: true,
    });
    const config = await app.inject({ method: 'GET', url: '/v1/config' });
    expect(config.json()).toMatchObject({ paymentGateway: 'stripe', stripePublishableKey: 'pk_test_portal' });
  });

  it('pays a SEPA invoice on payment_intent.succeeded: stored once when delivered twice, processed once', async () => {
    const { app, db, deps } = testApp();
    const { client, subscriptionId } = await sepaPurchase(app, fake());
    const before = await billingState(db, subscriptionId);
    expect(before).toMatchObject({ invoice: 'open', payment: 'processing', subscription: 'active' });

    fake().settle(before.intentId, 'succeeded');
    const event = stripeEvent('payment_intent.succeeded', intentObject(before.intentId, 'succeeded'));
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await deliver(app, event.payload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const [stored] = await storedEvent(db, event.id);
    expect(stored).toMatchObject({ type: 'payment_intent.succeeded', processedAt: null });
    expect((await storedEvent(db, event.id)).length).toBe(1);
    // One job waits for it: the second delivery found the first one's job still queued.
    const jobs = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'webhooks.gateway-event' and data->>'eventId' = ${event.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows).toEqual([{ n: 1 }]);
    // Nothing changes before the job runs: the webhook only stores and enqueues.
    expect((await billingState(db, subscriptionId)).invoice).toBe('open');

    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({ invoice: 'paid', payment: 'succeeded' });
    expect(await invoiceStatusSeenBy(client)).toEqual(['paid']);
    const [processed] = await storedEvent(db, event.id);
    expect(processed!.processedAt).toBeInstanceOf(Date);
    expect(processed!.occurredAt.getTime()).toBe(JSON.parse(event.payload).created * 1000);

    // A third delivery after processing is acknowledged and changes nothing.
    expect((await deliver(app, event.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect((await storedEvent(db, event.id))[0]!.processedAt).toEqual(processed!.processedAt);
  });

  it('ignores a payment_failed that arrives after succeeded: the gateway is asked, nothing moves back', async () => {
    const { app, db, deps } = testApp();
    const { subscriptionId } = await sepaPurchase(app, fake());
    const { intentId } = await billingState(db, subscriptionId);
    fake().settle(intentId, 'succeeded');
    const succeeded = stripeEvent('payment_intent.succeeded', intentObject(intentId, 'succeeded'));
    expect((await deliver(app, succeeded.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    const paid = await billingState(db, subscriptionId);
    expect(paid).toMatchObject({ invoice: 'paid', payment: 'succeeded', subscription: 'active' });

    // Older than the success, carrying a stale copy of the intent.
    const stale = stripeEvent(
      'payment_intent.payment_failed',
      intentObject(intentId, 'requires_payment_method'),
      unixNow() - 60,
    );
    fake().requests.length = 0;
    expect((await deliver(app, stale.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toEqual(paid);
    expect((await storedEvent(db, stale.id))[0]!.processedAt).toBeInstanceOf(Date);
    expect(fake().requestsTo('GET', `/v1/payment_intents/${intentId}`)).toHaveLength(1);
  });

  it('applies a failed SEPA debit: the payment fails with sepa_debit_failed and dunning starts', async () => {
    const { app, db, deps } = testApp();
    const { subscriptionId } = await sepaPurchase(app, fake());
    const { intentId } = await billingState(db, subscriptionId);
    const processing = stripeEvent('payment_intent.processing', intentObject(intentId, 'processing'));
    expect((await deliver(app, processing.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({ invoice: 'open', payment: 'processing' });

    fake().settle(intentId, 'failed');
    const failed = stripeEvent(
      'payment_intent.payment_failed',
      intentObject(intentId, 'requires_payment_method'),
    );
    expect((await deliver(app, failed.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({
      invoice: 'open',
      payment: 'failed',
      failureCode: 'sepa_debit_failed',
      subscription: 'past_due',
    });
  });

  it('records a SEPA debit disputed after it succeeded (charge.dispute.created) as its return, once', async () => {
    const { app, db, deps } = testApp();
    const { subscriptionId } = await sepaPurchase(app, fake());
    const { intentId } = await billingState(db, subscriptionId);
    fake().settle(intentId, 'succeeded');
    expect(
      (
        await deliver(
          app,
          stripeEvent('payment_intent.succeeded', intentObject(intentId, 'succeeded')).payload,
        )
      ).statusCode,
    ).toBe(200);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({ invoice: 'paid', payment: 'succeeded' });

    const dispute = stripeEvent('charge.dispute.created', {
      id: 'dp_sepa_return',
      object: 'dispute',
      charge: 'ch_sepa_return',
      payment_intent: intentId,
      reason: 'insufficient_funds',
      status: 'lost',
      payment_method_details: { type: 'sepa_debit' },
      created: unixNow(),
    });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect((await deliver(app, dispute.payload)).statusCode).toBe(200);
      await deps.jobs.drain();
    }
    expect(await billingState(db, subscriptionId)).toMatchObject({
      invoice: 'open',
      payment: 'returned',
      subscription: 'past_due',
    });
    const [returned] = await db.select().from(payments).where(eq(payments.gatewayIntentId, intentId));
    expect(returned).toMatchObject({ returnReason: 'AM04' });
    expect(returned!.returnedAt!.getTime()).toBe(JSON.parse(dispute.payload).data.object.created * 1000);
    expect((await storedEvent(db, dispute.id))[0]!.processedAt).toBeInstanceOf(Date);
    // A later payment_intent.succeeded (the charge itself stays succeeded at Stripe) moves nothing back.
    const late = stripeEvent('payment_intent.succeeded', intentObject(intentId, 'succeeded'));
    expect((await deliver(app, late.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({ invoice: 'open', payment: 'returned' });
  });

  it('pays a 3-D Secure purchase once the customer passed the challenge in Stripe.js', async () => {
    const { app, db, deps } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client);
    const paymentId = fake().createCard('authenticate');
    const saved = await client.post('/v1/account/billing/payment-methods', { paymentId, isDefault: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const bought = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.json()).toMatchObject({
      status: 'incomplete',
      data: { paymentIntentClientSecret: expect.stringMatching(/_secret_/), paymentMethodId: paymentId },
    });
    const { subscriptionId, paymentIntent } = bought.json<{
      data: { subscriptionId: string; paymentIntent: string };
    }>().data;
    const waiting = stripeEvent(
      'payment_intent.requires_action',
      intentObject(paymentIntent, 'requires_action'),
    );
    expect((await deliver(app, waiting.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({
      invoice: 'open',
      payment: 'requires_action',
    });

    fake().settle(paymentIntent, 'succeeded');
    const succeeded = stripeEvent('payment_intent.succeeded', intentObject(paymentIntent, 'succeeded'));
    expect((await deliver(app, succeeded.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({ invoice: 'paid', payment: 'succeeded' });
  });

  it('stores other events and marks them processed without asking the gateway', async () => {
    const { app, db, deps } = testApp();
    fake().requests.length = 0;
    const event = stripeEvent('customer.created', { id: 'cus_elsewhere', object: 'customer' });
    expect((await deliver(app, event.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    const [stored] = await storedEvent(db, event.id);
    expect(stored!.type).toBe('customer.created');
    expect(stored!.payload).toEqual(JSON.parse(event.payload));
    expect(stored!.processedAt).toBeInstanceOf(Date);
    expect(fake().requests).toHaveLength(0);
  });

  it('marks an event about an intent the gateway does not know as processed', async () => {
    const { app, db, deps } = testApp();
    const event = stripeEvent('payment_intent.succeeded', intentObject('pi_not_ours', 'succeeded'));
    expect((await deliver(app, event.payload)).statusCode).toBe(200);
    await deps.jobs.drain();
    expect((await storedEvent(db, event.id))[0]!.processedAt).toBeInstanceOf(Date);
  });

  it('retries processing while the gateway is down, then applies the event', async () => {
    const { app, db, deps } = testApp();
    const { subscriptionId } = await sepaPurchase(app, fake());
    const { intentId } = await billingState(db, subscriptionId);
    fake().settle(intentId, 'succeeded');
    const event = stripeEvent('payment_intent.succeeded', intentObject(intentId, 'succeeded'));
    expect((await deliver(app, event.payload)).statusCode).toBe(200);
    // Every attempt of the first run (the SDK retries twice) answers 500.
    fake().failNext(3, 500, `/v1/payment_intents/${intentId}`);
    await deps.jobs.drain();
    expect(await billingState(db, subscriptionId)).toMatchObject({ invoice: 'paid', payment: 'succeeded' });
    expect((await storedEvent(db, event.id))[0]!.processedAt).toBeInstanceOf(Date);
  });

  describe('refuses what Stripe did not sign, storing nothing', () => {
    const invalid = {
      status: 'webhook_signature_invalid',
      message: 'The webhook signature could not be verified.',
    };
    const intentEvent = () => stripeEvent('payment_intent.succeeded', intentObject('pi_forged', 'succeeded'));

    it('a signature made with another secret', async () => {
      const before = await eventCount();
      const response = await deliver(testApp().app, intentEvent().payload, { secret: 'whsec_someone_else' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
      expect(await eventCount()).toBe(before);
    });

    it('a body changed after signing', async () => {
      const before = await eventCount();
      const { payload } = intentEvent();
      const forged = payload.replace('pi_forged', 'pi_other');
      const response = await deliver(testApp().app, forged, { signedPayload: payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
      expect(await eventCount()).toBe(before);
    });

    it('a replay older than five minutes, in the caller’s language', async () => {
      const before = await eventCount();
      const response = await deliver(testApp().app, intentEvent().payload, {
        timestamp: unixNow() - 600,
        headers: { 'accept-language': 'de' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'webhook_signature_invalid',
        message: 'Die Signatur des Webhooks konnte nicht überprüft werden.',
      });
      expect(await eventCount()).toBe(before);
    });

    it('no signature at all, or a body that is not JSON', async () => {
      const { app } = testApp();
      const before = await eventCount();
      const unsigned = await app.inject({
        method: 'POST',
        url: '/v1/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: intentEvent().payload,
      });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual(invalid);
      const text = await deliver(app, 'not json', { headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(400);
      expect(text.json().status).toBe('webhook_signature_invalid');
      expect(await eventCount()).toBe(before);
    });
  });
});
