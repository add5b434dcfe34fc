import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  refreshSessions,
  rolePermissions,
  roles,
  subscriptions,
  userRoles,
  users,
} from '../../src/db/schema/index';
import { registerBuyer, signInAgain } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

const DELETE = { confirmed: true, reason: 'not_using', comment: 'Thanks for everything.' };

async function userByEmail(email: string) {
  const [row] = await testApp().db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('GET /v1/account/delete/preview', () => {
  it('shows an account holder what ends, stays payable, goes and is kept, before anything changes', async () => {
    const { app, clock } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const before = clock.now().getTime();
    const response = await client.get('/v1/account/delete/preview');
    const after = clock.now().getTime();
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ scope: 'account', email: 'owner@demo.test' });

    const products = preview.subscriptions.map((s: { product: string }) => s.product);
    expect(products).toEqual(expect.arrayContaining(['Tools Enterprise', 'DMP Enterprise']));
    for (const subscription of preview.subscriptions) {
      // Ends at once (no further charge); what was paid runs until the period's end and is not refunded.
      const endsAt = new Date(subscription.endsAt).getTime();
      expect(endsAt).toBeGreaterThanOrEqual(before);
      expect(endsAt).toBeLessThanOrEqual(after);
      expect(new Date(subscription.paidUntil).getTime()).toBeGreaterThan(0);
    }

    expect(preview.openInvoices.length).toBeGreaterThan(0);
    for (const invoice of preview.openInvoices) {
      expect(invoice).toEqual({
        id: expect.any(Number),
        number: expect.stringMatching(/\S/),
        amount: expect.any(Number),
        currency: expect.stringMatching(/^(eur|usd)$/),
        dueAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(invoice.amount).toBeGreaterThan(0);
    }

    expect(preview.subUsers).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'client@demo.test' })]),
    );
    expect(preview.keptRecords.years).toBe(10);
    expect(preview.keptRecords.invoices).toBeGreaterThan(0);
    expect(preview.keptRecords.creditNotes).toBeGreaterThan(0);

    // Reading the preview changes nothing.
    const owner = await userByEmail('owner@demo.test');
    expect(owner?.deletionRequestedAt).toBeNull();
    const live = await testApp()
      .db.select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, owner!.id), eq(subscriptions.status, 'active')));
    expect(live.length).toBeGreaterThan(0);
  });

  it('shows a sub-user that only they go', async () => {
    const { client } = await loginAs(testApp().app, 'client@demo.test');
    const response = await client.get('/v1/account/delete/preview');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      scope: 'user',
      email: 'client@demo.test',
      subscriptions: [],
      openInvoices: [],
      subUsers: [],
      keptRecords: { invoices: 0, creditNotes: 0, years: 10 },
    });
  });

  it('answers 401 without a sign-in', async () => {
    const client = new TestClient(testApp().app);
    expect((await client.get('/v1/account/delete/preview')).statusCode).toBe(401);
    expect((await client.post('/v1/account/delete', DELETE)).statusCode).toBe(401);
  });
});

