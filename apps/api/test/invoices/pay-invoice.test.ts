import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, charges, invoices, subscriptions, users } from '../../src/db/schema/index';
import { chargeLeaseMs } from '../../src/modules/money/charge-ledger';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { crashAtGateway, gatewayIntents, until } from '../subscriptions/books';
import {
  addCard,
  addSepa,
  answerChallenge,
  buyerWithCard,
  CARDS,
  IBANS,
  registerBuyer,
  saveBilling,
  signInAgain,
  TOOLS_ENTERPRISE_MONTH,
} from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';

const testApp = useTestApp();
const DAY = 86_400_000;

// The demo seed's subscriptions would renew in these cycles too: this file counts its own buyers'.
beforeAll(async () => {
  await testApp().db.update(subscriptions).set({ status: 'ended' });
});

async function passTime(ms: number) {
  const { clock, deps } = testApp();
  clock.advance(ms);
  return runBillingCycle(deps);
}

async function accountIdOf(email: string): Promise<number> {
  const [user] = await testApp().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** Creates a card at the sandbox as the card input does, without saving it. */
async function typedCard(client: TestClient, number: string): Promise<string> {
  const created = await client.post('/v1/sandbox/payment-methods', {
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' },
    billing_details: { name: 'Berta Buyer' },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<{ id: string }>().id;
}

/** A customer whose renewal was declined (insufficient funds): in dunning, its invoice open. */
async function customerInDunning() {
  const { app } = testApp();
  const buyer = await buyerWithCard(app);
  const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(bought.statusCode, bought.body).toBe(200);
  await addCard(buyer.client, CARDS.insufficientFunds);
  // Just past the period's end: the renewal fails; the first retry is a day later.
  const renewsAt = Date.parse(bought.json().data.subscription.renews_at);
  await passTime(renewsAt - testApp().clock.now().getTime() + 1000);
  const client = await signInAgain(app, buyer.email);
  const open = (await client.get('/v1/invoice/all'))
    .json()
    .data.find((i: { status: string }) => i.status === 'open');
  expect(open).toBeDefined();
  return { client, email: buyer.email, open, subscriptionId: bought.json().data.subscriptionId as string };
}

describe('the dunning timeline', () => {
  it('shows the failed attempt with its reason, the next retry and the end, on the invoice and the subscription', async () => {
    const { client, email, open } = await customerInDunning();
    const issued = Date.parse(open.date);
    expect(open).toMatchObject({
      status: 'open',
      paymentMethodType: 'card',
      payable: true,
      clientSecret: null,
    });
    expect(open.dunning).toEqual({
      invoiceId: open.id,
      invoiceNumber: open.number,
      attempts: [{ attempt: 0, at: expect.any(String), reason: 'insufficient_funds' }],
      nextRetryAt: new Date(issued + DAY).toISOString(),
      endsAt: new Date(issued + 7 * DAY).toISOString(),
    });
    const [tools] = (await client.get('/v1/subscription/all')).json().data;
    expect(tools).toMatchObject({ status: 'incomplete', payment_overdue: true, dunning: open.dunning });

    // The first retry fails too: two attempts, the next one on day 3.
    await passTime(DAY + 1000);
    const again = await signInAgain(testApp().app, email);
    const [later] = (await again.get('/v1/invoice/all'))
      .json()
      .data.filter((i: { id: number }) => i.id === open.id);
    expect(later.dunning.attempts.map((a: { reason: string }) => a.reason)).toEqual([
      'insufficient_funds',
      'insufficient_funds',
    ]);
    expect(later.dunning.nextRetryAt).toBe(new Date(issued + 3 * DAY).toISOString());
    expect(later.dunning.endsAt).toBe(open.dunning.endsAt);
  });
});

describe('POST /v1/invoice/:id/pay', () => {
  it('pays a failed renewal with another card through 3-D Secure; the subscription is active again', async () => {
    const { db } = testApp();
    const { client, email, open, subscriptionId } = await customerInDunning();
    const accountId = await accountIdOf(email);
    const newCard = await typedCard(client, CARDS.always3ds);

    const started = await client.post(`/v1/invoice/${open.id}/pay`, { newPaymentMethodId: newCard });
    expect(started.statusCode, started.body).toBe(200);
    const body = started.json();
    expect(body).toMatchObject({
      status: 'requires_action',
      message: `Please confirm the payment of invoice ${open.number} with your bank.`,
      paymentMethodId: newCard,
    });
    // Reserved and recorded under a key of the invoice and the attempt; the gateway knows the invoice.
    const [charge] = await db
      .select()
      .from(charges)
      .where(eq(charges.id, `invoice-${open.id}-payment-1`));
    expect(charge).toMatchObject({ purpose: 'invoice', status: 'recorded', invoiceId: open.id });
    const intentId = String(body.clientSecret).split('_secret_')[0];
    const intent = (await gatewayIntents(db)).find((each) => each.id === intentId);
    expect(intent?.metadata).toMatchObject({
      invoice: String(open.id),
      invoice_number: open.number,
      portal_charge: `invoice-${open.id}-payment-1`,
    });

    await answerChallenge(client, intent!.id, body.clientSecret, 'complete');
    const confirmed = await client.post(`/v1/invoice/${open.id}/pay/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'paid',
      message: `Invoice ${open.number} has been paid. Thank you.`,
    });

    const [paid] = (await client.get('/v1/invoice/all'))
      .json()
      .data.filter((i: { id: number }) => i.id === open.id);
    expect(paid).toMatchObject({ status: 'paid', payable: false, dunning: null, paidAt: expect.any(String) });
    const [tools] = (await client.get('/v1/subscription/all')).json().data;
    expect(tools).toMatchObject({
      id: subscriptionId,
      status: 'active',
      payment_overdue: false,
      dunning: null,
    });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({ status: 'active', dunningAttempts: 0 });
    // The card typed for it is now the default (the declined one would fail the next renewal).
    const methods = (await client.get('/v1/account/billing/payment-methods')).json().data;
    expect(methods.find((m: { isDefault: boolean }) => m.isDefault)?.last4).toBe('3184');
    // The customer's change is audited under the customer's name.
    const audit = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entityType, 'charge'), eq(auditEntries.entityId, `invoice-${open.id}-payment-1`)),
      );
    expect(audit[0]).toMatchObject({
      event: 'created',
      editorId: accountId,
      url: `/v1/invoice/${open.id}/pay`,
    });

    // Paid once: paying again is refused, and the next cycle charges nothing more.
    const twice = await client.post(`/v1/invoice/${open.id}/pay`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      status: 'invoice_not_payable',
      message: 'This invoice has already been paid.',
    });
    const ofInvoice = async () =>
      (await gatewayIntents(db)).filter((each) => each.metadata?.invoice === String(open.id)).length;
    const before = await ofInvoice();
    await passTime(2 * DAY);
    expect(await ofInvoice()).toBe(before);
  });

  it('pays with the saved card at once; a declined new card is refused and removed again', async () => {
    const { db } = testApp();
    const { client, open, subscriptionId } = await customerInDunning();
    const declined = await typedCard(client, CARDS.declined);
    const refused = await client.post(`/v1/invoice/${open.id}/pay`, { newPaymentMethodId: declined });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      status: 'payment_declined',
      message: 'Your payment was declined. Please use another payment method.',
    });
    const methods = (await client.get('/v1/account/billing/payment-methods')).json().data;
    expect(methods.map((m: { last4: string }) => m.last4)).not.toContain('0002');
    expect(methods.find((m: { isDefault: boolean }) => m.isDefault)?.last4).toBe('9995');
    // The customer's own attempt is no dunning step.
    const [still] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(still).toMatchObject({ status: 'past_due', dunningAttempts: 0 });

    // The saved default (insufficient funds) is declined with its reason.
    const poor = await client.post(`/v1/invoice/${open.id}/pay`, {});
    expect(poor.statusCode).toBe(402);
    expect(poor.json().message).toBe(
      'Your payment was declined because of insufficient funds. Please use another payment method.',
    );

    await addCard(client, CARDS.ok);
    const paid = await client.post(`/v1/invoice/${open.id}/pay`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', clientSecret: null });
    const [active] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(active?.status).toBe('active');
    // Three attempts, three keys: each derived from the invoice and its attempt number.
    const keys = (await db.select().from(charges).where(eq(charges.invoiceId, open.id)))
      .map((c) => c.id)
      .sort();
    expect(keys).toEqual(
      expect.arrayContaining([
        `invoice-${open.id}-payment-1`,
        `invoice-${open.id}-payment-2`,
        `invoice-${open.id}-payment-3`,
      ]),
    );
  });

  it('refuses another account’s invoice, a missing one and invalid input, naming the field', async () => {
    const { client, open } = await customerInDunning();
    const other = await buyerWithCard(testApp().app);
    const foreign = await other.client.post(`/v1/invoice/${open.id}/pay`, {});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      status: 'invoice_not_found',
      message: 'The invoice was not found.',
    });
    expect((await other.client.post(`/v1/invoice/${open.id}/pay/confirm`)).statusCode).toBe(404);
    expect((await client.post('/v1/invoice/2147483000/pay', {})).statusCode).toBe(404);

    const bad = await client.post(`/v1/invoice/${open.id}/pay`, { newPaymentMethodId: 'pm_<script>' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['newPaymentMethodId']);
    expect((await client.post('/v1/invoice/abc/pay', {})).statusCode).toBe(422);
    // Nothing changed on the invoice.
    const [same] = (await client.get('/v1/invoice/all'))
      .json()
      .data.filter((i: { id: number }) => i.id === open.id);
    expect(same).toMatchObject({ status: 'open', payable: true });
  });

  it('a SEPA invoice shows when it is debited and cannot be paid by card', async () => {
    const { app } = testApp();
    const buyer = await registerBuyer(app);
    await saveBilling(buyer.client);
    await addSepa(buyer.client, IBANS.ok);
    expect((await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(
      200,
    );
    const [invoice] = (await buyer.client.get('/v1/invoice/all')).json().data;
    expect(invoice).toMatchObject({
      status: 'open',
      paymentMethodType: 'sepa_debit',
      payable: false,
      dueAt: null,
      transfer: null,
      debitOnOrAfter: new Date(Date.parse(invoice.date) + 2 * DAY).toISOString(),
    });
    const refused = await buyer.client.post(`/v1/invoice/${invoice.id}/pay`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status).toBe('invoice_not_payable');
  });

  it('a crash after the charge is settled by the reconciliation sweep, once', async () => {
    const { clock, db, deps } = testApp();
    const { client, open, subscriptionId } = await customerInDunning();
    await addCard(client, CARDS.ok);
    const crash = crashAtGateway(deps.gateway, { chargesFirst: true });
    void client.post(`/v1/invoice/${open.id}/pay`, {}).catch(() => {});
    await until(crash.crashed);
    crash.revive();
    const [reserved] = await db
      .select()
      .from(charges)
      .where(eq(charges.id, `invoice-${open.id}-payment-1`));
    expect(reserved?.status).toBe('reserved');

    clock.advance(chargeLeaseMs(deps.config) + 1000);
    const report = await runBillingCycle(deps);
    expect(report.reconciled).toBeGreaterThanOrEqual(1);
    const [settled] = await db
      .select()
      .from(charges)
      .where(eq(charges.id, `invoice-${open.id}-payment-1`));
    expect(settled?.status).toBe('recorded');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, open.id));
    expect(invoice?.status).toBe('paid');
    const [active] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(active?.status).toBe('active');
    // One charge at the gateway for the customer's attempt: never twice.
    const attempts = (await gatewayIntents(db)).filter(
      (intent) => intent.metadata?.portal_charge === `invoice-${open.id}-payment-1`,
    );
    expect(attempts).toHaveLength(1);
  });
});

describe('GET /v1/invoice/all after credit notes', () => {
  it('a partly refunded invoice reads partially_refunded with the amount; fully refunded reads refunded', async () => {
    const buyer = await buyerWithCard(testApp().app);
    expect((await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(
      200,
    );
    const [invoice] = (await buyer.client.get('/v1/invoice/all')).json().data;
    expect(invoice).toMatchObject({ status: 'paid', amount: 30_000, amountRefunded: 0 });
    const admin = (await loginAs(testApp().app, 'admin@demo.test')).client;
    const partial = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, {
      amount: 10_000,
      reason: 'Goodwill',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const [part] = (await buyer.client.get('/v1/invoice/all')).json().data;
    expect(part).toMatchObject({
      status: 'partially_refunded',
      amountRefunded: 10_000,
      paidAt: expect.any(String),
    });
    await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, { reason: 'Cancelled' });
    const [whole] = (await buyer.client.get('/v1/invoice/all')).json().data;
    expect(whole).toMatchObject({ status: 'refunded', amountRefunded: 30_000 });
  });
});
