import { MAX_INVOICE_RECIPIENTS, NOTIFICATION_TYPES } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, invoiceRecipients, notificationSettings, users } from '../../src/db/schema/index';
import { mailCreditNoteIssued, mailInvoicesIssued } from '../../src/modules/billing-mails/index';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';
import { attachmentText, mailsTo, ofTemplate } from '../billing-mails/mail-customer';
import { createCustomer, issue, VIENNA_COMPANY } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();
const RECIPIENTS = '/v1/account/billing/recipients';

let made = 0;
const unique = (prefix: string) => {
  made += 1;
  return `${prefix}-${made}-${Date.now()}@recipients.test`;
};

/** A customer of its own with billing data (invoices in German to its own invoice address), signed in. */
async function customer(profile: Partial<typeof users.$inferInsert> = {}) {
  const { db, app } = testApp();
  const created = await createCustomer(db, {
    ...VIENNA_COMPANY,
    invoiceEmail: unique('billing'),
    ...profile,
  });
  const { client } = await loginAs(app, created.email);
  const [row] = await db
    .select({ invoiceEmail: users.invoiceEmail })
    .from(users)
    .where(eq(users.id, created.id));
  return { ...created, client, invoiceEmail: row!.invoiceEmail! };
}

describe('further invoice recipients', () => {
  it('lists, adds and removes addresses, each change audited on the account', async () => {
    const { db } = testApp();
    const owner = await customer();
    expect((await owner.client.get(RECIPIENTS)).json()).toEqual({ data: [] });

    const added = await owner.client.post(RECIPIENTS, { email: ' tax@firm.test ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'tax@firm.test now receives every invoice and credit note.',
      data: { email: 'tax@firm.test' },
    });
    await owner.client.post(RECIPIENTS, { email: 'boss@firm.test' });
    const listed = (await owner.client.get(RECIPIENTS)).json().data as { id: number; email: string }[];
    expect(listed.map((each) => each.email)).toEqual(['tax@firm.test', 'boss@firm.test']);

    const removed = await owner.client.delete(`${RECIPIENTS}/${listed[0]!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('tax@firm.test no longer receives invoices and credit notes.');
    expect((await owner.client.get(RECIPIENTS)).json().data).toMatchObject([{ email: 'boss@firm.test' }]);

    const audits = await db
      .select({ event: auditEntries.event, old: auditEntries.oldValues, next: auditEntries.newValues })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'user'), eq(auditEntries.entityId, String(owner.id))))
      .orderBy(asc(auditEntries.id));
    expect(audits.slice(-3)).toEqual([
      { event: 'updated', old: { invoice_recipients: [] }, next: { invoice_recipients: ['tax@firm.test'] } },
      {
        event: 'updated',
        old: { invoice_recipients: ['tax@firm.test'] },
        next: { invoice_recipients: ['tax@firm.test', 'boss@firm.test'] },
      },
      {
        event: 'updated',
        old: { invoice_recipients: ['tax@firm.test', 'boss@firm.test'] },
        next: { invoice_recipients: ['boss@firm.test'] },
      },
    ]);
  });

  it('refuses a sixth address, one it has in any case and an invalid one, on the email field', async () => {
    const owner = await customer();
    for (let i = 1; i <= MAX_INVOICE_RECIPIENTS; i += 1) {
      expect((await owner.client.post(RECIPIENTS, { email: `r${i}@firm.test` })).statusCode).toBe(200);
    }
    const sixth = await owner.client.post(
      RECIPIENTS,
      { email: 'r6@firm.test' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({
      status: 'validation_failed',
      errors: { email: ['Ein Konto kann höchstens 5 weitere Rechnungsempfänger haben.'] },
    });
    const twice = await owner.client.post(RECIPIENTS, { email: 'R1@Firm.test' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.email[0]).toMatch(/already been taken/);
    const invalid = await owner.client.post(RECIPIENTS, { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.email[0]).toMatch(/valid e-mail/);
    const long = await owner.client.post(RECIPIENTS, { email: `${'a'.repeat(250)}@x.test` });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['email']);
    expect((await owner.client.get(RECIPIENTS)).json().data).toHaveLength(MAX_INVOICE_RECIPIENTS);
  });

  it('never touches another account’s recipient, and needs the billing rights', async () => {
    const { db, app } = testApp();
    const a = await customer();
    const b = await customer();
    const id = (await a.client.post(RECIPIENTS, { email: 'a@firm.test' })).json().data.id as number;
    expect((await b.client.delete(`${RECIPIENTS}/${id}`)).statusCode).toBe(404);
    expect(await db.select().from(invoiceRecipients).where(eq(invoiceRecipients.id, id))).toHaveLength(1);
    // client@demo.test's role has no billing at all.
    const { client } = await loginAs(app, 'client@demo.test');
    expect((await client.get(RECIPIENTS)).statusCode).toBe(403);
    expect((await client.post(RECIPIENTS, { email: 'x@firm.test' })).statusCode).toBe(403);
  });
});

/** Runs the mail jobs of an invoice and a credit note on it (issued in the invoice language, German). */
async function issueAndMail(accountId: number) {
  const { db, deps } = testApp();
  const invoice = await issue(testApp(), { userId: accountId });
  const note = await db.transaction((tx) =>
    issueCreditNote(tx, deps, {
      invoiceId: invoice.id,
      gross: 10_000,
      reason: 'goodwill',
      refundId: 're_r1',
    }),
  );
  await db.transaction(async (tx) => {
    await mailInvoicesIssued(tx, deps, [{ accountId, invoiceId: invoice.id }]);
    await mailCreditNoteIssued(tx, deps, { accountId, creditNoteId: note.id });
  });
  await deps.jobs.drain();
  return { invoice: invoice.number, note: note.number, noteId: note.id };
}

const filesOf = (mail: { attachments: { filename: string; contentType: string }[] }) =>
  mail.attachments.map(({ filename, contentType }) => [filename, contentType]);

describe('invoice and credit note mails', () => {
  it('go to each further recipient on their own, in the invoice language, with the PDF and the chosen XML', async () => {
    const { db, deps } = testApp();
    const owner = await customer({ eInvoiceFormat: 'xrechnung-ubl' });
    const accountant = unique('accountant');
    await db.insert(invoiceRecipients).values([
      { userId: owner.id, email: accountant },
      { userId: owner.id, email: unique('boss') },
    ]);
    const { invoice, note, noteId } = await issueAndMail(owner.id);

    // The two jobs may run in either order.
    const mails = (await mailsTo(testApp(), accountant)).sort((a, b) => b.template.localeCompare(a.template));
    expect(mails.map((mail) => [mail.template, mail.language, mail.subject])).toEqual([
      ['invoice-issued', 'de', `Ihre Rechnung ${invoice}`],
      ['credit-note-issued', 'de', `Ihre Gutschrift ${note}`],
    ]);
    expect(filesOf(mails[0]!)).toEqual([
      [`${invoice}.pdf`, 'application/pdf'],
      [`${invoice}-xrechnung-ubl.xml`, 'application/xml'],
    ]);
    expect(filesOf(mails[1]!)).toEqual([
      [`${note}.pdf`, 'application/pdf'],
      [`${note}-xrechnung-ubl.xml`, 'application/xml'],
    ]);
    expect(attachmentText(mails[0]!.attachments[0]!).startsWith('%PDF')).toBe(true);
    expect(attachmentText(mails[0]!.attachments[1]!)).toContain(invoice);
    // Greeted without the owner's name: the accountant is someone else.
    expect(mails[0]!.text).not.toContain('Vera');

    const own = await mailsTo(testApp(), owner.invoiceEmail);
    expect(own).toHaveLength(2);
    expect(filesOf(ofTemplate(own, 'invoice-issued')[0]!)).toEqual(filesOf(mails[0]!));

    // A job that runs again (a retry, a replayed event) sends nothing more to anyone.
    await deps.jobs.send(db, 'billing.mail', {
      kind: 'credit-note-issued',
      accountId: owner.id,
      creditNoteId: noteId,
    });
    expect(await mailsTo(testApp(), accountant)).toHaveLength(2);
    expect(await mailsTo(testApp(), owner.invoiceEmail)).toHaveLength(2);
  });

  it('carry Factur-X in place of the plain PDF, and reach the recipients when the owner turned invoice mails off', async () => {
    const { db } = testApp();
    const owner = await customer({ eInvoiceFormat: 'factur-x' });
    const accountant = unique('accountant');
    await db.insert(invoiceRecipients).values({ userId: owner.id, email: accountant });
    await db.insert(notificationSettings).values({
      userId: owner.id,
      typeId: NOTIFICATION_TYPES.invoice,
      active: false,
    });
    const { invoice } = await issueAndMail(owner.id);
    const [invoiceMail] = ofTemplate(await mailsTo(testApp(), accountant), 'invoice-issued');
    expect(filesOf(invoiceMail!)).toEqual([[`${invoice}-factur-x.pdf`, 'application/pdf']]);
    expect(attachmentText(invoiceMail!.attachments[0]!).startsWith('%PDF')).toBe(true);
    expect(await mailsTo(testApp(), owner.invoiceEmail)).toEqual([]);
  });

  it('attach the PDF alone when the account chose no e-invoice format', async () => {
    const { db } = testApp();
    const owner = await customer();
    const accountant = unique('accountant');
    await db.insert(invoiceRecipients).values({ userId: owner.id, email: accountant });
    const { invoice } = await issueAndMail(owner.id);
    const [invoiceMail] = ofTemplate(await mailsTo(testApp(), accountant), 'invoice-issued');
    expect(filesOf(invoiceMail!)).toEqual([[`${invoice}.pdf`, 'application/pdf']]);
  });
});
