import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, payments } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { addSepa, buyerWithCard, CARDS, registerBuyer, saveBilling, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();

/** A card typed into the payment dialog: created at the sandbox gateway, not saved by us yet. */
async function enteredCard(client: TestClient, number: string): Promise<string> {
  const created = await client.post('/v1/sandbox/payment-methods', {
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' },
    billing_details: { name: 'Berta Buyer' },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<{ id: string }>().id;
}

const methodsOf = async (client: TestClient) =>
  (await client.get('/v1/account/billing/payment-methods')).json<{
    data: { id: string; isDefault: boolean; last4?: string }[];
  }>().data;

describe('POST /v1/subscription/upgrade with a newly entered payment method', () => {
  it('saves the new card as the default and pays with it, in the one call', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const [first] = await methodsOf(client);
    const card = await enteredCard(client, CARDS.ok);
    const response = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('active');
    const methods = await methodsOf(client);
    expect(methods).toHaveLength(2);
    expect(methods.find((method) => method.id === first?.id)?.isDefault).toBe(false);
    expect(methods.filter((method) => method.isDefault)).toHaveLength(1);
  });

  it('removes the new card when the payment is declined, and gives the default back', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const before = await methodsOf(client);
    const card = await enteredCard(client, CARDS.declined);
    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().status).toBe('payment_declined');
    expect(await methodsOf(client)).toEqual(before);
    expect((await client.get('/v1/subscription/all')).json().data).toEqual([]);
  });

  it('removes the new card when a rule refuses the purchase, leaving a first-time buyer without one', async () => {
    const { app } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client);
    const card = await enteredCard(client, CARDS.ok);
    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      couponCode: 'NO-SUCH-COUPON',
      newPaymentMethodId: card,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().status).toBe('invalid_coupon');
    expect(await methodsOf(client)).toEqual([]);
    expect((await client.get('/v1/account/me')).json().card_brand).toBeNull();
  });

  it('asks for invoice data first and saves nothing without it', async () => {
    const { app } = testApp();
    const { client } = await registerBuyer(app);
    const card = await enteredCard(client, CARDS.ok);
    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().status).toBe('billing_data_missing');
    expect(await methodsOf(client)).toEqual([]);
  });

  it('refuses a new method together with one saved before, changing nothing', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const before = await methodsOf(client);
    const card = await enteredCard(client, CARDS.ok);
    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
      savedPaymentMethodId: before[0]?.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('newPaymentMethodId');
    expect(await methodsOf(client)).toEqual(before);
  });

  it('pays with a card chosen for this purchase only, leaving the default every subscription renews on', async () => {
    const { app, db } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client);
    await addSepa(client);
    const [sepa] = await methodsOf(client);
    const card = await enteredCard(client, CARDS.ok);
    const response = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
      newPaymentMethodDefault: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('active');
    const methods = await methodsOf(client);
    expect(methods).toHaveLength(2);
    expect(methods.filter((method) => method.isDefault).map((method) => method.id)).toEqual([sepa?.id]);
    const newCard = methods.find((method) => method.id !== sepa?.id);
    expect((await client.get('/v1/account/me')).json().card_brand).toBe('sepa_debit');
    // The first invoice was paid by the new card, at once (no SEPA debit waiting).
    const me = (await client.get('/v1/account/me')).json();
    const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, me.id));
    expect(invoice?.status).toBe('paid');
    const [payment] = await db.select().from(payments).where(eq(payments.invoiceId, invoice!.id));
    expect(payment?.paymentMethodId).toBe(newCard?.id);
  });

  it('removes a card chosen for this purchase only when it is declined, the default untouched', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const before = await methodsOf(client);
    const card = await enteredCard(client, CARDS.declined);
    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
      newPaymentMethodDefault: false,
    });
    expect(refused.statusCode).toBe(402);
    expect(await methodsOf(client)).toEqual(before);
  });

  it("makes an account's first method its default whatever the choice (spec §4)", async () => {
    const { app } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client);
    const card = await enteredCard(client, CARDS.ok);
    const response = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
      newPaymentMethodDefault: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const methods = await methodsOf(client);
    expect(methods.map((method) => method.isDefault)).toEqual([true]);
    expect((await client.get('/v1/account/me')).json().card_brand).toBe('visa');
  });

  it('refuses a choice that is not true or false, naming the field and saving nothing', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app);
    const before = await methodsOf(client);
    const card = await enteredCard(client, CARDS.ok);
    const refused = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      newPaymentMethodId: card,
      newPaymentMethodDefault: 'only this one',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('newPaymentMethodDefault');
    expect(await methodsOf(client)).toEqual(before);
  });
});
