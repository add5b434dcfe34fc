import type { UserDocuments } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, users } from '../../src/db/schema/index';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';
import { createCustomer, issue, VIENNA_COMPANY } from '../invoices/fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Customer A with an older invoice, a credit note on it and a newer open invoice; a sub-user of A;
 * customer B with an invoice of its own.
 */
const world = {
  a: 0,
  aEmail: '',
  subUser: 0,
  b: 0,
  older: { id: 0, number: '' },
  newer: { id: 0, number: '' },
  note: { id: 0, number: '' },
  other: '',
};

beforeAll(async () => {
  const { db, deps, clock } = testApp();
  const a = await createCustomer(db, VIENNA_COMPANY);
  world.a = a.id;
  world.aEmail = a.email;
  world.subUser = (await createCustomer(db, {}, { parentId: a.id })).id;
  world.b = (await createCustomer(db, { country: 'DE' })).id;
  const older = await issue(testApp(), { userId: a.id, issuedAt: new Date(clock.now().getTime() - DAY_MS) });
  const newer = await issue(testApp(), { userId: a.id, status: 'open' });
  world.older = { id: older.id, number: older.number };
  world.newer = { id: newer.id, number: newer.number };
  const note = await db.transaction((tx) =>
    issueCreditNote(tx, deps, { invoiceId: older.id, gross: 10_000, reason: 'goodwill', refundId: 're_d1' }),
  );
  world.note = { id: note.id, number: note.number };
  world.other = (await issue(testApp(), { userId: world.b })).number;
});

async function getAs(email: string, url: string) {
  const { app } = testApp();
  const { bearer } = await loginAs(app, email);
  return app.inject({ method: 'GET', url, headers: bearer });
}

const base = (userId: number) => `/v1/admin/users/${userId}`;

/** Download rows written through the staff routes of this test's customer A. */
const staffDownloadsOfA = () =>
  testApp()
    .db.select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.accountId, world.a),
        inArray(auditEntries.event, ['downloadInvoice', 'downloadCreditNote']),
      ),
    )
    .orderBy(auditEntries.id);

describe('GET /v1/admin/users/:id/documents (issue 32)', () => {
  it("lists the account's invoices and credit notes, newest first, for staff who may open the user detail", async () => {
    const response = await getAs('support@demo.test', `${base(world.a)}/documents`);
    expect(response.statusCode, response.body).toBe(200);
    const documents = response.json<UserDocuments>();
    expect(documents.invoices.map((invoice) => [invoice.number, invoice.kind, invoice.currency])).toEqual([
      [world.newer.number, 'invoice', 'eur'],
      [world.older.number, 'invoice', 'eur'],
    ]);
    expect(documents.invoices[0]?.status).toBe('open');
    expect(documents.invoices[1]?.status).toMatch(/refunded$/);
    expect(documents.credit_notes).toEqual([
      {
        kind: 'credit-note',
        number: world.note.number,
        invoice: world.older.number,
        date: expect.any(String),
        amount: 10_000,
        currency: 'eur',
        status: 'payment_method',
        e_invoice_formats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
      },
    ]);
  });

  it("gives a sub-user's page no documents (they are its owner's), and an unknown user a 404", async () => {
    const sub = await getAs('admin@demo.test', `${base(world.subUser)}/documents`);
    expect(sub.json()).toEqual({ invoices: [], credit_notes: [] });
    expect((await getAs('admin@demo.test', `${base(2_000_000_000)}/documents`)).statusCode).toBe(404);
  });
});

describe('staff downloads of a customer document (issue 32)', () => {
  it('answers the PDF and an e-invoice, and audits each with the staff member as editor', async () => {
    const [support] = await testApp()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'support@demo.test'));
    const before = (await staffDownloadsOfA()).length;

    const pdf = await getAs('support@demo.test', `${base(world.a)}/invoice/${world.older.number}/pdf`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${world.older.number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xml = await getAs(
      'support@demo.test',
      `${base(world.a)}/credit-note/${world.note.number}/e-invoice/xrechnung-ubl`,
    );
    expect(xml.statusCode, xml.body.slice(0, 200)).toBe(200);
    expect(xml.headers['content-disposition']).toBe(
      `attachment; filename="${world.note.number}-xrechnung-ubl.xml"`,
    );
    expect(xml.body).toContain('CreditNote');

    const rows = (await staffDownloadsOfA()).slice(before);
    expect(rows).toMatchObject([
      {
        entityType: 'invoice',
        entityId: String(world.older.id),
        event: 'downloadInvoice',
        editorId: support!.id,
        editorEmail: 'support@demo.test',
        newValues: {
          number: world.older.number,
          link: `${TEST_PUBLIC_URL}/v1/invoice/${world.older.number}/pdf`,
        },
        url: `${base(world.a)}/invoice/${world.older.number}/pdf`,
      },
      {
        entityType: 'credit_note',
        entityId: String(world.note.id),
        event: 'downloadCreditNote',
        editorId: support!.id,
        newValues: { number: world.note.number, format: 'xrechnung-ubl' },
      },
    ]);

    // The customer's activity log and its CSV export name the staff download in their language.
    const { client } = await loginAs(testApp().app, world.aEmail);
    const csv = async (language: string) =>
      (
        await client.get('/api/v1/audit/export.csv?events=downloadCreditNote', {
          headers: { 'accept-language': language },
        })
      ).body;
    expect(await csv('en')).toContain('Credit note downloaded as XRechnung (UBL)');
    expect(await csv('de')).toContain('Gutschrift heruntergeladen als XRechnung (UBL)');
    expect(await csv('fr')).toMatch(/Avoir téléchargé au format XRechnung \(UBL\)/);
  });

  it("answers 404 for another account's number, an unknown format or a sub-user's id, auditing nothing", async () => {
    const before = (await staffDownloadsOfA()).length;
    for (const url of [
      `${base(world.a)}/invoice/${world.other}/pdf`,
      `${base(world.b)}/invoice/${world.older.number}/pdf`,
      `${base(world.b)}/credit-note/${world.note.number}/e-invoice/peppol-bis`,
      `${base(world.a)}/invoice/${world.newer.number}/e-invoice/unknown`,
      `${base(world.a)}/credit-note/${world.note.number}/e-invoice/pdf`,
      `${base(world.subUser)}/invoice/${world.newer.number}/pdf`,
    ]) {
      const response = await getAs('support@demo.test', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().status, url).toBe('not_found');
    }
    expect((await staffDownloadsOfA()).length).toBe(before);
  });

  it('refuses customers and staff who may not open the user detail (403)', async () => {
    const urls = [
      `${base(world.a)}/documents`,
      `${base(world.a)}/invoice/${world.older.number}/pdf`,
      `${base(world.a)}/invoice/${world.older.number}/e-invoice/factur-x`,
      `${base(world.a)}/credit-note/${world.note.number}/pdf`,
      `${base(world.a)}/credit-note/${world.note.number}/e-invoice/xrechnung-cii`,
    ];
    for (const email of [world.aEmail, 'owner@demo.test', 'finance@demo.test']) {
      for (const url of urls) {
        const response = await getAs(email, url);
        expect(response.statusCode, `${email} ${url}`).toBe(403);
        expect(response.json().status).toBe('forbidden');
      }
    }
  });
});
