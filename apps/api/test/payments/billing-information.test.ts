import { billingInformationSchema } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import { auditCount, BILLING, freshCustomer, userRow } from './payments-support';

const testApp = useTestApp();
const URL = '/v1/account/billing/information';

describe('PUT /v1/account/billing/information', () => {
  it('stores the billing data, answers "Billing data updated." and audits old and new values', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db, { billing: false });
    const response = await client.put(URL, { ...BILLING, vatid: 'atu 123 456 75', country: 'at' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Billing data updated.' });

    expect(await userRow(db, id)).toMatchObject({
      company: 'Payments Test GmbH',
      vatId: 'ATU12345675',
      billingFirstname: 'Paula',
      billingLastname: 'Payer',
      street: 'Ringstraße 5',
      postalCode: '1010',
      city: 'Vienna',
      country: 'AT',
      phoneNumber: '+43 1 555',
      invoiceLanguage: 'de',
      invoiceEmail: 'accounts@payments.test',
      invoiceReference: 'PO-7',
    });
    const me = (await client.get('/v1/account/me')).json();
    expect(me).toMatchObject({ company: 'Payments Test GmbH', vatid: 'ATU12345675', country: 'AT' });

    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, id), eq(auditEntries.url, URL)))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      entityType: 'user',
      entityId: String(id),
      event: 'updated',
      oldValues: { company: null, vatid: null, firstname: null, country: null },
      newValues: { company: 'Payments Test GmbH', vatid: 'ATU12345675', firstname: 'Paula', country: 'AT' },
    });
  });

  it('clears optional fields sent empty, drops the VAT id with no_vat_id, and audits only changes', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const before = await auditCount(db, id);
    const response = await client.put(URL, {
      ...BILLING,
      no_vat_id: true,
      phone_number: '',
      invoice_reference: null,
      invoice_email: '',
      invoice_language: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(db, id)).toMatchObject({
      company: 'Payments Test GmbH',
      vatId: null,
      phoneNumber: null,
      invoiceReference: null,
      invoiceEmail: null,
      invoiceLanguage: null,
    });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.accountId, id))
      .orderBy(desc(auditEntries.id));
    expect(Object.keys(audit!.newValues).sort()).toEqual(
      ['invoice_email', 'invoice_language', 'invoice_reference', 'phone_number', 'vatid'].sort(),
    );
    expect(await auditCount(db, id)).toBe(before + 1);

    // Saving the same data again changes nothing and writes no audit row.
    const again = await client.put(URL, {
      ...BILLING,
      no_vat_id: true,
      phone_number: '',
      invoice_reference: null,
      invoice_email: '',
      invoice_language: null,
    });
    expect(again.statusCode).toBe(200);
    expect(await auditCount(db, id)).toBe(before + 1);
  });

  it('answers every broken field of spec §5 at once, in the caller language, and changes nothing', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const before = await userRow(db, id);
    const audits = await auditCount(db, id);
    const response = await client.put(URL, {
      company: 'x'.repeat(56),
      vatid: '',
      firstname: '',
      lastname: 'y'.repeat(51),
      street: 's'.repeat(256),
      postal_code: '12345678901',
      city: 'c'.repeat(56),
      country: 'AUT',
      phone_number: '1'.repeat(21),
      invoice_language: 'es',
      invoice_email: 'not-an-email',
      invoice_reference: 'r'.repeat(31),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: {
        company: ['The company may not be longer than 55 characters.'],
        firstname: ['The first name field is required.'],
        lastname: ['The last name may not be longer than 50 characters.'],
        street: ['The street may not be longer than 255 characters.'],
        postal_code: ['The postal code may not be longer than 10 characters.'],
        city: ['The city may not be longer than 55 characters.'],
        country: ['The country may not be longer than 2 characters.'],
        phone_number: ['The phone number may not be longer than 20 characters.'],
        invoice_language: ['The selected invoice language is invalid.'],
        invoice_email: ['The invoice e-mail must be a valid e-mail address.'],
        invoice_reference: ['The reference may not be longer than 30 characters.'],
      },
    });
    expect(await userRow(db, id)).toEqual(before);
    expect(await auditCount(db, id)).toBe(audits);
  });

  it('requires street, postal code, city and country, and the VAT id when a company is given', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const before = await userRow(db, id);
    // Signed in, the profile language decides the language of the answer.
    expect((await client.put('/v1/account/language', { language: 'de' })).statusCode).toBe(200);
    const response = await client.put(URL, {
      company: 'Firma AG',
      vatid: '',
      firstname: 'Paula',
      lastname: 'Payer',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      street: ['Das Feld Straße ist erforderlich.'],
      postal_code: ['Das Feld Postleitzahl ist erforderlich.'],
      city: ['Das Feld Ort ist erforderlich.'],
      country: ['Das Feld Land ist erforderlich.'],
      vatid: ['Das Feld USt-IdNr. ist erforderlich.'],
    });
    expect(await userRow(db, id)).toMatchObject({ ...before, language: 'de', updatedAt: expect.any(Date) });
  });

  it('refuses a country that is not an ISO 3166-1 code', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const before = await userRow(db, id);
    const response = await client.put(URL, { ...BILLING, country: 'XX' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'validation_failed',
      errors: { country: ['The selected country is invalid.'] },
    });
    expect(await userRow(db, id)).toEqual(before);
  });

  it('answers a VAT id of invalid format with status vatId and a translated message', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    const before = await userRow(db, id);
    const audits = await auditCount(db, id);
    const response = await client.put(URL, { ...BILLING, vatid: 'ATX123' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'vatId',
      message: 'The VAT ID ATX123 is not a valid VAT identification number.',
    });
    expect((await client.put('/v1/account/language', { language: 'fr' })).statusCode).toBe(200);
    const french = await client.put(URL, { ...BILLING, vatid: 'XX123' });
    expect(french.json()).toEqual({
      status: 'vatId',
      message: "Le numéro de TVA XX123 n'est pas un numéro de TVA intracommunautaire valide.",
    });
    expect(await userRow(db, id)).toMatchObject({ ...before, language: 'fr', updatedAt: expect.any(Date) });
    expect(await auditCount(db, id)).toBe(audits + 1); // the language change only

    // Format and country are what count here: a well-formed Austrian id is accepted and then
    // checked with the VAT registry (decision 0080); one of another country is not the buyer's.
    expect((await client.put(URL, { ...BILLING, vatid: 'ATU99999996' })).statusCode).toBe(200);
    expect((await client.put(URL, { ...BILLING, vatid: 'DE123456789' })).statusCode).toBe(422);
  });

  it('lets a sub-user with the permission save its owner data; refuses others', async () => {
    const { app } = testApp();
    // client@demo.test lacks MODULE_ACCOUNT_PAYMENT.VIEW (editBilling).
    const { client } = await loginAs(app, 'client@demo.test');
    const forbidden = await client.put(URL, BILLING);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().status).toBe('forbidden');

    const signedOut = await new TestClient(app).put(URL, BILLING);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Unauthenticated.');
  });

  it('exports a body schema the web form can use', () => {
    expect(billingInformationSchema.safeParse(BILLING).success).toBe(true);
    const parsed = billingInformationSchema.safeParse({ ...BILLING, vatid: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vatid']);
    expect(billingInformationSchema.safeParse({ ...BILLING, vatid: '', no_vat_id: true }).success).toBe(true);
  });
});

