import { NOTIFICATION_TYPES } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, notificationSettings, userRoles, users } from '../../src/db/schema/index';
import { registerBuyer, signInAgain } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();
const URL = '/v1/account/notifications';

const SETTINGS = {
  insights: { active: true, status: 'MONTH' },
  invoice: { active: false },
  system: { active: true },
  partner: { active: true },
};

async function idOf(email: string): Promise<number> {
  const [user] = await testApp().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

const auditsOf = (userId: number) =>
  testApp()
    .db.select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, String(userId)), eq(auditEntries.event, 'notifications updated')))
    .orderBy(desc(auditEntries.id));

describe('GET /v1/account/notifications', () => {
  it('answers the defaults of an account that never saved: invoice and system on, insights and partner off', async () => {
    const { client } = await registerBuyer(testApp().app);
    const response = await client.get(URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      insights: { id: 1, active: false, status: 'WEEK', editable: true },
      invoice: { id: 2, active: true, status: null, editable: true },
      system: { id: 3, active: true, status: null, editable: false },
      partner: { id: 4, active: false, status: null, editable: true, consented_at: null },
    });
  });

  it('answers 401 without a session and 403 without the account edit rule', async () => {
    const { app, db } = testApp();
    expect((await new TestClient(app).get(URL)).statusCode).toBe(401);
    expect((await new TestClient(app).put(URL, SETTINGS)).statusCode).toBe(401);
    const { email } = await registerBuyer(app);
    await db.delete(userRoles).where(eq(userRoles.userId, await idOf(email)));
    const client = await signInAgain(app, email);
    const read = await client.get(URL);
    expect(read.statusCode).toBe(403);
    const write = await client.put(URL, SETTINGS);
    expect(write.statusCode).toBe(403);
    expect(
      await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, await idOf(email))),
    ).toEqual([]);
  });
});

