// Decision 0081: each SEPA method carries its mandate in the list, and its mandate is a PDF with the
// rulebook's mandatory elements in the account's document language; cards have none.
import { paymentMethodListSchema } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { auditEntries, users } from '../../src/db/schema/index';
import { formatDate } from '../../src/modules/invoices/pdf/format';
import { pdfTextOf } from '../invoices/pdf-text';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';
import { BILLING, CARDS, freshCustomer, IBAN_OK, saveCard, saveSepa } from './payments-support';

// Not the default of 2, so the PDF shows the setting rather than a number written into a sentence.
const testApp = useTestApp({ env: { SEPA_PRENOTIFICATION_DAYS: '3' } });
const METHODS = '/v1/account/billing/payment-methods';
const mandateUrl = (id: string) => `${METHODS}/${id}/mandate`;
const year = () => testApp().clock.now().getUTCFullYear() + 3;

/** The mandate's text as a reader shows it, lines joined, so a wrapped sentence reads as one. */
async function mandateText(client: TestClient, id: string) {
  const response = await client.get(mandateUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await pdfTextOf(response.rawPayload)).replace(/[\s\u00a0]+/g, ' ');
  return { text, disposition: response.headers['content-disposition'] };
}

async function sepaCustomer() {
  const { app, db } = testApp();
  const customer = await freshCustomer(app, db);
  const { method } = await saveSepa(app, customer.client, IBAN_OK);
  return { ...customer, methodId: method.id };
}

describe('the SEPA mandate in the payment-method list', () => {
  it('carries reference, signing date, creditor, masked IBAN and holder for SEPA, and nothing for a card', async () => {
    const { app, db, deps, clock } = testApp();
    const { client } = await freshCustomer(app, db);
    const signedAt = Math.floor(clock.now().getTime() / 1000);
    const sepa = await saveSepa(app, client, IBAN_OK);
    await saveCard(app, client, CARDS.visa, year());

    const list = paymentMethodListSchema.parse((await client.get(METHODS)).json());
    const listedSepa = list.data.find((method) => method.type === 'sepa_debit');
    const listedCard = list.data.find((method) => method.type === 'card');
    expect(listedSepa?.mandate).toEqual({
      reference: expect.stringMatching(/^SANDBOX-[0-9A-Z]{16}$/),
      signedAt: expect.any(Number),
      creditorId: deps.config.SELLER_SEPA_CREDITOR_ID,
      creditorName: deps.config.SELLER_NAME,
      ibanMasked: 'AT •••• 3201',
      holderName: 'Paula Payer',
      type: 'recurrent',
    });
    expect(Math.abs((listedSepa?.mandate?.signedAt ?? 0) - signedAt)).toBeLessThanOrEqual(1);
    expect(listedCard).toBeDefined();
    expect(listedCard).not.toHaveProperty('mandate');
    // The add answer names the same mandate the list shows.
    expect(sepa.method).toEqual(listedSepa);
  });
});

