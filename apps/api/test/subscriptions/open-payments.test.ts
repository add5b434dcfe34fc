import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import {
  addSepa,
  buyerWithCard,
  CARDS,
  registerBuyer,
  saveBilling,
  TOOLS_CORPORATE_YEAR,
  TOOLS_ENTERPRISE_MONTH,
} from './buyer';

// Decision 0040: a due open payment holds up every purchase until it is settled; a payment on its
// way (a SEPA debit processing, a bank transfer not yet due) does not.
const testApp = useTestApp();

const DMP_MONTH = { plan: 'dmp-enterprise-month-eur', productId: 4, interval: 'month', quantity: 1 } as const;
const DMP_YEAR = { ...DMP_MONTH, plan: 'dmp-enterprise-year-eur', interval: 'year' } as const;

const flags = async (client: TestClient) => {
  const me = (await client.get('/v1/account/me')).json();
  return { hasOpenPayments: me.hasOpenPayments, mustSettleOpenPayments: me.mustSettleOpenPayments };
};

async function buy(client: TestClient, order: object) {
  const response = await client.post('/v1/subscription/upgrade', order);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('open payments and purchases', () => {
  it('refuses a purchase and its quote while a card payment waits, in the language asked for', async () => {
    const { app } = testApp();
    const { client } = await buyerWithCard(app, CARDS.always3ds);
    expect((await buy(client, TOOLS_ENTERPRISE_MONTH)).status).toBe('incomplete');
    expect(await flags(client)).toEqual({ hasOpenPayments: true, mustSettleOpenPayments: true });

    const refused = await client.post('/v1/subscription/upgrade', DMP_MONTH);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'open_payments',
      message:
        'Your account has open payments. Please settle them under Invoices before you buy another product.',
    });
    const quote = await client.post('/v1/subscription/upgrade/quote', DMP_MONTH);
    expect(quote.statusCode).toBe(409);
    expect(quote.json().status).toBe('open_payments');
    const german = await client.post('/v1/subscription/upgrade', DMP_MONTH, {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().message).toBe(
      'Ihr Konto hat offene Zahlungen. Bitte begleichen Sie diese unter Rechnungen, bevor Sie ein weiteres Produkt kaufen.',
    );
    const french = await client.post('/v1/subscription/upgrade', DMP_MONTH, {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe(
      'Votre compte a des paiements en attente. Veuillez les régler sous Factures avant d’acheter un autre produit.',
    );
    // Nothing was bought.
    const products = (await client.get('/v1/subscription/all'))
      .json()
      .data.map((s: { product_id: number }) => s.product_id);
    expect(products).toEqual([1]);
  });

  it('lets a customer buy while a SEPA debit is still processing', async () => {
    const { app } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client);
    await addSepa(client);
    await buy(client, TOOLS_ENTERPRISE_MONTH);
    expect(await flags(client)).toEqual({ hasOpenPayments: true, mustSettleOpenPayments: false });
    expect((await buy(client, DMP_MONTH)).status).toBe('active');
  });

  it('lets an invoice payer buy before the invoice is due, and not once it is overdue', async () => {
    const { app, db } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client);
    await buy(client, {
      ...TOOLS_CORPORATE_YEAR,
      plan: 'tools-enterprise-year-eur',
      productId: 1,
      payByInvoice: true,
    });
    expect(await flags(client)).toEqual({ hasOpenPayments: true, mustSettleOpenPayments: false });
    const quote = await client.post('/v1/subscription/upgrade/quote', { ...DMP_YEAR, payByInvoice: true });
    expect(quote.statusCode, quote.body).toBe(200);

    const me = (await client.get('/v1/account/me')).json();
    await db
      .update(invoices)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(invoices.userId, me.id));
    const refused = await client.post('/v1/subscription/upgrade', { ...DMP_YEAR, payByInvoice: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status).toBe('open_payments');
    // The refused request dropped the signed-in cache, so the account reads the changed invoice.
    expect(await flags(client)).toEqual({ hasOpenPayments: true, mustSettleOpenPayments: true });
  });
});
