import { E_INVOICE_FORMATS, type EInvoiceFormat } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../src/db/schema/index';
import { issueCreditNote } from '../../src/modules/invoices/issue-credit-note';
import { createCustomer, issue, VIENNA_COMPANY } from '../invoices/fixtures';
import { TEST_PUBLIC_URL, useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

const UBL_INVOICE = /^(\w+:)?Invoice$/;
const UBL_NOTE = /^(\w+:)?CreditNote$/;
const CII = /^rsm:CrossIndustryInvoice$/;
const PDF = /^%PDF-$/;

/** Customer A with an invoice and a credit note on it; customer B with an invoice of its own. */
const world = { a: { id: 0, email: '' }, b: { id: 0, email: '' }, invoice: '', creditNote: '', other: '' };

beforeAll(async () => {
  const { db, deps } = testApp();
  world.a = await createCustomer(db, VIENNA_COMPANY);
  world.b = await createCustomer(db, { country: 'DE' });
  const invoice = await issue(testApp(), { userId: world.a.id });
  world.invoice = invoice.number;
  const note = await db.transaction((tx) =>
    issueCreditNote(tx, deps, {
      invoiceId: invoice.id,
      gross: 10_000,
      reason: 'cancelled',
      refundId: 're_e1',
    }),
  );
  world.creditNote = note.number;
  world.other = (await issue(testApp(), { userId: world.b.id })).number;
});

/**
 * What each format's file is: media type, extension, and how it starts: the root element of the XML
 * (UBL's may carry a prefix), or the PDF header.
 */
const XML = { type: 'application/xml', extension: 'xml' };
const FILE: Record<EInvoiceFormat, { type: string; extension: string; invoice: RegExp; creditNote: RegExp }> =
  {
    'xrechnung-ubl': { ...XML, invoice: UBL_INVOICE, creditNote: UBL_NOTE },
    'xrechnung-cii': { ...XML, invoice: CII, creditNote: CII },
    'peppol-bis': { ...XML, invoice: UBL_INVOICE, creditNote: UBL_NOTE },
    'factur-x': { type: 'application/pdf', extension: 'pdf', invoice: PDF, creditNote: PDF },
  };

/** The name of an XML document's root element, `%PDF-` for a PDF, or else the file's first bytes. */
function rootOf(body: Buffer): string {
  const text = body
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (text.startsWith('%PDF-')) return '%PDF-';
  const withoutProlog = text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '').trimStart();
  return /^<([A-Za-z_][\w.:-]*)/.exec(withoutProlog)?.[1] ?? text.slice(0, 16);
}

describe('GET /v1/invoice/:number/e-invoice/:format and /v1/credit-note/:number/e-invoice/:format', () => {
  it.each(E_INVOICE_FORMATS)(
    'downloads an own invoice and credit note as %s, named by number and format',
    async (format) => {
      const { client } = await loginAs(testApp().app, world.a.email);
      const file = FILE[format];
      for (const [kind, number, root] of [
        ['invoice', world.invoice, file.invoice],
        ['credit-note', world.creditNote, file.creditNote],
      ] as const) {
        const response = await client.get(`/v1/${kind}/${number}/e-invoice/${format}`);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        expect(response.headers['content-type']).toMatch(new RegExp(`^${file.type}\\b`));
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${number}-${format}.${file.extension}"`,
        );
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(rootOf(response.rawPayload)).toMatch(root);
      }
    },
  );

  it("answers 404 in the one error shape for an unknown format and another account's numbers", async () => {
    const { client } = await loginAs(testApp().app, world.b.email);
    for (const url of [
      `/v1/invoice/${world.other}/e-invoice/pdf`,
      `/v1/invoice/${world.other}/e-invoice/XRECHNUNG-UBL`,
      `/v1/credit-note/${world.creditNote}/e-invoice/unknown`,
      `/v1/invoice/${world.invoice}/e-invoice/xrechnung-ubl`,
      `/v1/credit-note/${world.creditNote}/e-invoice/xrechnung-cii`,
      `/v1/credit-note/${world.other}/e-invoice/peppol-bis`,
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: 'not_found', message: 'This view was not found.' });
    }
  });

  it('refuses a sub-user without the invoice right (403) and callers without a session (401)', async () => {
    const { app } = testApp();
    // client@demo.test is a sub-user whose role has no MODULE_ACCOUNT_PAYMENT.VIEW.
    const { client } = await loginAs(app, 'client@demo.test');
    for (const url of [
      `/v1/invoice/${world.invoice}/e-invoice/xrechnung-ubl`,
      `/v1/credit-note/${world.creditNote}/e-invoice/factur-x`,
    ]) {
      const refused = await client.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().status).toBe('forbidden');
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('is in the API reference with the rule of the PDF', async () => {
    const document = (await testApp().app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of [
      '/v1/invoice/{number}/e-invoice/{format}',
      '/v1/credit-note/{number}/e-invoice/{format}',
    ]) {
      expect(document.paths[path]?.get?.['x-rule'], path).toBe('viewInvoices');
    }
  });
});

