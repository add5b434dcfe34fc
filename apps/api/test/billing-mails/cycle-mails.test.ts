import { NOTIFICATION_TYPES } from '@portal/contract';
import { addUtcDays, formatUtcDate } from '@portal/contract/dates';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, notificationSettings, subscriptions } from '../../src/db/schema/index';
import { runBillingCycle } from '../../src/modules/subscriptions/renewals/run-billing-cycle';
import { addCard, CARDS, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { attachmentText, mailCustomer, mailsTo, ofTemplate, templatesOf } from './mail-customer';

const testApp = useTestApp();

// The demo seed's subscriptions would renew in these cycles too: this file counts its own.
beforeAll(async () => {
  await testApp().db.update(subscriptions).set({ status: 'ended' });
});

/** Moves the clock a month on and runs the billing cycle, as the minute job would. */
async function nextMonth() {
  const { clock, deps } = testApp();
  clock.advance(31 * 86_400_000);
  return runBillingCycle(deps);
}

async function subscriber(options: Parameters<typeof mailCustomer>[1] = {}) {
  const customer = await mailCustomer(testApp().app, options);
  const bought = await customer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(bought.statusCode, bought.body).toBe(200);
  return customer;
}

const invoicesOf = (accountId: number) =>
  testApp().db.select().from(invoices).where(eq(invoices.userId, accountId)).orderBy(asc(invoices.id));

describe('mails of the billing cycle', () => {
  it('mails each renewal invoice of a batch once, rendered by the job and not by the cycle', async () => {
    const customers = [await subscriber(), await subscriber({ language: 'fr' }), await subscriber()];
    for (const customer of customers) await mailsTo(testApp(), customer.to);

    const report = await nextMonth();
    expect(report.renewed).toBe(customers.length);
    // The cycle only queued the mails: nothing is in the outbox before the job runs.
    const { db } = testApp();
    const [first] = customers;
    const before = await db.query.mailOutbox.findMany({ where: (m, { eq }) => eq(m.toAddress, first!.to) });
    expect(templatesOf(before)).toEqual(['invoice-issued', 'purchase-confirmed']);

    for (const customer of customers) {
      const mails = ofTemplate(await mailsTo(testApp(), customer.to), 'invoice-issued');
      const renewal = (await invoicesOf(customer.accountId))[1]!;
      expect(mails).toHaveLength(2);
      const renewalMail = mails.find((mail) => mail.subject.endsWith(renewal.number));
      expect(renewalMail?.attachments[0]?.filename).toBe(`${renewal.number}.pdf`);
      expect(attachmentText(renewalMail!.attachments[0]!).startsWith('%PDF')).toBe(true);
    }
    const french = ofTemplate(await mailsTo(testApp(), customers[1]!.to), 'invoice-issued');
    expect(french.every((mail) => mail.language === 'fr' && mail.subject.startsWith('Votre facture'))).toBe(
      true,
    );
  });

  it('tells of a failed renewal with the reason, the next attempt and how to pay, once', async () => {
    const customer = await subscriber();
    await addCard(customer.client, CARDS.insufficientFunds);
    await nextMonth();
    const renewal = (await invoicesOf(customer.accountId))[1]!;
    const failed = ofTemplate(await mailsTo(testApp(), customer.to), 'payment-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ language: 'en', subject: 'Payment for Tools Enterprise failed' });
    expect(failed[0]!.text).toContain(`Invoice: ${renewal.number}`);
    expect(failed[0]!.text).toContain('Amount: €300.00');
    expect(failed[0]!.text).toContain('Reason: The account has insufficient funds.');
    expect(failed[0]!.text).toContain(
      `Next attempt: ${formatUtcDate(addUtcDays(renewal.issuedAt, 1), 'en')}`,
    );
    expect(failed[0]!.text).toContain('Pay the invoice: http://portal.test/billing/invoices');

    // Another cycle before the retry is due, and the same event again: no second mail.
    await runBillingCycle(testApp().deps);
    const { deps, db } = testApp();
    await deps.jobs.send(db, 'billing.mail', {
      kind: 'payment-failed',
      accountId: customer.accountId,
      subscriptionId: renewal.subscriptionId!,
      invoiceId: renewal.id,
      attempt: 0,
      final: false,
      reason: 'insufficient_funds',
      nextRetryAt: null,
    });
    expect(ofTemplate(await mailsTo(testApp(), customer.to), 'payment-failed')).toEqual(failed);
  });
});

describe('notification settings', () => {
  it('with invoice mails switched off in the settings, sends no invoice and no failed collection, but the system mails', async () => {
    const customer = await mailCustomer(testApp().app);
    const saved = await customer.client.put('/v1/account/notifications', {
      insights: { active: false },
      invoice: { active: false },
      system: { active: true },
      partner: { active: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bought = await customer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    await addCard(customer.client, CARDS.insufficientFunds);
    await nextMonth();
    expect(templatesOf(await mailsTo(testApp(), customer.to))).toEqual(['purchase-confirmed']);

    // The last failed attempt ends the subscription: that mail is a system mail and always goes.
    const renewal = (await invoicesOf(customer.accountId))[1]!;
    const { deps, db } = testApp();
    await deps.jobs.send(db, 'billing.mail', {
      kind: 'payment-failed',
      accountId: customer.accountId,
      subscriptionId: renewal.subscriptionId!,
      invoiceId: renewal.id,
      attempt: 3,
      final: true,
      reason: 'insufficient_funds',
      nextRetryAt: null,
    });
    const mails = await mailsTo(testApp(), customer.to);
    expect(templatesOf(mails)).toEqual(['payment-failed', 'purchase-confirmed']);
    expect(ofTemplate(mails, 'payment-failed')[0]!.subject).toBe(
      'Your subscription Tools Enterprise has ended',
    );
  });

  it('keeps system mails on even when their own switch is stored off', async () => {
    const customer = await mailCustomer(testApp().app);
    await testApp()
      .db.insert(notificationSettings)
      .values([
        { userId: customer.accountId, typeId: NOTIFICATION_TYPES.system, active: false },
        { userId: customer.accountId, typeId: NOTIFICATION_TYPES.invoice, active: true },
      ]);
    const bought = await customer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(templatesOf(await mailsTo(testApp(), customer.to))).toEqual([
      'invoice-issued',
      'purchase-confirmed',
    ]);
  });
});
