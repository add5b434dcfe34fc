import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auditEntries, sandboxObjects, users } from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';
import { confirmRegistration } from '../support/confirm-registration';
import { TestClient } from '../support/test-client';

/** A complete billing form (spec §5) for an Austrian company. */
export const BILLING = {
  company: 'Payments Test GmbH',
  vatid: 'ATU12345675',
  firstname: 'Paula',
  lastname: 'Payer',
  street: 'Ringstraße 5',
  postal_code: '1010',
  city: 'Vienna',
  country: 'AT',
  phone_number: '+43 1 555',
  invoice_language: 'de',
  invoice_email: 'accounts@payments.test',
  invoice_reference: 'PO-7',
} as const;

export const IBAN_OK = 'AT611904300234573201';
export const IBAN_OK_DE = 'DE89370400440532013000';
export const IBAN_FAILS = 'AT861904300235473202';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  always3ds: '4000 0027 6000 3184',
  once3ds: '4000 0025 0000 3155',
  insufficientFunds: '4000 0000 0000 9995',
  declined: '4000 0000 0000 0002',
  mastercard: '5555 5555 5555 4444',
} as const;

let customers = 0;

export interface Customer {
  client: TestClient;
  id: number;
  email: string;
}

/** A new account owner, signed in, so each test starts from a known, empty billing state. */
export async function freshCustomer(app: FastifyInstance, db: Db, options: { billing?: boolean } = {}) {
  customers += 1;
  const email = `payer-${process.pid}-${customers}@payments.test`;
  const client = new TestClient(app);
  const password = 'Sandbox-Pass-2026!';
  const response = await client.post('/v1/register', {
    email,
    firstname: 'Paula',
    lastname: 'Payer',
    password,
    password_confirmation: password,
  });
  expect(response.statusCode, response.body).toBe(200);
  await confirmRegistration(app, email);
  const signedIn = await client.post('/v1/login', { email, password });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  if (options.billing !== false) {
    const saved = await client.put('/v1/account/billing/information', BILLING);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, id: row!.id, email } satisfies Customer;
}

/** The card the browser would create with the sandbox's card element; returns the gateway id. */
export async function browserCard(app: FastifyInstance, number: string, expYear: number): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sandbox/payment-methods',
    payload: {
      type: 'card',
      card: { number, exp_month: 12, exp_year: expYear, cvc: '123' },
      billing_details: { name: 'Paula Payer' },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

/** Saves a card through the API as the web does: sandbox card element, then our endpoint. */
export async function saveCard(
  app: FastifyInstance,
  client: TestClient,
  number: string,
  expYear: number,
  isDefault = false,
) {
  const paymentId = await browserCard(app, number, expYear);
  const response = await client.post('/v1/account/billing/payment-methods', { paymentId, isDefault });
  expect(response.statusCode, response.body).toBe(200);
  return { paymentId, method: response.json().data as { id: string; isDefault: boolean } };
}

/** Saves a SEPA mandate as the web does: setup intent, confirm with the IBAN, then our endpoint. */
export async function saveSepa(app: FastifyInstance, client: TestClient, iban: string, isDefault = false) {
  const setup = await client.post('/v1/account/billing/sepa-setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { id, clientSecret } = setup.json<{ id: string; clientSecret: string }>();
  const confirmed = await app.inject({
    method: 'POST',
    url: `/v1/sandbox/setup-intents/${id}/confirm`,
    payload: { client_secret: clientSecret, iban, name: 'Paula Payer' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const paymentId = confirmed.json<{ payment_method: string }>().payment_method;
  const response = await client.post('/v1/account/billing/payment-methods', { paymentId, isDefault });
  expect(response.statusCode, response.body).toBe(200);
  return { paymentId, method: response.json().data as { id: string; isDefault: boolean } };
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function auditCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(eq(auditEntries.accountId, accountId));
  return row!.count;
}

export async function sandboxObjectCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sandboxObjects);
  return row!.count;
}