describe('PUT /v1/account/notifications', () => {
  it('saves the switches and interval, stamps the partner consent and audits old and new values', async () => {
    const { app, clock } = testApp();
    const { client, email } = await registerBuyer(app);
    const before = clock.now().getTime();
    const saved = await client.put(URL, SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Notification settings updated.' });

    const read = (await client.get(URL)).json();
    expect(read.insights).toMatchObject({ active: true, status: 'MONTH' });
    expect(read.invoice).toMatchObject({ active: false });
    expect(read.system).toMatchObject({ active: true });
    expect(read.partner.active).toBe(true);
    const consentedAt = Date.parse(read.partner.consented_at);
    expect(consentedAt).toBeGreaterThanOrEqual(before);
    expect(consentedAt).toBeLessThanOrEqual(clock.now().getTime());

    const [audit] = await auditsOf(await idOf(email));
    expect(audit).toMatchObject({
      entityType: 'user',
      event: 'notifications updated',
      editorEmail: email,
      url: URL,
      oldValues: {
        insights: false,
        interval: 'WEEK',
        invoice: true,
        partner: false,
        partner_consented_at: null,
      },
      newValues: {
        insights: true,
        interval: 'MONTH',
        invoice: false,
        partner: true,
        partner_consented_at: read.partner.consented_at,
      },
    });
  });

  it('keeps the consent date while partner stays on, clears it when withdrawn, and audits nothing unchanged', async () => {
    const { app, clock } = testApp();
    const { client, email } = await registerBuyer(app);
    await client.put(URL, SETTINGS);
    const givenAt = (await client.get(URL)).json().partner.consented_at;
    clock.advance(60_000);
    await client.put(URL, SETTINGS);
    expect((await client.get(URL)).json().partner.consented_at).toBe(givenAt);
    expect(await auditsOf(await idOf(email))).toHaveLength(1);

    const withdrawn = await client.put(URL, { ...SETTINGS, partner: { active: false } });
    expect(withdrawn.statusCode).toBe(200);
    expect((await client.get(URL)).json().partner).toMatchObject({ active: false, consented_at: null });
    const [latest] = await auditsOf(await idOf(email));
    expect(latest?.oldValues).toEqual({ partner: true, partner_consented_at: givenAt });
    expect(latest?.newValues).toEqual({ partner: false, partner_consented_at: null });
  });

  it('requires the interval while insights is on, naming the field, and changes nothing', async () => {
    const { client, email } = await registerBuyer(testApp().app);
    const refused = await client.put(URL, { ...SETTINGS, insights: { active: true, status: null } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      status: 'validation_failed',
      errors: { 'insights.status': ['The insights interval field is required.'] },
    });
    const german = await client.put(
      URL,
      { ...SETTINGS, insights: { active: true } },
      {
        headers: { 'accept-language': 'de' },
      },
    );
    expect(german.json().errors['insights.status']).toEqual([
      'Das Feld Insights-Intervall ist erforderlich.',
    ]);
    const wrong = await client.put(URL, { ...SETTINGS, insights: { active: true, status: 'YEAR' } });
    expect(wrong.json().errors['insights.status']).toEqual(['The selected insights interval is invalid.']);
    expect((await client.get(URL)).json().insights).toMatchObject({ active: false, status: 'WEEK' });
    expect(await auditsOf(await idOf(email))).toEqual([]);
  });

  it('lets insights be switched off without an interval, keeping the one chosen before', async () => {
    const { client } = await registerBuyer(testApp().app);
    await client.put(URL, SETTINGS);
    const off = await client.put(URL, { ...SETTINGS, insights: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await client.get(URL)).json().insights).toMatchObject({ active: false, status: 'MONTH' });
  });

  it('refuses to switch system notifications off, and requires every flag', async () => {
    const { client } = await registerBuyer(testApp().app);
    const refused = await client.put(URL, { ...SETTINGS, system: { active: false } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'system.active': ['The system notifications must be accepted.'],
    });
    const missing = await client.put(URL, { insights: { active: false } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['invoice', 'partner', 'system']);
    expect((await client.get(URL)).json().system).toEqual({
      id: 3,
      active: true,
      status: null,
      editable: false,
    });
  });

  it('changes only the caller’s own settings, never another account’s', async () => {
    const { app, db } = testApp();
    const other = await registerBuyer(app);
    await other.client.put(URL, SETTINGS);
    const otherId = await idOf(other.email);
    const before = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, otherId));

    const { client } = await registerBuyer(app);
    await client.put(URL, { ...SETTINGS, invoice: { active: true }, partner: { active: false } });
    expect(
      await db.select().from(notificationSettings).where(eq(notificationSettings.userId, otherId)),
    ).toEqual(before);
    expect((await other.client.get(URL)).json().invoice.active).toBe(false);
  });

  it('lets a sub-user choose their own mails, but the invoice switch stays the account owner’s', async () => {
    const { app, db } = testApp();
    const ownerId = await idOf('owner@demo.test');
    const clientId = await idOf('client@demo.test');
    await db
      .insert(notificationSettings)
      .values({ userId: ownerId, typeId: NOTIFICATION_TYPES.invoice, active: true })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.typeId],
        set: { active: true },
      });
    const { client } = await loginAs(app, 'client@demo.test');
    expect((await client.get(URL)).json().invoice).toEqual({
      id: 2,
      active: true,
      status: null,
      editable: false,
    });

    const saved = await client.put(URL, { ...SETTINGS, insights: { active: true, status: 'DAY' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await client.get(URL)).json();
    expect(read.insights).toMatchObject({ active: true, status: 'DAY' });
    expect(read.invoice.active).toBe(true);
    const [ownerInvoice] = await db
      .select()
      .from(notificationSettings)
      .where(
        and(
          eq(notificationSettings.userId, ownerId),
          eq(notificationSettings.typeId, NOTIFICATION_TYPES.invoice),
        ),
      );
    expect(ownerInvoice?.active).toBe(true);
    const clientRows = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, clientId));
    expect(clientRows.map((row) => row.typeId).sort()).toEqual([1, 4]);

    const owner = await loginAs(app, 'owner@demo.test');
    expect((await owner.client.get(URL)).json().insights.active).toBe(false);
  });
});
