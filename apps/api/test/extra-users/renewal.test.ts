import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNotes, invoiceLines, invoices, users } from '../../src/db/schema/index';
import { addSubUserWithBilling, releaseSubUserSeat } from '../../src/modules/extra-users/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { pdfTextOf } from '../invoices/pdf-text';
import { signInAgain } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { fakeSubUser, newKey, ORDERS, subscribedOwner, subscriptionRow } from './kit';

const testApp = useTestApp();
const DAY = 86_400_000;

async function pdfText(client: TestClient, number: string): Promise<string> {
  const response = await client.get(`/v1/invoice/${number}/pdf`);
  expect(response.statusCode).toBe(200);
  return (await pdfTextOf(response.rawPayload)).replace(/[\s\u00a0]+/g, ' ');
}

async function latestInvoice(accountId: number) {
  const { db } = testApp();
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, accountId))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (!invoice) throw new Error('no invoice');
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(invoiceLines.id);
  return { invoice, lines };
}

async function addSubUsers(owner: { accountId: number }, count: number): Promise<number[]> {
  const { deps } = testApp();
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(
      await addSubUserWithBilling(
        deps,
        { accountId: owner.accountId, editorId: owner.accountId, email: newKey() },
        fakeSubUser(owner.accountId),
      ),
    );
  }
  return ids;
}

async function upcomingTotal(client: TestClient): Promise<number> {
  const response = await client.get('/v1/invoice/upcoming');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0].total;
}

describe('extra users at renewal', () => {
  it('bills them on each renewal and upcoming; a deleted one drops from the next period, nothing credited now', async () => {
    const { app, clock, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth);
    const [first] = await addSubUsers(owner, 3);
    // (250.00 + 3 × 25.00) + 20 % VAT
    expect(await upcomingTotal(owner.client)).toBe(39_000);
    const added = await latestInvoice(owner.accountId);
    expect(await pdfText(owner.client, added.invoice.number)).toContain(
      'Tools Enterprise, 1 extra user for the rest of the period',
    );

    // The clients module deletes a sub-user: the seat goes in the same transaction.
    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, first as number));
      await releaseSubUserSeat(tx, { accountId: owner.accountId, clientId: first as number });
    });
    expect(await subscriptionRow(db, owner.subscriptionId)).toMatchObject({ extraUsers: 2 });
    // No refund mid-period: no credit note, no new invoice.
    expect(await db.select().from(creditNotes).where(eq(creditNotes.userId, owner.accountId))).toEqual([]);
    expect(await db.select().from(invoices).where(eq(invoices.userId, owner.accountId))).toHaveLength(4);
    expect(await upcomingTotal(owner.client)).toBe(36_000);

    clock.advance(31 * DAY);
    await runBillingCycle(deps);
    const renewal = await latestInvoice(owner.accountId);
    expect(renewal.invoice).toMatchObject({ status: 'paid', net: 30_000, tax: 6_000, gross: 36_000 });
    expect(renewal.lines.map((line) => [line.kind, line.description, line.quantity, line.amount])).toEqual([
      ['subscription', 'Tools Enterprise, 1 × licence', 1, 25_000],
      ['subscription', 'Tools Enterprise, 2 × extra user', 2, 5_000],
    ]);
    const client = await signInAgain(app, owner.email);
    expect(await pdfText(client, renewal.invoice.number)).toContain('Tools Enterprise, 2 × extra user');
    expect(await upcomingTotal(client)).toBe(36_000);
    const view = (await client.get('/v1/subscription/all')).json().data[0];
    expect(view).toMatchObject({ extra_users: 2, extra_user_monthly: 2_500, total: 30_000 });
  });

  it('keeps the coupon on the licences only', async () => {
    const { app, clock, db, deps } = testApp();
    const owner = await subscribedOwner(app, db, null);
    const bought = await owner.client.post('/v1/subscription/upgrade', {
      ...ORDERS.enterpriseMonth,
      couponCode: 'PARTNER25',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await addSubUsers(owner, 1);
    clock.advance(31 * DAY);
    await runBillingCycle(deps);
    const renewal = await latestInvoice(owner.accountId);
    // PARTNER25 runs forever: 25 % of the 250.00 licence, nothing of the 25.00 extra user.
    expect(renewal.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['subscription', 25_000],
      ['subscription', 2_500],
      ['discount', -6_250],
    ]);
    expect(renewal.invoice.net).toBe(21_250);
  });

  for (const [language, added, renewed] of [
    [
      'de',
      'Tools Enterprise, 1 zusätzlicher Benutzer für den Rest des Zeitraums',
      'Tools Enterprise, 1 × zusätzlicher Benutzer',
    ],
    [
      'fr',
      'Tools Enterprise, 1 utilisateur supplémentaire pour le reste de la période',
      'Tools Enterprise, 1 × utilisateur supplémentaire',
    ],
  ] as const) {
    it(`writes the extra-user lines in the invoice language (${language}) on the PDFs`, async () => {
      const { app, clock, db, deps } = testApp();
      const owner = await subscribedOwner(app, db, ORDERS.enterpriseMonth, language);
      await addSubUsers(owner, 1);
      const charged = await latestInvoice(owner.accountId);
      expect(await pdfText(owner.client, charged.invoice.number)).toContain(added);
      clock.advance(31 * DAY);
      await runBillingCycle(deps);
      const renewal = await latestInvoice(owner.accountId);
      const client = await signInAgain(app, owner.email);
      expect(await pdfText(client, renewal.invoice.number)).toContain(renewed);
    });
  }
});
