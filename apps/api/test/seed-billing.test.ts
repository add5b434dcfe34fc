import type { CreditNote, Invoice, PaymentMethod, Subscription } from '@portal/contract';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, paymentMethods, payments, subscriptions, users } from '../src/db/schema/index';
import { BILLING_DEMO_CUSTOMERS } from '../src/db/seed/billing-demo-customers';
import { runBillingCycle } from '../src/modules/subscriptions/renewals/run-billing-cycle';
import { useTestApp } from './support/test-app';
import { loginAs, type TestClient } from './support/test-client';

const testApp = useTestApp();
const HOUR = 3_600_000;

async function signIn(email: string): Promise<TestClient> {
  return (await loginAs(testApp().app, email)).client;
}

const listOf = async <T>(client: TestClient, url: string): Promise<T[]> => {
  const response = await client.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T[] }>().data;
};

const statusCount = (rows: { status: string }[]) => {
  const count: Record<string, number> = {};
  for (const row of rows) count[row.status] = (count[row.status] ?? 0) + 1;
  return count;
};

describe('billing demo: the accounts of DESIGN.md §5', () => {
  it('gives owner@demo.test Tools Enterprise by card, DMP by SEPA, a year of invoices and a credit note', async () => {
    const client = await signIn('owner@demo.test');
    const subs = await listOf<Subscription>(client, '/v1/subscription/all');
    expect(subs).toMatchObject([
      {
        name: 'Tools Enterprise',
        status: 'active',
        quantity: 3,
        interval: 'month',
        currency: 'eur',
        is_metered: '1',
      },
      { name: 'DMP Enterprise', status: 'active', quantity: 1, interval: 'month', currency: 'eur' },
    ]);
    expect(subs[0]!.poll_views).toBeGreaterThan(0);
    expect(subs[0]!.usage_updated_at).not.toBeNull();

    const bills = await listOf<Invoice>(client, '/v1/invoice/all');
    expect(bills).toHaveLength(15);
    // The credit note covers part of its invoice: partially refunded, not refunded.
    expect(statusCount(bills)).toEqual({ paid: 13, partially_refunded: 1, open: 1 });
    expect(bills.filter((bill) => bill.subscription === 'Tools Enterprise')).toHaveLength(12);
    // The newest is DMP's, its SEPA debit still processing: nothing for the customer to confirm.
    expect(bills[0]).toMatchObject({
      subscription: 'DMP Enterprise',
      status: 'open',
      amount: 72_000,
      clientSecret: null,
      // Its SEPA debit is settling: not payable by card, debited on or after two days from issue.
      paymentMethodType: 'sepa_debit',
      payable: false,
      debitOnOrAfter: expect.any(String),
    });
    // Numbers ascend with the issue dates, as a real year of billing leaves them.
    const byDate = [...bills].sort(
      (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number),
    );
    const byNumber = [...bills].sort((a, b) => a.number.localeCompare(b.number));
    expect(byNumber.map((bill) => bill.number)).toEqual(byDate.map((bill) => bill.number));

    const [note, ...more] = await listOf<CreditNote>(client, '/v1/invoice/credit');
    expect(more).toEqual([]);
    const refunded = bills.find((bill) => bill.status === 'partially_refunded');
    // One of three licenses: 250.00 + 20 % VAT.
    expect(note).toMatchObject({
      invoice: refunded?.number,
      amount: 30_000,
      subscription: 'Tools Enterprise',
    });

    const methods = await listOf<PaymentMethod>(client, '/v1/account/billing/payment-methods');
    expect(methods).toHaveLength(2);
    expect(methods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'card', brand: 'visa', last4: '4242', isDefault: true }),
        expect.objectContaining({ type: 'sepa_debit', last4: '3201', country: 'AT', isDefault: false }),
      ]),
    );
    const me = (await client.get('/v1/account/me')).json();
    expect(me).toMatchObject({ hasSubscriptions: true, hasOpenPayments: true, card_brand: 'visa' });
    expect(me.stripe_id).toMatch(/^cus_/);
  });

  it('keeps the saved card and mandate of owner@demo.test in the sandbox under its customer', async () => {
    const { db, deps } = testApp();
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const client = await signIn('owner@demo.test');
    const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, owner!.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Attaching again to the same customer is a no-op; any other customer would be refused.
      const known = await deps.gateway.attachPaymentMethod({
        customerId: owner!.providerCustomerId!,
        paymentMethodId: row.gatewayId,
      });
      expect(known).toMatchObject({ type: row.type, last4: row.last4 });
    }
    expect((await client.get('/v1/account/me')).json().stripe_id).toBe(owner!.providerCustomerId);
  });

  it('gives invoice@demo.test a yearly Tools Corporate paid by bank transfer, nothing open', async () => {
    const client = await signIn('invoice@demo.test');
    expect(await listOf(client, '/v1/subscription/all')).toMatchObject([
      { name: 'Tools Corporate', status: 'active', interval: 'year', quantity: 1, pay_by_invoice: true },
    ]);
    expect(statusCount(await listOf<Invoice>(client, '/v1/invoice/all'))).toEqual({ paid: 1 });
    expect(await listOf(client, '/v1/account/billing/payment-methods')).toEqual([]);
    expect((await client.get('/v1/account/me')).json()).toMatchObject({
      card_brand: 'invoice',
      hasOpenPayments: false,
      hasSubscriptions: true,
    });
    const [invoice] = await testApp()
      .db.select()
      .from(invoices)
      .where(eq(invoices.paymentMethodType, 'invoice'));
    expect(await testApp().db.select().from(payments).where(eq(payments.invoiceId, invoice!.id))).toEqual([]);
  });

  it('leaves new@demo.test without subscription, invoice or payment method', async () => {
    const client = await signIn('new@demo.test');
    expect(await listOf(client, '/v1/subscription/all')).toEqual([]);
    expect(await listOf(client, '/v1/invoice/all')).toEqual([]);
    expect(await listOf(client, '/v1/account/billing/payment-methods')).toEqual([]);
  });
});

