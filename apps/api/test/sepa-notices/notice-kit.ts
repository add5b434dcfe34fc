import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import {
  charges,
  invoices,
  mailOutbox,
  sepaDebitNotices,
  subscriptions,
  users,
} from '../../src/db/schema/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { ManualClock } from '../../src/platform/clock';
import {
  AUSTRIAN_BILLING,
  addCard,
  addSepa,
  registerBuyer,
  saveBilling,
  TOOLS_ENTERPRISE_MONTH,
} from '../subscriptions/buyer';
import { type TestApp, useTestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export async function accountIdOf(client: TestClient): Promise<number> {
  return (await client.get('/v1/account/me')).json().id;
}

/** A customer with Austrian invoice data who bought Tools Enterprise monthly, paying by SEPA (or card). */
export async function subscriber(
  app: FastifyInstance,
  options: { pay?: 'sepa' | 'card'; invoiceLanguage?: 'en' | 'de' | 'fr' } = {},
) {
  const buyer = await registerBuyer(app);
  await saveBilling(buyer.client, { ...AUSTRIAN_BILLING, invoice_language: options.invoiceLanguage ?? 'en' });
  if (options.pay === 'card') await addCard(buyer.client);
  else await addSepa(buyer.client);
  const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(bought.statusCode, bought.body).toBe(200);
  const accountId = await accountIdOf(buyer.client);
  return { ...buyer, accountId, subscriptionId: bought.json().data.subscriptionId as string, bought };
}

/** Moves the app's clock to `at` and runs the billing cycle, as the minute job would. */
export async function cycleAt(testApp: TestApp, at: Date) {
  const ms = at.getTime() - testApp.clock.now().getTime();
  expect(ms, 'the clock only moves forward').toBeGreaterThanOrEqual(0);
  testApp.clock.advance(ms);
  return runBillingCycle(testApp.deps);
}

export async function subscriptionOf(testApp: TestApp, subscriptionId: string) {
  const [row] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row!;
}

/** Places the subscription's renewal at `at`, its periods counted from `anchor` (month ends clamp to it). */
export async function renewAt(testApp: TestApp, subscriptionId: string, at: Date, anchor: Date = at) {
  await testApp.db
    .update(subscriptions)
    .set({ currentPeriodEnd: at, createdAt: anchor })
    .where(eq(subscriptions.id, subscriptionId));
}

export async function setTimeZone(testApp: TestApp, accountId: number, timezone: string) {
  await testApp.db.update(users).set({ timezone }).where(eq(users.id, accountId));
}

export async function renewalNotices(testApp: TestApp, subscriptionId: string) {
  return testApp.db
    .select()
    .from(sepaDebitNotices)
    .where(and(eq(sepaDebitNotices.subscriptionId, subscriptionId), eq(sepaDebitNotices.kind, 'renewal')))
    .orderBy(asc(sepaDebitNotices.id));
}

export async function noticeMails(testApp: TestApp, to = 'berta@example.test') {
  return testApp.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'sepa-debit-notice'), eq(mailOutbox.toAddress, to)))
    .orderBy(asc(mailOutbox.id));
}

/** The notice mails of one notice (the outbox keeps its event key). */
export async function mailsOfNotice(testApp: TestApp, noticeId: number) {
  return testApp.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.eventKey, `sepa-debit-notice:${noticeId}`));
}

export async function renewalCharges(testApp: TestApp, subscriptionId: string) {
  return testApp.db
    .select()
    .from(charges)
    .where(and(eq(charges.subscriptionId, subscriptionId), eq(charges.purpose, 'renewal')));
}

export async function invoicesOfSubscription(testApp: TestApp, subscriptionId: string) {
  return testApp.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(asc(invoices.id));
}

/** A day as the account reads it in its zone, as the mail writes it in English. */
export const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(at);

/**
 * The app of a file that runs the billing cycle itself: a clock that stands still between steps (so
 * every instant is exact), and only the file's own subscriptions active — the snapshot's others would
 * renew too. Call at the top of the file.
 */
export function useCycleTestApp() {
  const frozen = new Date();
  const testApp = useTestApp({ clock: new ManualClock({ now: () => frozen }) });
  beforeAll(async () => {
    await testApp().db.update(subscriptions).set({ status: 'ended' });
  });
  return testApp;
}
