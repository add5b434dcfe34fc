import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createCustomer, createSubscription, issue } from './fixtures';

const testApp = useTestApp();
const at = (iso: string) => new Date(iso);

async function outboxTo(email: string) {
  return testApp()
    .db.select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id));
}

describe('POST /v1/invoice/csv', () => {
  it("e-mails the month's invoices as a CSV attachment, in the caller's language, audited", async () => {
    const { app, db } = testApp();
    const customer = await createCustomer(db, { language: 'de', country: 'AT' });
    const other = await createCustomer(db);
    const tools = await createSubscription(db, { userId: customer.id, productId: 1 });
    const march = await issue(testApp(), {
      userId: customer.id,
      subscriptionId: tools,
      issuedAt: at('2026-03-31T23:59:00Z'),
    });
    const early = await issue(testApp(), {
      userId: customer.id,
      status: 'open',
      issuedAt: at('2026-03-01T00:00:00Z'),
    });
    await issue(testApp(), { userId: customer.id, issuedAt: at('2026-04-01T00:00:00Z') });
    await issue(testApp(), { userId: other.id, issuedAt: at('2026-03-15T00:00:00Z') });

    const { client } = await loginAs(app, customer.email);
    const response = await client.post('/v1/invoice/csv', { date: '2026-03', email: 'books@firma.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Die CSV-Datei wird an books@firma.test gesendet. Sie kommt in wenigen Minuten an.',
    });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.event, 'sendInvoiceCSV'), eq(auditEntries.entityId, String(customer.id))));
    expect(audit).toMatchObject({
      entityType: 'user',
      editorId: customer.id,
      accountId: customer.id,
      newValues: { date: '2026-03', email: 'books@firma.test' },
    });
    expect(await outboxTo('books@firma.test')).toEqual([]); // the job sends it, not the request

    await testApp().deps.jobs.drain();
    const [mail] = await outboxTo('books@firma.test');
    expect(mail).toMatchObject({
      template: 'invoice-csv',
      language: 'de',
      subject: 'Ihr Rechnungsexport aus Account Portal',
    });
    expect(mail!.text).toContain('Rechnungen öffnen: http://portal.test/billing/invoices');
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment).toMatchObject({
      filename: 'invoices-2026-03.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    const csv = Buffer.from(attachment.contentBase64, 'base64').toString('utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFnumber,date,subscription,product,net,tax,gross,currency,status',
      `${early.number},2026-03-01,,,250.00,50.00,300.00,eur,open`,
      `${march.number},2026-03-31,Tools Enterprise,1,250.00,50.00,300.00,eur,paid`,
      '',
    ]);
  });

  it('sends an empty CSV (header only) for a month without invoices', async () => {
    const { app, db } = testApp();
    const customer = await createCustomer(db);
    const { client } = await loginAs(app, customer.email);
    expect(
      (await client.post('/v1/invoice/csv', { date: '2020-01', email: 'empty@firma.test' })).statusCode,
    ).toBe(200);
    await testApp().deps.jobs.drain();
    const [mail] = await outboxTo('empty@firma.test');
    expect(mail!.subject).toBe('Your invoice export from Account Portal');
    const csv = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').toString('utf8');
    expect(csv).toBe('\uFEFFnumber,date,subscription,product,net,tax,gross,currency,status\r\n');
  });

  it('needs a month and a valid e-mail, and sends nothing otherwise', async () => {
    const { app, db } = testApp();
    const customer = await createCustomer(db);
    const { client } = await loginAs(app, customer.email);
    const missing = await client.post('/v1/invoice/csv', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { date: ['The month field is required.'], email: ['The e-mail field is required.'] },
    });
    const invalid = await client.post('/v1/invoice/csv', { date: '2026-13', email: 'not-an-email' });
    expect(invalid.json().errors).toEqual({
      date: ['The selected month is invalid.'],
      email: ['The e-mail must be a valid e-mail address.'],
    });
    await testApp().deps.jobs.drain();
    expect(await outboxTo('not-an-email')).toEqual([]);
    const audits = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.event, 'sendInvoiceCSV'), eq(auditEntries.entityId, String(customer.id))));
    expect(audits).toEqual([]);
  });

  it('is refused without the invoices right or a session', async () => {
    const { app, db } = testApp();
    const asClient = await loginAs(app, 'client@demo.test');
    const refused = await asClient.client.post('/v1/invoice/csv', { date: '2026-03', email: 'c@firma.test' });
    expect(refused.statusCode).toBe(403);
    const signedOut = await app.inject({
      method: 'POST',
      url: '/v1/invoice/csv',
      payload: { date: '2026-03', email: 'c@firma.test' },
    });
    expect(signedOut.statusCode).toBe(401);
    const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.test'));
    const audits = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.event, 'sendInvoiceCSV'), eq(auditEntries.entityId, String(client!.id))));
    expect(audits).toEqual([]);
  });
});
