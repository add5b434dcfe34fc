import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, invoices, users, vatChecks, vatVerifications } from '../../src/db/schema/index';
import { sweepVatIds } from '../../src/modules/vat-ids/index';
import type { SandboxVatRegistry } from '../../src/platform/vat-registry/sandbox-vat-registry';
import { AUSTRIAN_BILLING, buyerWithCard, saveBilling } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();
const QUOTE = '/v1/subscription/upgrade/quote';
const ORDER = { plan: 'tools-enterprise-month-eur', productId: 1, interval: 'month', quantity: 1 };
const BERLIN = { ...AUSTRIAN_BILLING, country: 'DE', company: 'Berlin AG', no_vat_id: false };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const registry = () => testApp().deps.vatRegistry as SandboxVatRegistry;
const verificationOf = async (userId: number) =>
  (await testApp().db.select().from(vatVerifications).where(eq(vatVerifications.userId, userId)))[0];
const checksOf = (userId: number) =>
  testApp().db.select().from(vatChecks).where(eq(vatChecks.userId, userId));

async function buyer() {
  const found = await buyerWithCard(testApp().app);
  const [row] = await testApp().db.select({ id: users.id }).from(users).where(eq(users.email, found.email));
  return { client: found.client, id: row!.id };
}

beforeEach(() => registry().setAvailable(true));

