import { DUNNING_RETRY_DAYS } from '@portal/contract/dunning';
import { COLLECTION_DAYS } from '@portal/contract/overdue';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  charges,
  invoices,
  mailOutbox,
  payments,
  subscriptions,
  users,
} from '../../src/db/schema/index';
import { recordDebitReturn } from '../../src/modules/money/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import {
  addCard,
  addSepa,
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
const RETURNING_IBAN = 'AT591904300235473203';

// The demo seed's subscriptions would renew in these cycles too: this file follows its own buyers.
beforeAll(async () => {
  await testApp().db.update(subscriptions).set({ status: 'ended' });
});

async function passTime(ms: number) {
  const { clock, deps } = testApp();
  clock.advance(ms);
  return runBillingCycle(deps);
}

async function accountIdOf(client: TestClient): Promise<number> {
  return (await client.get('/v1/account/me')).json().id;
}

const invoicesOf = (accountId: number) =>
  testApp().db.select().from(invoices).where(eq(invoices.userId, accountId)).orderBy(asc(invoices.id));
const paymentsOf = (accountId: number) =>
  testApp().db.select().from(payments).where(eq(payments.userId, accountId)).orderBy(asc(payments.createdAt));
const subscriptionOf = async (accountId: number) =>
  (await testApp().db.select().from(subscriptions).where(eq(subscriptions.userId, accountId)))[0]!;
const customerIdOf = async (accountId: number) =>
  (await testApp().db.select().from(users).where(eq(users.id, accountId)))[0]!.providerCustomerId!;
/** The mails of one event (its key names the payment or the invoice and the attempt). */
const mailsOf = (eventKey: string) =>
  testApp().db.select().from(mailOutbox).where(eq(mailOutbox.eventKey, eventKey));

/** A SEPA payer with Tools Enterprise monthly, its first debit settled and its invoice paid. */
async function sepaPayer(iban: string) {
  const { app } = testApp();
  const buyer = await registerBuyer(app);
  await saveBilling(buyer.client);
  await addSepa(buyer.client, iban);
  const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(bought.statusCode, bought.body).toBe(200);
  const accountId = await accountIdOf(buyer.client);
  await passTime(61 * 60_000);
  expect((await invoicesOf(accountId)).map((invoice) => invoice.status)).toEqual(['paid']);
  return { ...buyer, accountId };
}

