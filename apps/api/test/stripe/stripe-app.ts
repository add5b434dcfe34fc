import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { gatewayEvents, invoices, payments, subscriptions } from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';
import { registerBuyer, saveBilling, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { stripeId, unixNow } from './fake-stripe-objects';
import { type FakeStripeServer, startFakeStripe } from './fake-stripe-server';

export const WEBHOOK_SECRET = 'whsec_test_portal';

/**
 * The app with PAYMENT_GATEWAY=stripe pointed at a fake Stripe on 127.0.0.1. The fake starts in a
 * beforeAll registered first, so its address is in the environment when the app is built.
 */
export function useStripeApp() {
  const env: Record<string, string> = {
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_portal',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  let fake: FakeStripeServer | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
    env.STRIPE_API_URL = fake.url;
  });
  afterAll(() => fake?.close());
  const testApp = useTestApp({ env });
  return {
    testApp,
    fake: () => {
      if (!fake) throw new Error('the fake Stripe is not running yet');
      return fake;
    },
  };
}

/** A Stripe event as Stripe serializes it. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = unixNow()) {
  const id = stripeId('evt');
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return { id, payload };
}

/** Delivers a payload as Stripe does: signed with the endpoint secret (or as told), no cookies. */
export function deliver(
  app: FastifyInstance,
  payload: string,
  options: {
    secret?: string;
    timestamp?: number;
    signedPayload?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: options.signedPayload ?? payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return app.inject({
    method: 'POST',
    url: '/v1/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      ...options.headers,
    },
    payload,
  });
}

/** A buyer who set up SEPA through the API (Stripe.js confirming the mandate) and bought Tools Enterprise. */
export async function sepaPurchase(app: FastifyInstance, fake: FakeStripeServer) {
  const { client } = await registerBuyer(app);
  await saveBilling(client);
  const setup = await client.post('/v1/account/billing/sepa-setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const paymentId = fake.confirmSepaSetup(setup.json<{ id: string }>().id);
  const saved = await client.post('/v1/account/billing/payment-methods', { paymentId, isDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
  const bought = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(bought.statusCode, bought.body).toBe(200);
  const subscriptionId = bought.json<{ data: { subscriptionId: string } }>().data.subscriptionId;
  return { client, subscriptionId };
}

/** What the database says about a subscription's first invoice and its payment. */
export async function billingState(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({
      invoice: invoices.status,
      payment: payments.status,
      failureCode: payments.failureCode,
      intentId: payments.gatewayIntentId,
      subscription: subscriptions.status,
    })
    .from(invoices)
    .innerJoin(payments, eq(payments.invoiceId, invoices.id))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.subscriptionId, subscriptionId));
  if (!row) throw new Error(`no invoice with a payment for ${subscriptionId}`);
  return row;
}

export async function storedEvent(db: Db, id: string) {
  return db.select().from(gatewayEvents).where(eq(gatewayEvents.id, id));
}

export async function invoiceStatusSeenBy(client: TestClient) {
  const response = await client.get('/v1/invoice/all');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { status: string }[] }>().data.map((invoice) => invoice.status);
}