describe('POST /v1/account/delete', () => {
  it('refuses each field that breaks its rule, translated and naming the field, and changes nothing', async () => {
    const { app } = testApp();
    const { client, email } = await registerBuyer(app);
    const german = { headers: { 'accept-language': 'de' } };
    const invalid = await client.post(
      '/v1/account/delete',
      { confirmed: 'yes', reason: 'bored', comment: 'x'.repeat(1001) },
      german,
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      status: 'validation_failed',
      errors: {
        confirmed: ['Kontolöschung: Bestätigung erforderlich.'],
        reason: ['Der gewählte Wert für Grund ist ungültig.'],
        comment: ['Kommentar darf höchstens 1000 Zeichen lang sein.'],
      },
    });

    const missing = await client.post('/v1/account/delete', {}, { headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      confirmed: ['The account deletion must be confirmed.'],
      reason: ['The selected reason is invalid.'],
    });

    // A comment may be left out; the confirmation may not be false.
    const unconfirmed = await client.post('/v1/account/delete', { confirmed: false, reason: 'other' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(Object.keys(unconfirmed.json().errors)).toEqual(['confirmed']);

    expect((await userByEmail(email))?.deletionRequestedAt).toBeNull();
    expect((await client.get('/v1/account/me')).statusCode).toBe(200);
  });

  it('needs the account edit rule', async () => {
    const { app, db } = testApp();
    const { email } = await registerBuyer(app);
    const user = await userByEmail(email);
    const [role] = await db
      .insert(roles)
      .values({ name: `dashboard-only-${user!.id}`, title: 'Dashboard only' })
      .returning();
    await db.insert(rolePermissions).values({ roleId: role!.id, permission: 'MODULE_DASHBOARD.VIEW' });
    await db.delete(userRoles).where(eq(userRoles.userId, user!.id));
    await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    const client = await signInAgain(app, email);
    expect((await client.get('/v1/account/delete/preview')).statusCode).toBe(403);
    expect((await client.post('/v1/account/delete', DELETE)).statusCode).toBe(403);
    expect((await userByEmail(email))?.deletionRequestedAt).toBeNull();
  });

  it('is refused to staff acting as the customer, and to staff accounts themselves', async () => {
    const { app } = testApp();
    const { email } = await registerBuyer(app);
    const customer = await userByEmail(email);
    const admin = await loginAs(app, 'admin@demo.test');
    const own = await admin.client.post('/v1/account/delete', DELETE);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Staff accounts are removed by an administrator, not from this page.');

    expect(
      (await admin.client.post('/v1/login/user', { id: customer!.id, reason: 'Support ticket' })).statusCode,
    ).toBe(200);
    const actingAs = await admin.client.post('/v1/account/delete', DELETE);
    expect(actingAs.statusCode).toBe(403);
    expect(actingAs.json()).toEqual({
      status: 'holder_only',
      message: 'Only the account holder can do this, not staff signed in as them.',
    });
    expect((await userByEmail(email))?.deletionRequestedAt).toBeNull();
  });

  it('marks the account, signs it out everywhere, audits the reason and queues one job', async () => {
    const { app, db } = testApp();
    const { client, email } = await registerBuyer(app);
    const elsewhere = await signInAgain(app, email);
    const response = await client.post('/v1/account/delete', DELETE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/being deleted/);

    const user = await userByEmail(email);
    expect(user?.deletionRequestedAt).toBeInstanceOf(Date);
    expect(user?.deactivatedAt).toBeInstanceOf(Date);
    // Both sign-ins are over, and a new one is refused.
    expect((await client.get('/v1/account/me')).statusCode).toBe(401);
    expect((await elsewhere.get('/v1/account/me')).statusCode).toBe(401);
    const live = await db
      .select()
      .from(refreshSessions)
      .where(and(eq(refreshSessions.userId, user!.id)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    const again = await new TestClient(app).post('/v1/login', { email, password: 'Buyer-Password-2026!' });
    expect(again.statusCode).toBe(403);

    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityId, String(user!.id)),
          eq(auditEntries.event, 'account deletion job created'),
        ),
      );
    expect(audit).toMatchObject({
      entityType: 'user',
      editorId: user!.id,
      accountId: user!.id,
      url: '/v1/account/delete',
      newValues: { scope: 'account', reason: 'not_using', comment: 'Thanks for everything.' },
    });
    // pg-boss's own table: one deletion job for the user, in the transaction of the request.
    const jobs = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'account.delete' and data->>'userId' = ${String(user!.id)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(1);
  });

  it('lets a sub-user delete only themselves: the holder, subscriptions and billing stay', async () => {
    const { app, db, deps } = testApp();
    const owner = await userByEmail('owner@demo.test');
    const liveBefore = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, owner!.id), eq(subscriptions.status, 'active')));
    const holder = await loginAs(app, 'owner@demo.test');
    const { client } = await loginAs(app, 'client@demo.test');
    const response = await client.post('/v1/account/delete', { confirmed: true, reason: 'other' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your user has been deleted. You have been signed out.');
    await deps.jobs.drain();

    expect(await userByEmail('client@demo.test')).toBeUndefined();
    const ownerAfter = await userByEmail('owner@demo.test');
    expect(ownerAfter).toMatchObject({ deletionRequestedAt: null, deactivatedAt: null, deletedAt: null });
    const liveAfter = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, owner!.id), eq(subscriptions.status, 'active')));
    expect(liveAfter.map((s) => s.id)).toEqual(liveBefore.map((s) => s.id));
    expect((await holder.client.get('/v1/account/me')).statusCode).toBe(200);
    const [deleted] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.event, 'account deleted'), eq(auditEntries.accountId, owner!.id)));
    expect(deleted?.entityType).toBe('user');
    expect(JSON.stringify(deleted)).not.toContain('client@demo.test');
  });
});