describe('a settled SEPA debit the bank returns', () => {
  it('the returning IBAN: settled, returned days later → open, mailed, past due; paid by card once', async () => {
    const { app, deps } = testApp();
    const payer = await sepaPayer(RETURNING_IBAN);
    const [debit] = await paymentsOf(payer.accountId);
    expect(debit).toMatchObject({ status: 'succeeded', returnedAt: null });

    // Not yet: the bank returns it SANDBOX_SEPA_RETURN_DAYS (3) after it settled.
    expect((await passTime(2 * DAY)).debitsReturned).toBe(0);
    expect((await invoicesOf(payer.accountId))[0]!.status).toBe('paid');
    expect((await passTime(DAY + 60_000)).debitsReturned).toBe(1);

    const [returned] = await paymentsOf(payer.accountId);
    expect(returned).toMatchObject({ status: 'returned', returnReason: 'MD06' });
    const [invoice] = await invoicesOf(payer.accountId);
    expect(invoice).toMatchObject({ status: 'open', paidAt: null });
    expect(invoice!.dueAt.getTime()).toBe(returned!.returnedAt!.getTime());
    expect(await subscriptionOf(payer.accountId)).toMatchObject({ status: 'past_due', dunningAttempts: 0 });

    // The customer is told: which invoice, how much, why in words, and how to pay now.
    await deps.jobs.drain();
    const [mail] = await mailsOf(`debit-returned:${returned!.id}`);
    expect(mail?.subject).toBe(`Your bank returned the direct debit for invoice ${invoice!.number}`);
    expect(mail?.text).toContain('You asked your bank to refund the debit.');
    expect(mail?.text).toContain(`reference ${invoice!.number}`);
    expect(mail?.text).toContain('by card');

    // The invoice list shows the return, the transfer data and "pay now"; no new debit is announced.
    const client = await signInAgain(app, payer.email);
    const [listed] = (await client.get('/v1/invoice/all')).json().data;
    expect(listed).toMatchObject({
      status: 'open',
      payable: true,
      debitOnOrAfter: null,
      debitReturn: { reason: 'MD06', returnedAt: returned!.returnedAt!.toISOString() },
      transfer: { reference: invoice!.number },
    });

    // Reported again (a later cycle, a webhook): nothing changes.
    const audits = await testApp()
      .db.select()
      .from(auditEntries)
      .where(eq(auditEntries.accountId, payer.accountId));
    const again = await recordDebitReturn(deps, {
      paymentIntentId: returned!.gatewayIntentId,
      returnedAt: new Date(),
      reason: 'AM04',
    });
    expect(again.outcome).toBe('already');
    expect((await passTime(60_000)).debitsReturned).toBe(0);
    expect((await paymentsOf(payer.accountId))[0]).toMatchObject({ returnReason: 'MD06' });
    expect(
      await testApp().db.select().from(auditEntries).where(eq(auditEntries.accountId, payer.accountId)),
    ).toHaveLength(audits.length);
    await deps.jobs.drain();
    expect(await mailsOf(`debit-returned:${returned!.id}`)).toHaveLength(1);

    // The SEPA payer pays it in the portal with a card typed for it: paid, one more charge.
    const chargesBefore = await testApp()
      .db.select()
      .from(charges)
      .where(eq(charges.userId, payer.accountId));
    const card = await addCard(client, CARDS.ok);
    const paid = await client.post(
      `/v1/invoice/${invoice!.id}/pay`,
      {},
      { headers: { 'idempotency-key': `pay-${invoice!.id}` } },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect(card).toBeTruthy();
    expect((await invoicesOf(payer.accountId))[0]!.status).toBe('paid');
    expect((await subscriptionOf(payer.accountId)).status).toBe('active');
    const chargesAfter = await testApp().db.select().from(charges).where(eq(charges.userId, payer.accountId));
    expect(chargesAfter.length - chargesBefore.length).toBe(1);
    const succeeded = (await paymentsOf(payer.accountId)).filter((payment) => payment.status === 'succeeded');
    expect(succeeded).toHaveLength(1);

    // Paying it once more is refused; the same return reported once more still changes nothing.
    const twice = await client.post(
      `/v1/invoice/${invoice!.id}/pay`,
      {},
      { headers: { 'idempotency-key': `pay-again-${invoice!.id}` } },
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (
        await recordDebitReturn(deps, {
          paymentIntentId: returned!.gatewayIntentId,
          returnedAt: new Date(),
          reason: 'MD06',
        })
      ).outcome,
    ).toBe('already');
    expect((await invoicesOf(payer.accountId))[0]!.status).toBe('paid');
  });

  it('dunning after a return reminds instead of debiting the returned mandate, then ends', async () => {
    const payer = await sepaPayer(RETURNING_IBAN);
    await passTime(3 * DAY + 60_000);
    expect((await subscriptionOf(payer.accountId)).status).toBe('past_due');
    const intentsBefore = (await paymentsOf(payer.accountId)).length;
    // Retries on days 1, 3 and 7 after the return: reminders, no new debit of the same mandate.
    await passTime(DAY + 60_000);
    expect(await subscriptionOf(payer.accountId)).toMatchObject({ status: 'past_due', dunningAttempts: 1 });
    await testApp().deps.jobs.drain();
    const [invoice] = await invoicesOf(payer.accountId);
    const [reminder] = await mailsOf(`payment-failed:${invoice!.id}:1`);
    expect(reminder?.text).toContain('Your bank returned the SEPA direct debit.');
    await passTime(2 * DAY);
    await passTime(4 * DAY);
    expect((await subscriptionOf(payer.accountId)).status).toBe('ended');
    expect((await invoicesOf(payer.accountId))[0]!.status).toBe('void');
    expect(await paymentsOf(payer.accountId)).toHaveLength(intentsBefore);
  });

  it('a return of an invoice paid again another way keeps it paid: nothing is owed twice', async () => {
    const { deps, db } = testApp();
    const payer = await sepaPayer(IBANS.ok);
    const [debit] = await paymentsOf(payer.accountId);
    const [invoice] = await invoicesOf(payer.accountId);
    // The same invoice also paid by card (the customer paid twice): the return gives back one of them.
    await db.insert(payments).values({
      id: `pay_card_${invoice!.id}`,
      userId: payer.accountId,
      invoiceId: invoice!.id,
      gatewayIntentId: `pi_card_${invoice!.id}`,
      amount: invoice!.gross,
      currencyId: invoice!.currencyId,
      status: 'succeeded',
    });
    const recorded = await recordDebitReturn(deps, {
      paymentIntentId: debit!.gatewayIntentId,
      returnedAt: testApp().clock.now(),
      reason: 'MD06',
    });
    expect(recorded).toEqual({ outcome: 'kept_paid', invoiceNumber: invoice!.number });
    const stored = await db.select().from(payments).where(eq(payments.id, debit!.id));
    expect(stored[0]).toMatchObject({ status: 'returned' });
    expect((await invoicesOf(payer.accountId))[0]!.status).toBe('paid');
    expect((await subscriptionOf(payer.accountId)).status).toBe('active');
    await deps.jobs.drain();
    expect(await mailsOf(`debit-returned:${debit!.id}`)).toHaveLength(0);
  });
});

describe('staff return a settled debit in the sandbox', () => {
  const url = (customer: string, payment: string) =>
    `/v1/sandbox/customers/${customer}/payments/${payment}/return`;

  it('returns a settled renewal debit weeks later, with permission and refusals', async () => {
    const { app } = testApp();
    const payer = await sepaPayer(IBANS.ok);
    const customer = await customerIdOf(payer.accountId);
    // A month on the subscription renews and its debit settles; weeks later the bank returns it.
    for (let day = 0; day < 33; day += 1) await passTime(DAY);
    const renewal = (await paymentsOf(payer.accountId)).at(-1)!;
    expect((await invoicesOf(payer.accountId)).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    expect(renewal.status).toBe('succeeded');
    await passTime(20 * DAY);
    // Another customer's settled debit, to ask for under this customer.
    const other = await sepaPayer(IBANS.ok);
    const otherDebit = (await paymentsOf(other.accountId))[0]!;

    const owner = await loginAs(app, 'owner@demo.test');
    expect((await owner.client.post(url(customer, renewal.gatewayIntentId), {})).statusCode).toBe(403);
    const support = await loginAs(app, 'support@demo.test');
    expect((await support.client.post(url(customer, renewal.gatewayIntentId), {})).statusCode).toBe(403);

    const admin = await loginAs(app, 'admin@demo.test');
    // Another customer's payment is not found under this customer.
    expect((await admin.client.post(url(customer, otherDebit.gatewayIntentId), {})).statusCode).toBe(404);
    const bad = await admin.client.post(url(customer, renewal.gatewayIntentId), { reason: 'XX99' });
    expect(bad.statusCode).toBe(422);

    const done = await admin.client.post(url(customer, renewal.gatewayIntentId), { reason: 'AM04' });
    expect(done.statusCode, done.body).toBe(200);
    const renewalInvoice = (await invoicesOf(payer.accountId))[1]!;
    expect(done.json()).toMatchObject({ reopened: true, invoiceNumber: renewalInvoice.number });
    expect(done.json().message).toBe(
      `The bank returned the debit. Invoice ${renewalInvoice.number} is open again and the customer has been told.`,
    );
    expect(renewalInvoice.status).toBe('open');
    expect((await paymentsOf(payer.accountId)).at(-1)).toMatchObject({
      status: 'returned',
      returnReason: 'AM04',
    });
    const [audit] = await testApp()
      .db.select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, renewal.id), eq(auditEntries.event, 'debit returned')));
    expect(audit).toMatchObject({
      accountId: payer.accountId,
      newValues: { reason: 'AM04', invoice: renewalInvoice.number },
    });
    expect(audit!.editorId).not.toBeNull();

    // Finance sees it: the invoice, the customer, the reason, and the month's count and amount.
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const now = testApp().clock.now();
    const period = `from=${day(new Date(now.getTime() - 40 * DAY))}&to=${day(now)}`;
    expect((await owner.client.get(`/v1/finance/debit-returns?${period}`)).statusCode).toBe(403);
    const finance = (await admin.client.get(`/v1/finance/debit-returns?${period}`)).json();
    expect(finance.data).toContainEqual(
      expect.objectContaining({
        paymentId: renewal.id,
        invoiceNumber: renewalInvoice.number,
        invoiceStatus: 'open',
        currency: 'EUR',
        amount: renewal.amount,
        reason: 'AM04',
        customer: expect.objectContaining({ id: payer.accountId }),
      }),
    );
    const month = finance.months.find(
      (row: { month: string; currency: string }) =>
        row.month === now.toISOString().slice(0, 7) && row.currency === 'EUR',
    );
    const returnedThisMonth = (
      await testApp().db.select().from(payments).where(eq(payments.status, 'returned'))
    ).filter(
      (row) =>
        row.returnedAt!.toISOString().slice(0, 7) === now.toISOString().slice(0, 7) &&
        row.currencyId === renewal.currencyId,
    );
    expect(month).toEqual({
      month: now.toISOString().slice(0, 7),
      currency: 'EUR',
      count: returnedThisMonth.length,
      amount: returnedThisMonth.reduce((sum, row) => sum + row.amount, 0),
    });
    expect(month.count).toBeGreaterThanOrEqual(1);

    // Receivables count its collection from the return, not from the invoice's issue a month ago.
    const returnedAt = (await paymentsOf(payer.accountId)).at(-1)!.returnedAt!;
    let receivable: { nextRetryAt: string | null; overdueFrom: string; standing: string } | undefined;
    for (let page = 1; !receivable && page <= 50; page += 1) {
      const listed = (await admin.client.get(`/v1/finance/receivables?pageSize=100&page=${page}`)).json();
      receivable = listed.data.find((row: { invoiceId: number }) => row.invoiceId === renewalInvoice.id);
      if (listed.data.length < 100) break;
    }
    expect(receivable).toMatchObject({
      standing: 'collecting',
      nextRetryAt: new Date(returnedAt.getTime() + DUNNING_RETRY_DAYS[0]! * DAY).toISOString(),
      overdueFrom: new Date(returnedAt.getTime() + COLLECTION_DAYS * DAY).toISOString(),
    });

    // Already returned: 409, in the caller's language.
    const again = await admin.client.post(
      url(customer, renewal.gatewayIntentId),
      {},
      { headers: { 'accept-language': 'de' } },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Bank hat diese Lastschrift bereits zurückgegeben.');

    // Five days on, the first debit was settled more than 8 weeks ago.
    await passTime(5 * DAY);
    const first = (await paymentsOf(payer.accountId))[0]!;
    const staff = await loginAs(app, 'admin@demo.test');
    const late = await staff.client.post(url(customer, first.gatewayIntentId), {});
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'This debit was settled more than 8 weeks ago; the bank can no longer return it.',
    );
  });

  it('refuses a card payment and a debit not settled yet', async () => {
    const { app } = testApp();
    const admin = await loginAs(app, 'admin@demo.test');
    const carded = await registerBuyer(app);
    await saveBilling(carded.client);
    await addCard(carded.client, CARDS.ok);
    expect((await carded.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(
      200,
    );
    const cardId = await accountIdOf(carded.client);
    const [cardPayment] = await paymentsOf(cardId);
    const refused = await admin.client.post(
      url(await customerIdOf(cardId), cardPayment!.gatewayIntentId),
      {},
      {
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Seul un prélèvement SEPA peut être rejeté par la banque ; il s’agit d’un paiement par carte.',
    );

    const sepa = await registerBuyer(app);
    await saveBilling(sepa.client);
    await addSepa(sepa.client, IBANS.ok);
    expect((await sepa.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH)).statusCode).toBe(200);
    const sepaId = await accountIdOf(sepa.client);
    const [processing] = await paymentsOf(sepaId);
    const early = await admin.client.post(url(await customerIdOf(sepaId), processing!.gatewayIntentId), {});
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('This debit has not been settled, so the bank cannot return it.');
    expect((await paymentsOf(sepaId))[0]!.status).toBe('processing');
  });
});
