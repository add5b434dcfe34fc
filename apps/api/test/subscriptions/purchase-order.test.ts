import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, subscriptions, users } from '../../src/db/schema/index';
import { issue } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import {
  AUSTRIAN_BILLING,
  addCard,
  addSepa,
  registerBuyer,
  saveBilling,
  TOOLS_ENTERPRISE_MONTH,
} from './buyer';

const testApp = useTestApp();

// What an invoice freezes at issue for its e-invoice (issue 32): the buyer's e-invoice data, the
// purchase order (the subscription's, else the account's default) and how it is paid.
describe('e-invoice facts of issued invoices', () => {
  it('a card purchase with purchase_order: its invoices carry that order, the card and the buyer data', async () => {
    const { app, db } = testApp();
    const { client, email } = await registerBuyer(app);
    await saveBilling(client, {
      ...AUSTRIAN_BILLING,
      einvoice_buyer_reference: 'BR-7',
      einvoice_address_scheme: '0088',
      einvoice_address: '4000001000005',
      purchase_order: 'PO-DEFAULT',
    });
    await addCard(client);
    const bought = await client.post('/v1/subscription/upgrade', {
      ...TOOLS_ENTERPRISE_MONTH,
      purchase_order: ' PO-123 ',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const { subscriptionId } = bought.json().data;
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(subscription!.purchaseOrder).toBe('PO-123');

    const [first] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
    expect(first).toMatchObject({
      purchaseOrder: 'PO-123',
      paymentMethodType: 'card',
      paymentDetails: { last4: '4242', brand: 'visa', mandateReference: null },
      buyer: { buyerReference: 'BR-7', electronicAddressScheme: '0088', electronicAddress: '4000001000005' },
    });

    // A later invoice of the subscription keeps its order; one without a subscription takes the
    // account's default, and one paid by transfer names no payment method.
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const renewal = await issue(testApp(), { userId: user!.id, subscriptionId });
    expect(renewal.purchaseOrder).toBe('PO-123');
    const other = await issue(testApp(), { userId: user!.id, paymentMethodType: 'invoice', status: 'open' });
    expect(other).toMatchObject({ purchaseOrder: 'PO-DEFAULT', paymentDetails: null });
  });

  it('a SEPA purchase: the invoice names the mandate, and the account default order without one', async () => {
    const { app, db } = testApp();
    const { client } = await registerBuyer(app);
    await saveBilling(client, { ...AUSTRIAN_BILLING, purchase_order: 'PO-DEFAULT' });
    await addSepa(client);
    const bought = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const { subscriptionId } = bought.json().data;
    const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
    expect(invoice).toMatchObject({
      purchaseOrder: 'PO-DEFAULT',
      paymentMethodType: 'sepa_debit',
      paymentDetails: { last4: '3201', mandateReference: expect.stringMatching(/^SANDBOX-/) },
    });
  });
});
