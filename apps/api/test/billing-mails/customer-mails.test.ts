import { formatUtcDate } from '@portal/contract/dates';
import { describe, expect, it } from 'vitest';
import { mailPurchaseConfirmed } from '../../src/modules/billing-mails/index';
import { answerChallenge, CARDS, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { attachmentText, mailCustomer, mailsTo, ofTemplate, templatesOf } from './mail-customer';

const testApp = useTestApp();

async function buy(client: Awaited<ReturnType<typeof mailCustomer>>['client']) {
  const response = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    subscriptionId: string;
    paymentIntent: string | null;
    paymentIntentClientSecret: string | null;
  };
}

describe('purchase mails', () => {
  it('confirms a purchase and sends its invoice with the PDF, to the invoice e-mail, once', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app);
    const { subscriptionId } = await buy(customer.client);
    const invoice = (await customer.client.get('/v1/invoice/all')).json().data[0];

    const mails = await mailsTo(testApp(), customer.to);
    expect(templatesOf(mails)).toEqual(['invoice-issued', 'purchase-confirmed']);
    const [confirmation] = ofTemplate(mails, 'purchase-confirmed');
    const [invoiceMail] = ofTemplate(mails, 'invoice-issued');
    expect(confirmation).toMatchObject({
      language: 'en',
      subject: 'Your subscription Tools Enterprise is active',
    });
    expect(confirmation!.text).toContain('Product: Tools Enterprise');
    expect(confirmation!.text).toContain('Plan: Monthly, €250.00 per licence');
    expect(confirmation!.text).toContain('Licences: 1');
    expect(confirmation!.text).toContain('Amount: €300.00');
    expect(confirmation!.text).toContain('Open my subscriptions: http://portal.test/subscriptions/my');
    expect(confirmation!.html).toContain('Tools Enterprise');
    expect(confirmation!.attachments).toEqual([]);

    expect(invoiceMail).toMatchObject({ language: 'en', subject: `Your invoice ${invoice.number}` });
    expect(invoiceMail!.text).toContain(`Attached is your invoice ${invoice.number} for €300.00 as a PDF.`);
    expect(invoiceMail!.text).toContain('The amount is charged to your card');
    expect(invoiceMail!.attachments).toHaveLength(1);
    expect(invoiceMail!.attachments[0]).toMatchObject({
      filename: `${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(attachmentText(invoiceMail!.attachments[0]!).startsWith('%PDF')).toBe(true);

    // The same event again, from the public function and as a fresh job: still one mail each.
    const { deps, db } = testApp();
    const event = { accountId: customer.accountId, subscriptionId, invoiceId: invoice.id };
    await db.transaction((tx) => mailPurchaseConfirmed(tx, deps, event));
    await deps.jobs.send(db, 'billing.mail', { kind: 'invoice-issued', ...event });
    expect(await mailsTo(testApp(), customer.to)).toEqual(mails);
  });

  it('writes in the invoice language: German amounts, dates and sentences', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app, { language: 'de' });
    await buy(customer.client);
    const mails = await mailsTo(testApp(), customer.to);
    const [confirmation] = ofTemplate(mails, 'purchase-confirmed');
    const [invoiceMail] = ofTemplate(mails, 'invoice-issued');
    expect(confirmation).toMatchObject({
      language: 'de',
      subject: 'Ihr Abonnement Tools Enterprise ist aktiv',
    });
    expect(confirmation!.text).toContain('Tarif: Monatlich, 250,00\u00a0€ pro Lizenz');
    expect(confirmation!.text).toContain('Betrag: 300,00\u00a0€');
    expect(invoiceMail!.subject).toMatch(/^Ihre Rechnung /);
    expect(invoiceMail!.text).toContain(`Fällig am: ${formatUtcDate(testApp().clock.now(), 'de')}`);
  });

  it('falls back to the owner’s e-mail when the billing data has no invoice e-mail', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app, { language: 'fr', invoiceEmail: '' });
    expect(customer.to).toBe(customer.email);
    await buy(customer.client);
    const mails = (await mailsTo(testApp(), customer.email)).filter(
      (mail) => mail.template !== 'confirm-email',
    );
    expect(templatesOf(mails)).toEqual(['invoice-issued', 'purchase-confirmed']);
    expect(mails.every((mail) => mail.language === 'fr')).toBe(true);
    expect(ofTemplate(mails, 'purchase-confirmed')[0]!.subject).toBe(
      'Votre abonnement Tools Enterprise est actif',
    );
  });

  it('sends nothing for a declined purchase: the change was rolled back', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app, { card: CARDS.declined });
    const response = await customer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(response.statusCode).toBe(402);
    expect(await mailsTo(testApp(), customer.to)).toEqual([]);
  });

  it('asks for 3-D Secure with a link to the invoices; confirms once the payment went through', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app, { card: CARDS.always3ds });
    const data = await buy(customer.client);
    const waiting = await mailsTo(testApp(), customer.to);
    expect(templatesOf(waiting)).toEqual(['payment-action-needed']);
    expect(waiting[0]!.subject).toBe('Please confirm your payment for Tools Enterprise');
    expect(waiting[0]!.text).toContain('Confirm payment: http://portal.test/billing/invoices');
    expect(waiting[0]!.text).toContain('Amount: €300.00');

    await answerChallenge(customer.client, data.paymentIntent!, data.paymentIntentClientSecret!, 'complete');
    for (let call = 0; call < 2; call += 1) {
      const completed = await customer.client.put('/v1/subscription/complete', {
        subscriptionId: data.subscriptionId,
      });
      expect(completed.statusCode, completed.body).toBe(200);
    }
    const mails = await mailsTo(testApp(), customer.to);
    expect(templatesOf(mails)).toEqual(['invoice-issued', 'payment-action-needed', 'purchase-confirmed']);
  });

  it('sends no confirmation and no invoice of a purchase whose 3-D Secure check failed', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app, { card: CARDS.always3ds });
    const data = await buy(customer.client);
    expect(templatesOf(await mailsTo(testApp(), customer.to))).toEqual(['payment-action-needed']);
    await answerChallenge(customer.client, data.paymentIntent!, data.paymentIntentClientSecret!, 'fail');
    await customer.client.put('/v1/subscription/complete', { subscriptionId: data.subscriptionId });
    expect(templatesOf(await mailsTo(testApp(), customer.to))).toEqual(['payment-action-needed']);
  });

  it('does not ask for 3-D Secure any more once the customer answered before the mail went out', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app, { card: CARDS.always3ds });
    const data = await buy(customer.client);
    await answerChallenge(customer.client, data.paymentIntent!, data.paymentIntentClientSecret!, 'complete');
    await customer.client.put('/v1/subscription/complete', { subscriptionId: data.subscriptionId });
    expect(templatesOf(await mailsTo(testApp(), customer.to))).toEqual([
      'invoice-issued',
      'purchase-confirmed',
    ]);
  });
});

describe('mails of changes to a subscription', () => {
  it('tells of more licences with the amount, and sends the change’s invoice', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app);
    const { subscriptionId } = await buy(customer.client);
    const changed = await customer.client.put('/v1/subscription/quantity', { subscriptionId, quantity: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    const mails = await mailsTo(testApp(), customer.to);
    const [licences] = ofTemplate(mails, 'licences-changed');
    expect(ofTemplate(mails, 'licences-changed')).toHaveLength(1);
    expect(licences!.subject).toBe('The licences of Tools Enterprise have changed');
    expect(licences!.text).toContain('Licences: 1 → 3');
    const [latest] = (await customer.client.get('/v1/invoice/all')).json().data;
    expect(licences!.text).toMatch(/Amount: €\d+\.\d\d/);
    const invoiceMails = ofTemplate(mails, 'invoice-issued');
    expect(invoiceMails).toHaveLength(2);
    expect(invoiceMails.map((mail) => mail.subject)).toContain(`Your invoice ${latest.number}`);
  });

  it('confirms a cancellation with its end date, and a resumption', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app);
    const { subscriptionId } = await buy(customer.client);
    const canceled = await customer.client.put('/v1/subscription/cancel', { subscriptionId });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const endsOn = formatUtcDate(new Date(canceled.json().data.ends_at), 'en');
    const resumed = await customer.client.put('/v1/subscription/resume', { subscriptionId });
    expect(resumed.statusCode, resumed.body).toBe(200);

    const mails = await mailsTo(testApp(), customer.to);
    const [cancellation] = ofTemplate(mails, 'subscription-cancelled');
    expect(ofTemplate(mails, 'subscription-cancelled')).toHaveLength(1);
    expect(cancellation!.subject).toBe('Your subscription Tools Enterprise has been cancelled');
    expect(cancellation!.text).toContain(`You can use it until ${endsOn}`);
    expect(cancellation!.text).toContain(`Ends on: ${endsOn}`);
    const [resumption] = ofTemplate(mails, 'subscription-resumed');
    expect(ofTemplate(mails, 'subscription-resumed')).toHaveLength(1);
    expect(resumption!.subject).toBe('Your subscription Tools Enterprise continues');
    expect(resumption!.text).toContain(`Renews on: ${endsOn}`);
  });

  it('sends a refund’s credit note with its PDF', async () => {
    const { app } = testApp();
    const customer = await mailCustomer(app, { language: 'de' });
    await buy(customer.client);
    const [invoice] = (await customer.client.get('/v1/invoice/all')).json().data;
    const admin = (await loginAs(app, 'admin@demo.test')).client;
    const refunded = await admin.post(`/v1/admin/invoices/${invoice.id}/refund`, {
      amount: 10_000,
      reason: 'Goodwill',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const note = refunded.json().data;

    const notes = ofTemplate(await mailsTo(testApp(), customer.to), 'credit-note-issued');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ language: 'de', subject: `Ihre Gutschrift ${note.number}` });
    expect(notes[0]!.text).toContain(
      `Gutschrift ${note.number} über 100,00\u00a0€ zur Rechnung ${invoice.number}`,
    );
    expect(notes[0]!.attachments[0]).toMatchObject({ filename: `${note.number}.pdf` });
    expect(attachmentText(notes[0]!.attachments[0]!).startsWith('%PDF')).toBe(true);
  });
});
