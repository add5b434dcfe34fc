import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, dataExports, roles, userRoles, users } from '../../src/db/schema/index';
import { registerBuyer } from '../subscriptions/buyer';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import { requestAndBuild, userIdOf } from './export-helpers';

const testApp = useTestApp();
const MINUTE_MS = 60_000;

describe('POST and GET /v1/account/data-export', () => {
  it('answers no export before one is asked for', async () => {
    const buyer = await registerBuyer(testApp().app);
    const response = await buyer.client.get('/v1/account/data-export');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ export: null });
  });

  it('answers the pending export to a second request, once recorded and audited', async () => {
    const { app, db } = testApp();
    const buyer = await registerBuyer(app);
    const first = await buyer.client.post('/v1/account/data-export');
    const second = await buyer.client.post('/v1/account/data-export', undefined, {
      headers: { 'accept-language': 'fr' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      message:
        'Vos données sont déjà en cours de préparation. Nous vous enverrons un lien de téléchargement par e-mail dès qu’elles seront prêtes.',
      export: first.json().export,
    });
    const userId = await userIdOf(app, buyer.email);
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, userId))).toHaveLength(1);
    const audits = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.event, 'data export requested'), eq(auditEntries.entityId, String(userId))));
    expect(audits).toMatchObject([
      {
        entityType: 'user',
        editorId: userId,
        accountId: userId,
        newValues: { export_id: first.json().export.id },
      },
    ]);
  });

  it('allows three exports in 24 hours, counted before any work, then 429 until the oldest is a day old', async () => {
    const { app, clock } = testApp();
    const buyer = await registerBuyer(app);
    for (let i = 0; i < 3; i += 1) {
      await requestAndBuild(app, buyer.client);
      clock.advance(4 * MINUTE_MS);
    }
    const refused = await buyer.client.post('/v1/account/data-export');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'too_many_requests',
      message: 'You can ask for your data 3 times in 24 hours. Please try again in 24 hours.',
    });
    // The first of the three was asked for 12 minutes ago.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600 - 12 * 60);
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 12 * 60 - 30);
    const userId = await userIdOf(app, buyer.email);
    expect(await testApp().db.select().from(dataExports).where(eq(dataExports.userId, userId))).toHaveLength(
      3,
    );
    // The newest export stays as it was.
    expect((await buyer.client.get('/v1/account/data-export')).json().export.status).toBe('ready');

    clock.advance(retryAfter * 1000);
    const client = (await loginAs(app, buyer.email, 'Buyer-Password-2026!')).client;
    const again = await client.post('/v1/account/data-export');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().export.status).toBe('pending');
  });

  it('needs a session, a CSRF token for the request, and the account-edit rule', async () => {
    const { app, db } = testApp();
    const anonymous = new TestClient(app);
    for (const [method, url] of [
      ['POST', '/v1/account/data-export'],
      ['GET', '/v1/account/data-export'],
      ['GET', '/v1/account/data-export/1/download?token=abc'],
    ] as const) {
      const response = await anonymous.request(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const owner = await loginAs(app, 'owner@demo.test');
    const withoutCsrf = await owner.client.post('/v1/account/data-export', undefined, { csrf: false });
    expect(withoutCsrf.statusCode).toBe(419);

    // A role without the account page (no MODULE_ACCOUNT.VIEW) may not export through it.
    const buyer = await registerBuyer(app);
    const userId = await userIdOf(app, buyer.email);
    const [role] = await db
      .insert(roles)
      .values({ name: `dashboard-only-${userId}`, title: 'Dashboard only' })
      .returning({ id: roles.id });
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    await db.insert(userRoles).values({ userId, roleId: role!.id });
    const limited = (await loginAs(app, buyer.email, 'Buyer-Password-2026!')).client;
    expect((await limited.post('/v1/account/data-export')).statusCode).toBe(403);
    expect((await limited.get('/v1/account/data-export')).statusCode).toBe(403);
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, userId))).toHaveLength(0);
  });

  it('keeps one export pending per user even when two requests race', async () => {
    const { app, db } = testApp();
    const buyer = await registerBuyer(app);
    const answers = await Promise.all([
      buyer.client.post('/v1/account/data-export'),
      buyer.client.post('/v1/account/data-export'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().export.id).toBe(answers[1]?.json().export.id);
    const userId = await userIdOf(app, buyer.email);
    const rows = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
    expect(rows).toHaveLength(1);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    expect(user).toBeDefined();
  });
});