describe('POST /v1/user/audit with an e-invoice link', () => {
  const downloadsOf = (entityType: 'invoice' | 'credit_note') =>
    testApp()
      .db.select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, entityType),
          eq(auditEntries.url, '/v1/user/audit'),
          eq(auditEntries.accountId, world.a.id),
        ),
      );

  it('records the download with its format, which the CSV export names in words', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    const invoiceLink = `${TEST_PUBLIC_URL}/v1/invoice/${world.invoice}/e-invoice/xrechnung-ubl`;
    const recorded = await client.post('/v1/user/audit', {
      event: 'downloadInvoice',
      new_value: { link: invoiceLink },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    // The path alone, as the web sends it, names the same download.
    const note = await client.post('/v1/user/audit', {
      event: 'downloadCreditNote',
      new_value: { link: `/v1/credit-note/${world.creditNote}/e-invoice/factur-x` },
    });
    expect(note.statusCode, note.body).toBe(200);

    expect(await downloadsOf('invoice')).toMatchObject([
      {
        event: 'downloadInvoice',
        newValues: { number: world.invoice, format: 'xrechnung-ubl', link: invoiceLink },
      },
    ]);
    expect(await downloadsOf('credit_note')).toMatchObject([
      {
        event: 'downloadCreditNote',
        newValues: {
          number: world.creditNote,
          format: 'factur-x',
          link: `${TEST_PUBLIC_URL}/v1/credit-note/${world.creditNote}/e-invoice/factur-x`,
        },
      },
    ]);

    const csv = async (language: string) =>
      (
        await client.get('/api/v1/audit/export.csv?events=downloadInvoice&events=downloadCreditNote', {
          headers: { 'accept-language': language },
        })
      ).body;
    expect(await csv('en')).toContain('Invoice downloaded as XRechnung (UBL)');
    expect(await csv('de')).toContain('Gutschrift heruntergeladen als Factur-X / ZUGFeRD (PDF)');
    expect(await csv('fr')).toContain('Facture téléchargée au format XRechnung (UBL)');
  });

  it('refuses an unknown format or a format path of the other kind (422)', async () => {
    const { client } = await loginAs(testApp().app, world.a.email);
    for (const [event, link] of [
      ['downloadInvoice', `/v1/invoice/${world.invoice}/e-invoice/unknown`],
      ['downloadInvoice', `/v1/invoice/${world.invoice}/e-invoice/`],
      ['downloadInvoice', `/v1/invoice/${world.invoice}/e-invoice/xrechnung-ubl/pdf`],
      ['downloadCreditNote', `/v1/invoice/${world.invoice}/e-invoice/peppol-bis`],
    ] as const) {
      const refused = await client.post('/v1/user/audit', { event, new_value: { link } });
      expect(refused.statusCode, link).toBe(422);
      expect(refused.json().errors).toEqual({
        'new_value.link': ['The selected new_value.link is invalid.'],
      });
    }
  });
});
