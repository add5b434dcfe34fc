import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, creditNotes, invoices } from '../../src/db/schema/index';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';
import { unzip } from '../data-export/export-helpers';
import { createCustomer, issue, VIENNA_COMPANY } from '../invoices/fixtures';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

/**
 * Customer A (XRechnung UBL chosen): two invoices in March 2026, one in April with a credit note
 * issued in April; a void invoice in March. Customer B: an invoice in March of its own.
 */
const world = {
  a: { id: 0, email: '' },
  b: { id: 0, email: '' },
  march: [] as string[],
  april: '',
  note: '',
  other: '',
};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const { db, deps } = testApp();
  world.a = await createCustomer(db, { ...VIENNA_COMPANY, eInvoiceFormat: 'xrechnung-ubl' });
  world.b = await createCustomer(db, VIENNA_COMPANY);
  const a = { userId: world.a.id };
  world.march = [
    (await issue(testApp(), { ...a, issuedAt: at('2026-03-01T00:00:00Z') })).number,
    (await issue(testApp(), { ...a, issuedAt: at('2026-03-31T23:59:59Z') })).number,
  ];
  const voided = await issue(testApp(), { ...a, issuedAt: at('2026-03-15T10:00:00Z') });
  await db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, voided.id));
  const april = await issue(testApp(), { ...a, issuedAt: at('2026-04-01T00:00:00Z') });
  world.april = april.number;
  const note = await db.transaction((tx) =>
    issueCreditNote(tx, deps, { invoiceId: april.id, gross: 10_000, reason: 'goodwill', refundId: 're_z1' }),
  );
  // Issued "now" by the clock; dated in April 2026 so the year's archive holds it whenever this runs.
  await db
    .update(creditNotes)
    .set({ issuedAt: at('2026-04-20T12:00:00Z') })
    .where(eq(creditNotes.id, note.id));
  world.note = note.number;
  world.other = (await issue(testApp(), { userId: world.b.id, issuedAt: at('2026-03-10T00:00:00Z') })).number;
});

const names = (files: Map<string, Buffer>) => [...files.keys()].sort();

describe('GET /v1/invoice/archive', () => {
  it('zips a month’s invoices, each as PDF and the chosen XML, named by number, as one audited download', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const response = await client.get('/v1/invoice/archive?year=2026&month=3');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoices-2026-03.zip"');
    const files = await unzip(response.rawPayload);
    expect(names(files)).toEqual(world.march.flatMap((n) => [`${n}.pdf`, `${n}.xml`]).sort());
    expect(files.get(`${world.march[0]}.pdf`)!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // UBL (the account's choice): an Invoice root naming the number.
    const xml = files.get(`${world.march[0]}.xml`)!.toString('utf8');
    expect(xml).toMatch(/<(\w+:)?Invoice\b/);
    expect(xml).toContain(world.march[0]);

    const audits = await testApp()
      .db.select({ newValues: auditEntries.newValues })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, 'user'),
          eq(auditEntries.entityId, String(world.a.id)),
          eq(auditEntries.event, 'download'),
        ),
      );
    expect(audits).toEqual([
      {
        newValues: {
          archive: 'invoices-2026-03.zip',
          year: 2026,
          month: 3,
          format: 'xrechnung-ubl',
          invoices: 2,
          credit_notes: 0,
        },
      },
    ]);
  });

  it('zips a year with the credit notes, never another account’s documents', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const response = await client.get('/v1/invoice/archive?year=2026');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoices-2026.zip"');
    const files = await unzip(response.rawPayload);
    const numbers = [...world.march, world.april, world.note];
    expect(names(files)).toEqual(numbers.flatMap((n) => [`${n}.pdf`, `${n}.xml`]).sort());
    expect(names(files).some((name) => name.startsWith(world.other))).toBe(false);
    expect(files.get(`${world.note}.xml`)!.toString('utf8')).toMatch(/<(\w+:)?CreditNote\b/);

    // B's year holds B's invoice alone, in XRechnung CII (no format chosen).
    const b = await loginAs(testApp().app, world.b.email);
    const own = await unzip((await b.client.get('/v1/invoice/archive?year=2026')).rawPayload);
    expect(names(own)).toEqual([`${world.other}.pdf`, `${world.other}.xml`]);
    expect(own.get(`${world.other}.xml`)!.toString('utf8')).toContain('CrossIndustryInvoice');
    // A year without documents is an empty archive.
    expect(names(await unzip((await b.client.get('/v1/invoice/archive?year=2001')).rawPayload))).toEqual([]);
  });

  it('refuses a year or month out of bounds, naming the field, and a caller without invoice rights', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    for (const [query, field, pattern] of [
      ['year=1999', 'year', /at least 2000/],
      ['year=2101', 'year', /greater than 2100/],
      ['year=20x6', 'year', /whole number/],
      ['', 'year', /required/],
      ['year=2026&month=0', 'month', /at least 1/],
      ['year=2026&month=13', 'month', /greater than 12/],
    ] as const) {
      const response = await client.get(`/v1/invoice/archive?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
      expect(response.json().errors[field][0], query).toMatch(pattern);
    }
    const german = await client.get('/v1/invoice/archive?year=2026&month=13', {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().errors.month[0]).toMatch(/12/);
    expect(german.json().errors.month[0]).not.toMatch(/greater/);

    // client@demo.test's role has no billing: 403 before anything is read.
    const sub = await loginAs(testApp().app, 'client@demo.test');
    const refused = await sub.client.get('/v1/invoice/archive?year=2026');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe('forbidden');
  });
});
