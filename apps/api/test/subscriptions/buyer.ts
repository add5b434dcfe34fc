import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { confirmRegistration } from '../support/confirm-registration';
import { loginAs, TestClient } from '../support/test-client';

export const CARDS = {
  ok: '4242424242424242',
  always3ds: '4000002760003184',
  once3ds: '4000002500003155',
  insufficientFunds: '4000000000009995',
  declined: '4000000000000002',
} as const;

export const IBANS = { ok: 'AT611904300234573201', fails: 'AT861904300235473202' } as const;

export const AUSTRIAN_BILLING = {
  company: '',
  vatid: '',
  no_vat_id: true,
  firstname: 'Berta',
  lastname: 'Buyer',
  street: 'Ringstraße 1',
  city: 'Wien',
  postal_code: '1010',
  country: 'AT',
  phone_number: '',
  invoice_language: 'en',
  invoice_email: 'berta@example.test',
  invoice_reference: '',
};

export const BUYER_PASSWORD = 'Buyer-Password-2026!';
let buyers = 0;

/** Signs in again, e.g. after the clock moved past the refresh token's lifetime. */
export async function signInAgain(app: FastifyInstance, email: string): Promise<TestClient> {
  return (await loginAs(app, email, BUYER_PASSWORD)).client;
}

/** A fresh customer, registered and confirmed through the API, then signed in as the web does. */
export async function registerBuyer(app: FastifyInstance): Promise<{ client: TestClient; email: string }> {
  buyers += 1;
  const email = `buyer-${buyers}-${Date.now()}@example.test`;
  const password = BUYER_PASSWORD;
  const registered = await new TestClient(app).post('/v1/register', {
    email,
    firstname: 'Berta',
    lastname: 'Buyer',
    password,
    password_confirmation: password,
    language: 'en',
    plan: 'enterprise',
  });
  expect(registered.statusCode).toBe(200);
  await confirmRegistration(app, email);
  const { client } = await loginAs(app, email, password);
  return { client, email };
}

export async function saveBilling(client: TestClient, billing: Record<string, unknown> = AUSTRIAN_BILLING) {
  const response = await client.put('/v1/account/billing/information', billing);
  expect(response.statusCode, response.body).toBe(200);
}

/** Creates a card in the sandbox (as the card input would) and saves it as the default method. */
export async function addCard(client: TestClient, number: string = CARDS.ok): Promise<string> {
  const created = await client.post('/v1/sandbox/payment-methods', {
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' },
    billing_details: { name: 'Berta Buyer' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const paymentId = created.json<{ id: string }>().id;
  const saved = await client.post('/v1/account/billing/payment-methods', { paymentId, isDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
  return paymentId;
}

/** Confirms a SEPA mandate in the sandbox (as the IBAN input would) and saves it as default. */
export async function addSepa(client: TestClient, iban: string = IBANS.ok): Promise<void> {
  const setup = await client.post('/v1/account/billing/sepa-setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { id, clientSecret } = setup.json<{ id: string; clientSecret: string }>();
  const confirmed = await client.post(`/v1/sandbox/setup-intents/${id}/confirm`, {
    client_secret: clientSecret,
    iban,
    name: 'Berta Buyer',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const paymentId = confirmed.json<{ payment_method: string }>().payment_method;
  const saved = await client.post('/v1/account/billing/payment-methods', { paymentId, isDefault: true });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A signed-in customer with Austrian invoice data and a card. */
export async function buyerWithCard(app: FastifyInstance, number: string = CARDS.ok) {
  const buyer = await registerBuyer(app);
  await saveBilling(buyer.client);
  await addCard(buyer.client, number);
  return buyer;
}

export const TOOLS_ENTERPRISE_MONTH = {
  plan: 'tools-enterprise-month-eur',
  productId: 1,
  interval: 'month',
  quantity: 1,
} as const;

export const TOOLS_CORPORATE_YEAR = {
  plan: 'tools-corporate-year-eur',
  productId: 2,
  interval: 'year',
  quantity: 1,
} as const;

/** Passes or fails the sandbox's 3-D Secure challenge, as the challenge page's buttons do. */
export async function answerChallenge(
  client: TestClient,
  intentId: string,
  secret: string,
  result: 'complete' | 'fail',
) {
  const response = await client.post(`/v1/sandbox/payment-intents/${intentId}/challenge`, {
    client_secret: secret,
    result,
  });
  expect(response.statusCode, response.body).toBe(200);
}