describe('billing demo: every state of the engine', () => {
  it('has a subscription in every state, in both currencies and on both intervals', async () => {
    const { db } = testApp();
    const rows = await db.select().from(subscriptions);
    const states = new Set(rows.map((row) => row.status));
    expect([...states].sort()).toEqual(['active', 'canceled', 'ended', 'incomplete', 'past_due']);
    // Cancelled days ago, it runs on until the end of its paid period (in the future when seeded).
    const canceled = rows.find((row) => row.status === 'canceled');
    expect(canceled?.endsAt?.getTime()).toBeGreaterThan(canceled?.canceledAt?.getTime() ?? Infinity);
    expect(canceled?.endsAt).toEqual(canceled?.currentPeriodEnd);
    expect(rows.find((row) => row.status === 'past_due')).toMatchObject({ dunningAttempts: 1 });
    expect(rows.some((row) => row.currencyId === 2)).toBe(true);
    expect(rows.filter((row) => row.interval === 'year').length).toBeGreaterThanOrEqual(2);
    const modes = await db.selectDistinct({ mode: invoices.taxMode }).from(invoices);
    expect(modes.map((row) => row.mode).sort()).toEqual([
      'destination',
      'domestic',
      'export',
      'reverse_charge',
    ]);
  });

  it('lets every extra demo customer sign in and see its own billing', async () => {
    for (const { email } of BILLING_DEMO_CUSTOMERS) {
      const client = await signIn(email);
      expect((await listOf<Invoice>(client, '/v1/invoice/all')).length, email).toBeGreaterThan(0);
    }
    const dollars = await signIn('james.carter@demo.test');
    const [analytics] = await listOf<Subscription>(dollars, '/v1/subscription/all');
    expect(analytics).toMatchObject({ name: 'Analytics Enterprise', currency: 'usd', price: 30_000 });
    const grace = await signIn('anna.berger@demo.test');
    expect((await listOf<Subscription>(grace, '/v1/subscription/all'))[0]).toMatchObject({
      status: 'canceled',
      onGracePeriod: true,
    });
    // A card payer whose renewal failed sees "incomplete"; the open renewal waits for dunning.
    const dunning = await signIn('sophie.martin@demo.test');
    expect((await listOf<Subscription>(dunning, '/v1/subscription/all'))[0]).toMatchObject({
      status: 'incomplete',
    });
    expect((await dunning.get('/v1/account/me')).json().hasOpenPayments).toBe(true);
    // Her renewal and the first retry failed for lack of funds; she may pay it now, by card.
    const [owed] = (await listOf<Invoice>(dunning, '/v1/invoice/all')).filter(
      (bill) => bill.status === 'open',
    );
    expect(owed).toMatchObject({ payable: true, paymentMethodType: 'card' });
    expect(owed!.dunning?.attempts.map((attempt) => attempt.reason)).toEqual([
      'insufficient_funds',
      'insufficient_funds',
    ]);
    const issued = Date.parse(owed!.date);
    expect(Date.parse(owed!.dunning?.nextRetryAt ?? '')).toBe(issued + 3 * 86_400_000);
    expect(Date.parse(owed!.dunning?.endsAt ?? '')).toBe(issued + 7 * 86_400_000);
    expect(await listOf(await signIn('marta.novak@demo.test'), '/v1/subscription/all')).toEqual([]);
  });

  it('completes the incomplete demo purchase through the sandbox 3-D Secure challenge', async () => {
    const client = await signIn('lukas.hofmann@demo.test');
    const [open] = await listOf<Invoice>(client, '/v1/invoice/all');
    expect(open).toMatchObject({ status: 'open', subscription: 'DMP Enterprise' });
    const { clientSecret, subscriptionId } = open!;
    expect(clientSecret).toContain('_secret_');
    // Another account cannot complete it.
    const owner = await signIn('owner@demo.test');
    const foreign = await owner.put('/v1/subscription/complete', { subscriptionId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().status).toBe('subscription_not_found');

    const intentId = clientSecret!.split('_secret_')[0];
    const challenge = await client.post(`/v1/sandbox/payment-intents/${intentId}/challenge`, {
      client_secret: clientSecret,
      result: 'complete',
    });
    expect(challenge.statusCode, challenge.body).toBe(200);
    const completed = await client.put('/v1/subscription/complete', { subscriptionId });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().subscriptions).toMatchObject([{ name: 'DMP Enterprise', status: 'active' }]);
    expect((await listOf<Invoice>(client, '/v1/invoice/all'))[0]).toMatchObject({
      status: 'paid',
      clientSecret: null,
    });
    expect((await client.get('/v1/account/me')).json().hasOpenPayments).toBe(false);
  });

  it("renews owner@demo.test's Tools Enterprise against the sandbox once its period ends", async () => {
    const { clock, db, deps } = testApp();
    const before = await listOf<Subscription>(await signIn('owner@demo.test'), '/v1/subscription/all');
    const renewsAt = Date.parse(before[0]!.renews_at);
    clock.advance(Math.max(0, renewsAt - clock.now().getTime()) + HOUR);
    const report = await runBillingCycle(deps);
    expect(report.renewed).toBeGreaterThanOrEqual(1);

    // Signed in again: the clock moved past the earlier session.
    const client = await signIn('owner@demo.test');
    const bills = await listOf<Invoice>(client, '/v1/invoice/all');
    expect(bills).toHaveLength(16);
    const renewal = bills.find((bill) => Date.parse(bill.date) === renewsAt);
    expect(renewal).toMatchObject({ subscription: 'Tools Enterprise', status: 'paid', amount: 90_000 });
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const charged = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, owner!.id),
          eq(payments.status, 'succeeded'),
          gt(payments.createdAt, new Date(renewsAt - 1)),
        ),
      );
    expect(charged.length).toBeGreaterThanOrEqual(1);
    expect((await listOf<Subscription>(client, '/v1/subscription/all'))[0]!.renews_at).not.toBe(
      before[0]!.renews_at,
    );
  });
});