describe('the SEPA mandate as a PDF', () => {
  it('states every mandatory element in the invoice language, German here, and records the download', async () => {
    const { db, deps } = testApp();
    const { client, id, methodId } = await sepaCustomer();
    const [listed] = (await client.get(METHODS)).json().data as {
      mandate: { reference: string; signedAt: number };
    }[];
    const reference = listed!.mandate.reference;
    const { text, disposition } = await mandateText(client, methodId);

    expect(disposition).toBe(`attachment; filename="sepa-mandate-${reference}.pdf"`);
    const signed = formatDate(new Date(listed!.mandate.signedAt * 1000), 'de');
    for (const expected of [
      'SEPA-Lastschriftmandat',
      'SEPA-Basislastschriftverfahren',
      `Mandatsreferenz ${reference}`,
      'Zahlungsart Wiederkehrende Zahlung',
      `Online unterzeichnet am ${signed}`,
      // The creditor: name, address and identifier.
      'Zahlungsempfänger Name Portal Software GmbH',
      'Mariahilfer Straße 1, 1060 Wien Österreich',
      `Gläubiger-Identifikationsnummer ${deps.config.SELLER_SEPA_CREDITOR_ID}`,
      // The debtor: holder, billing address, masked IBAN, bank code.
      'Kontoinhaber Paula Payer',
      `${BILLING.company} ${BILLING.street} ${BILLING.postal_code} ${BILLING.city} Österreich`,
      'IBAN AT •••• 3201',
      'BIC / Bankleitzahl 19043',
      'Ihre vollständige IBAN speichern wir nie.',
      'Ich ermächtige (Wir ermächtigen) Portal Software GmbH, Zahlungen von meinem (unserem) Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein (weisen wir unser) Kreditinstitut an, die von Portal Software GmbH auf mein (unser) Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann (Wir können) innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem (unserem) Kreditinstitut vereinbarten Bedingungen.',
      'Portal Software GmbH teilt Ihnen Betrag und Datum jeder Lastschrift spätestens 3 Tage vor dem Einzug mit.',
      'indem Sie diese Zahlungsmethode in Ihrem Konto unter Abrechnung › Zahlungsmethoden entfernen.',
    ]) {
      expect(text).toContain(expected);
    }

    const audits = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'payment_method'), eq(auditEntries.entityId, methodId)));
    const download = audits.find((row) => row.event === 'download');
    expect(download).toMatchObject({
      accountId: id,
      newValues: { document: 'sepa mandate', mandate_reference: reference },
    });
  });

  it('speaks English and French with the EPC wording, as the invoice language says', async () => {
    const { client, methodId } = await sepaCustomer();
    const reference = ((await client.get(METHODS)).json().data[0] as { mandate: { reference: string } })
      .mandate.reference;

    expect(
      (await client.put('/v1/account/billing/information', { ...BILLING, invoice_language: 'en' }))
        .statusCode,
    ).toBe(200);
    const english = (await mandateText(client, methodId)).text;
    for (const expected of [
      'SEPA Direct Debit Mandate',
      `Mandate reference ${reference}`,
      'Type of payment Recurrent payment',
      'Signed online on',
      'Creditor Name Portal Software GmbH',
      'Creditor identifier AT61ZZZ00000012345',
      'Account holder Paula Payer',
      'IBAN AT •••• 3201',
      'we never store your full IBAN.',
      'By signing this mandate form, you authorise (A) Portal Software GmbH to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from Portal Software GmbH. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited. Your rights are explained in a statement that you can obtain from your bank.',
      'the amount and the date of each debit at least 3 days before it is collected.',
      'You can revoke this mandate at any time by removing this payment method',
    ]) {
      expect(english).toContain(expected);
    }

    expect(
      (await client.put('/v1/account/billing/information', { ...BILLING, invoice_language: 'fr' }))
        .statusCode,
    ).toBe(200);
    const french = (await mandateText(client, methodId)).text;
    for (const expected of [
      'Mandat de prélèvement SEPA',
      `Référence unique du mandat (RUM) ${reference}`,
      'Type de paiement Paiement récurrent',
      'Signé en ligne le',
      'Identifiant créancier SEPA (ICS) AT61ZZZ00000012345',
      'Titulaire du compte Paula Payer',
      'Autriche',
      'En signant ce formulaire de mandat, vous autorisez (A) Portal Software GmbH à envoyer des instructions à votre banque pour débiter votre compte, et (B) votre banque à débiter votre compte conformément aux instructions de Portal Software GmbH.',
      'Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.',
      'au moins 3 jours avant son exécution.',
      'en supprimant ce moyen de paiement',
    ]) {
      expect(french).toContain(expected);
    }
  });

  it("falls back to the account's language without an invoice language", async () => {
    const { db } = testApp();
    const { client, id, methodId } = await sepaCustomer();
    await db.update(users).set({ invoiceLanguage: null, language: 'fr' }).where(eq(users.id, id));
    expect((await mandateText(client, methodId)).text).toContain('Mandat de prélèvement SEPA');
  });
});

describe('the SEPA mandate: refusals', () => {
  it("answers 404 for another account's method and 409 for a card, and records nothing", async () => {
    const { app, db } = testApp();
    const owner = await sepaCustomer();
    const intruder = await freshCustomer(app, db);
    const { method: card } = await saveCard(app, owner.client, CARDS.visa, year());

    const foreign = await intruder.client.get(mandateUrl(owner.methodId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'not_found', message: 'This view was not found.' });
    const unknown = await owner.client.get(mandateUrl('no-such-method'));
    expect(unknown.statusCode).toBe(404);

    const ofCard = await owner.client.get(mandateUrl(card.id));
    expect(ofCard.statusCode).toBe(409);
    expect(ofCard.json()).toEqual({
      status: 'conflict',
      message: 'This payment method is a card: only a SEPA Direct Debit has a mandate.',
    });

    const downloads = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.event, 'download'), eq(auditEntries.entityType, 'payment_method')));
    expect(downloads.filter((row) => [owner.methodId, card.id].includes(row.entityId))).toEqual([]);
  });

  it('answers 404 once the method is removed: revoking the mandate is removing the method', async () => {
    const { client, methodId } = await sepaCustomer();
    expect((await client.get(mandateUrl(methodId))).statusCode).toBe(200);
    expect((await client.request('DELETE', `${METHODS}/${methodId}`)).statusCode).toBe(200);
    const gone = await client.get(mandateUrl(methodId));
    expect(gone.statusCode).toBe(404);
    expect((await client.get(METHODS)).json()).toEqual({ data: [] });
  });

  it('answers 403 to a sub-user without billing rights and 401 signed out, under the list rule', async () => {
    const { app } = testApp();
    const owner = await sepaCustomer();
    const { client } = await loginAs(app, 'client@demo.test');
    expect((await client.get(mandateUrl(owner.methodId))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: mandateUrl(owner.methodId) })).statusCode).toBe(401);
    const rules = Object.fromEntries(app.routeRegistry.map((r) => [`${r.method} ${r.url}`, r.rule]));
    expect(rules[`GET ${METHODS}/:id/mandate`]).toBe(rules[`GET ${METHODS}`]);
    expect(rules[`GET ${METHODS}/:id/mandate`]).toBe('editBilling');
  });
});

describe('SEPA_PRENOTIFICATION_DAYS', () => {
  it('is 2 days unless set, and a whole number of days from 1 to 14', () => {
    expect(loadConfig({}).SEPA_PRENOTIFICATION_DAYS).toBe(2);
    expect(loadConfig({ SEPA_PRENOTIFICATION_DAYS: '14' }).SEPA_PRENOTIFICATION_DAYS).toBe(14);
    for (const refused of ['0', '15', '1.5', 'two']) {
      expect(() => loadConfig({ SEPA_PRENOTIFICATION_DAYS: refused }), refused).toThrow();
    }
  });
});