describe('VAT ids checked with the registry (decision 0080)', () => {
  it('notes a saved id as pending and checks it in a job, never during the save', async () => {
    const { client, id } = await buyer();
    registry().setAvailable(false);
    // The registry is down, yet the save succeeds at once: the check is only enqueued.
    await saveBilling(client, { ...BERLIN, vatid: 'DE136695976' });
    expect(await verificationOf(id)).toMatchObject({ vatId: 'DE136695976', status: 'pending' });
    expect(await checksOf(id)).toEqual([]);
    const read = (await client.get('/v1/account/billing/information')).json().data;
    expect(read.vat_verification).toMatchObject({
      vatid: 'DE136695976',
      status: 'pending',
      verified_at: null,
    });

    registry().setAvailable(true);
    await testApp().deps.jobs.drain();
    const [check] = await checksOf(id);
    expect(check).toMatchObject({
      vatId: 'DE136695976',
      requesterVatId: 'ATU12345678',
      result: 'valid',
      registryName: 'Wagner & Söhne GmbH',
      reason: 'entered',
    });
    expect(check?.consultationNumber).toMatch(/^WAPI\d{12}$/);
    const after = (await client.get('/v1/account/billing/information')).json().data.vat_verification;
    expect(after).toMatchObject({
      status: 'verified',
      consultation_number: check?.consultationNumber,
      registry_name: 'Wagner & Söhne GmbH',
    });
    const [audit] = await testApp()
      .db.select()
      .from(auditEntries)
      .where(eq(auditEntries.event, 'vat id checked'))
      .orderBy(auditEntries.id);
    expect(audit).toBeDefined();
  });

  it('retries an unavailable registry with growing pauses and re-checks a verified id after 90 days', async () => {
    const { clock } = testApp();
    const { client, id } = await buyer();
    await saveBilling(client, { ...BERLIN, vatid: 'DE111111125' });
    registry().setAvailable(false);
    await testApp().deps.jobs.drain();
    let verification = await verificationOf(id);
    expect(verification).toMatchObject({ status: 'unavailable', failedAttempts: 1 });
    const first = verification!.nextCheckAt.getTime() - clock.now().getTime();
    expect(first).toBeGreaterThan(4 * MINUTE);
    expect(first).toBeLessThanOrEqual(5 * MINUTE);

    // Not due yet: the sweep asks for nothing of this account.
    await sweepVatIds(testApp().deps);
    await testApp().deps.jobs.drain();
    expect((await verificationOf(id))?.failedAttempts).toBe(1);
    clock.advance(6 * MINUTE);
    await sweepVatIds(testApp().deps);
    await testApp().deps.jobs.drain();
    verification = await verificationOf(id);
    expect(verification?.failedAttempts).toBe(2);
    expect(verification!.nextCheckAt.getTime() - clock.now().getTime()).toBeGreaterThan(29 * MINUTE);
    expect(verification!.nextCheckAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(30 * MINUTE);
    expect((await checksOf(id)).map((check) => check.reason)).toEqual(['entered', 'retry']);

    registry().setAvailable(true);
    clock.advance(31 * MINUTE);
    await sweepVatIds(testApp().deps);
    await testApp().deps.jobs.drain();
    verification = await verificationOf(id);
    expect(verification).toMatchObject({ status: 'valid', failedAttempts: 0 });
    expect(verification!.nextCheckAt.getTime() - clock.now().getTime()).toBeGreaterThan(90 * DAY - MINUTE);

    clock.advance(91 * DAY);
    await sweepVatIds(testApp().deps);
    await testApp().deps.jobs.drain();
    expect((await checksOf(id)).map((check) => check.reason)).toEqual([
      'entered',
      'retry',
      'retry',
      'periodic',
    ]);
  });

  it('charges VAT with its reason while the id cannot be verified, and reverse-charges once it is', async () => {
    const { client, id } = await buyer();
    registry().setAvailable(false);
    await saveBilling(client, { ...BERLIN, vatid: 'DE136695976' });
    const pending = (await client.post(QUOTE, ORDER)).json().data;
    expect(pending.tax).toEqual({ amount: 4750, rate: 1900, reason: 'destination' });
    expect(pending.vat_id).toEqual({ vatid: 'DE136695976', status: 'unavailable', verified_at: null });

    // The first-invoice check asked the registry, found it down: the purchase charges VAT and says why.
    const bought = await client.post('/v1/subscription/upgrade', { ...ORDER, idempotencyKey: 'vat-down-1' });
    expect(bought.statusCode, bought.body).toBe(200);
    const [invoice] = await testApp().db.select().from(invoices).where(eq(invoices.userId, id));
    expect(invoice).toMatchObject({ taxMode: 'destination', tax: 4750 });
    expect(invoice?.buyer.vatIdCheck).toMatchObject({ vatId: 'DE136695976', status: 'unavailable' });

    registry().setAvailable(true);
    const again = await client.post('/v1/account/billing/vat-id/check');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'The VAT ID DE136695976 has been verified with the EU VAT registry (VIES).',
      data: { status: 'verified', registry_name: 'Wagner & Söhne GmbH' },
    });
    const upgrade = { plan: 'tools-corporate-month-eur', productId: 2, interval: 'month', quantity: 1 };
    const verified = (await client.post(QUOTE, upgrade)).json().data;
    expect(verified.tax).toEqual({ amount: 0, rate: 0, reason: 'reverse_charge' });
    expect(verified.vat_id).toMatchObject({ status: 'verified' });
  });

  it('checks a new id before its first invoice: an invalid one is charged VAT', async () => {
    const { client, id } = await buyer();
    await saveBilling(client, { ...BERLIN, vatid: 'DE123456788' });
    const quote = await client.post(QUOTE, ORDER, { headers: { 'accept-language': 'de' } });
    expect(quote.json().data.vat_id).toEqual({ vatid: 'DE123456788', status: 'invalid', verified_at: null });
    const [check] = await checksOf(id);
    expect(check).toMatchObject({ result: 'invalid', reason: 'first_invoice' });
  });

  it('refuses "check again" without an id (409), for a sub-user without the right (403)', async () => {
    const { app } = testApp();
    const { client } = await buyer();
    const none = await client.post('/v1/account/billing/vat-id/check', undefined, {
      headers: { 'accept-language': 'fr' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      status: 'no_vat_id',
      message:
        'Vos données de facturation ne contiennent aucun numéro de TVA à vérifier. Saisissez-en un d’abord.',
    });
    const subUser = (await loginAs(app, 'client@demo.test')).client;
    expect((await subUser.post('/v1/account/billing/vat-id/check')).statusCode).toBe(403);
  });

  it('refuses an id of another country than the address, naming the field, and saves nothing', async () => {
    const { client, id } = await buyer();
    const greek = await client.put(
      '/v1/account/billing/information',
      { ...BERLIN, country: 'FR', vatid: 'DE136695976' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(greek.statusCode).toBe(422);
    expect(greek.json()).toEqual({
      status: 'vatId',
      message: 'Die USt-IdNr. DE136695976 passt nicht zum Land: Eine USt-IdNr. dieses Landes beginnt mit FR.',
    });
    expect(await verificationOf(id)).toBeUndefined();
    // Greece's ids start with EL, not GR.
    const athens = await client.put('/v1/account/billing/information', {
      ...BERLIN,
      country: 'GR',
      vatid: 'EL094259216',
    });
    expect(athens.statusCode, athens.body).toBe(200);
  });

  it('changes nothing on a refused save: billing data, verification and checks stay as they were', async () => {
    const { client, id } = await buyer();
    await saveBilling(client, { ...BERLIN, vatid: 'DE136695976' });
    await testApp().deps.jobs.drain();
    const billingOf = async () =>
      (
        await testApp()
          .db.select({
            company: users.company,
            vatId: users.vatId,
            street: users.street,
            city: users.city,
            country: users.country,
          })
          .from(users)
          .where(eq(users.id, id))
      )[0];
    const billingBefore = await billingOf();
    const verificationBefore = await verificationOf(id);
    const checksBefore = await checksOf(id);
    expect(verificationBefore).toMatchObject({ vatId: 'DE136695976', status: 'valid' });

    const refused = [
      // An Austrian id at a German address: the prefix is not the address country's.
      { ...BERLIN, company: 'Wien GmbH', street: 'Neue Gasse 2', vatid: 'ATU12345675' },
      // An id jsvat cannot read, and one over the contract's 32 characters.
      { ...BERLIN, company: 'Wien GmbH', vatid: 'DE12' },
      { ...BERLIN, company: 'Wien GmbH', vatid: `DE${'1'.repeat(31)}` },
    ];
    for (const body of refused) {
      const answer = await client.put('/v1/account/billing/information', body);
      expect(answer.statusCode, body.vatid).toBe(422);
    }
    await testApp().deps.jobs.drain();
    expect(await billingOf()).toEqual(billingBefore);
    expect(await verificationOf(id)).toEqual(verificationBefore);
    expect(await checksOf(id)).toEqual(checksBefore);
    const read = (await client.get('/v1/account/billing/information')).json().data;
    expect(read).toMatchObject({ company: 'Berlin AG', vatid: 'DE136695976' });
    expect(read.vat_verification).toMatchObject({ vatid: 'DE136695976', status: 'verified' });
  });

  it('shows staff every check on the user detail; a customer gets 403', async () => {
    const { app } = testApp();
    const { client, id } = await buyer();
    await saveBilling(client, { ...BERLIN, vatid: 'DE136695976' });
    await testApp().deps.jobs.drain();
    const admin = (await loginAs(app, 'admin@demo.test')).client;
    const answer = (await admin.get(`/v1/user/${id}`)).json();
    const detail = answer.data ?? answer;
    expect(detail.vat_checks).toEqual([
      expect.objectContaining({
        vatid: 'DE136695976',
        result: 'valid',
        reason: 'entered',
        registry_name: 'Wagner & Söhne GmbH',
        registry_address: 'Am Sandtorkai 50, 20457 Hamburg',
        consultation_number: expect.stringMatching(/^WAPI\d{12}$/),
      }),
    ]);
    expect((await client.get(`/v1/user/${id}`)).statusCode).toBe(403);
  });
});