describe('PUT /v1/account/billing/information: e-invoice data (issue 32)', () => {
  const E_INVOICE = {
    einvoice_format: 'xrechnung-cii',
    einvoice_buyer_reference: '04011000-12345-06',
    einvoice_address_scheme: '0204',
    einvoice_address: '991-abc12-19',
    purchase_order: 'PO-2027-1',
  } as const;

  it('stores, answers and audits the e-invoice data; XRechnung needs no buyer reference', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    expect((await client.put(URL, { ...BILLING, ...E_INVOICE })).statusCode).toBe(200);
    expect(await userRow(db, id)).toMatchObject({
      eInvoiceFormat: 'xrechnung-cii',
      eInvoiceBuyerReference: '04011000-12345-06',
      eInvoiceAddressScheme: '0204',
      // A Leitweg-ID is kept in capitals.
      eInvoiceAddress: '991-ABC12-19',
      purchaseOrder: 'PO-2027-1',
    });
    expect((await client.get('/v1/account/me')).json()).toMatchObject({
      ...E_INVOICE,
      einvoice_address: '991-ABC12-19',
    });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, id), eq(auditEntries.url, URL)))
      .orderBy(desc(auditEntries.id));
    expect(audit!.oldValues).toEqual({
      einvoice_format: null,
      einvoice_buyer_reference: null,
      einvoice_address_scheme: null,
      einvoice_address: null,
      purchase_order: null,
    });
    expect(audit!.newValues).toEqual({ ...E_INVOICE, einvoice_address: '991-ABC12-19' });

    // The other XRechnung syntax without buyer reference or address: saved, the rest cleared.
    const cleared = await client.put(URL, {
      ...BILLING,
      einvoice_format: 'xrechnung-ubl',
      einvoice_buyer_reference: '',
      einvoice_address_scheme: '',
      einvoice_address: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await userRow(db, id)).toMatchObject({
      eInvoiceFormat: 'xrechnung-ubl',
      eInvoiceBuyerReference: null,
      eInvoiceAddressScheme: null,
      eInvoiceAddress: null,
      purchaseOrder: null,
    });
  });

  it('names the field of each broken rule, in the caller language, and changes nothing', async () => {
    const { app, db } = testApp();
    const { client, id } = await freshCustomer(app, db);
    expect((await client.put(URL, { ...BILLING, ...E_INVOICE })).statusCode).toBe(200);
    const before = await userRow(db, id);
    const audits = await auditCount(db, id);
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await client.put(URL, { ...BILLING, ...body });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors;
    };
    expect(
      await errorsOf({
        einvoice_format: 'pdf',
        einvoice_buyer_reference: 'b'.repeat(101),
        einvoice_address_scheme: '9999',
        einvoice_address: 'a'.repeat(256),
        purchase_order: 'p'.repeat(101),
      }),
    ).toEqual({
      einvoice_format: ['The selected e-invoice format is invalid.'],
      einvoice_buyer_reference: ['The buyer reference may not be longer than 100 characters.'],
      einvoice_address_scheme: ['The selected electronic address scheme is invalid.'],
      einvoice_address: ['The electronic address may not be longer than 255 characters.'],
      purchase_order: ['The purchase-order number may not be longer than 100 characters.'],
    });
    expect(await errorsOf({ einvoice_address_scheme: '', einvoice_address: 'x@example.test' })).toEqual({
      einvoice_address_scheme: [
        'The electronic address scheme field is required when electronic address is given.',
      ],
    });
    expect(await errorsOf({ einvoice_address_scheme: '0088', einvoice_address: '' })).toEqual({
      einvoice_address: ['The electronic address field is required when electronic address scheme is given.'],
    });
    expect(await errorsOf({ einvoice_address_scheme: 'EM', einvoice_address: 'nobody' })).toEqual({
      einvoice_address: ['The electronic address must be a valid e-mail address.'],
    });
    expect(await errorsOf({ einvoice_address_scheme: '0088', einvoice_address: '400000100000' })).toEqual({
      einvoice_address: ['The electronic address must be a GLN of 13 digits.'],
    });
    // Peppol delivers to participant ids: a consumer reached only by e-mail cannot be sent Peppol BIS.
    const consumer = { company: '', vatid: '', no_vat_id: true };
    expect(
      await errorsOf({
        ...consumer,
        einvoice_format: 'peppol-bis',
        einvoice_address_scheme: 'EM',
        einvoice_address: 'paula@payments.test',
      }),
    ).toEqual({
      einvoice_format: [
        'Peppol BIS needs an electronic address of a Peppol scheme (not e-mail) or an EU VAT ID to be sent to.',
      ],
    });
    expect((await client.put('/v1/account/language', { language: 'de' })).statusCode).toBe(200);
    expect(await errorsOf({ einvoice_address_scheme: '0204', einvoice_address: '991-03730' })).toEqual({
      einvoice_address: [
        'Elektronische Adresse muss eine Leitweg-ID sein: 2 bis 12 Ziffern, wahlweise ein Teil aus bis zu 30 Buchstaben oder Ziffern, und 2 Prüfziffern, durch Bindestriche verbunden (z. B. 991-03730-19).',
      ],
    });
    expect(await userRow(db, id)).toEqual({ ...before, language: 'de', updatedAt: expect.any(Date) });
    expect(await auditCount(db, id)).toBe(audits + 1); // the language change only
  });
});
