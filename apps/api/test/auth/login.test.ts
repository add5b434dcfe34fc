import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, loginHistory, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

// The https test arrives through a proxy at 127.0.0.1; every other client has its own address.
const testApp = useTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
const login = (client: TestClient, email: string, password: string, language = 'en') =>
  client.post('/v1/login', { email, password }, { headers: { 'accept-language': language } });

describe('POST /v1/login', () => {
  it('signs in: token in the body, httpOnly session cookies and a readable flag', async () => {
    const { app } = testApp();
    const client = new TestClient(app);
    const response = await login(client, 'owner@demo.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.access_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1/auth' });
    expect(cookies.authenticated).toMatchObject({ value: '1', path: '/' });
    expect(cookies.authenticated?.httpOnly).toBeFalsy();
    expect(cookies.access_token?.secure).toBeFalsy();

    const me = await client.get('/v1/account/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('owner@demo.test');
  });

  it('marks the cookies Secure when the request came over https', async () => {
    const { app } = testApp();
    const client = new TestClient(app, '127.0.0.1');
    const response = await client.post(
      '/v1/login',
      { email: 'owner@demo.test', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(200);
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
  });

  it('accepts the e-mail in any case', async () => {
    const { app } = testApp();
    const response = await login(new TestClient(app), 'Owner@Demo.TEST', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('records the sign-in in the login history and the audit log', async () => {
    const { app, db } = testApp();
    const client = new TestClient(app);
    await login(client, 'new@demo.test', DEMO_PASSWORD);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'new@demo.test'));
    const history = await db.select().from(loginHistory).where(eq(loginHistory.userId, user!.id));
    expect(history.at(-1)).toMatchObject({ ipAddress: client.ip, impersonatorId: null });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(user!.id)), eq(auditEntries.event, 'login')))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      entityType: 'login',
      editorId: user!.id,
      editorEmail: 'new@demo.test',
      url: '/v1/login',
      ipAddress: client.ip,
    });
  });

  it('answers field errors naming the field, in the language asked for', async () => {
    const { app } = testApp();
    const en = await login(new TestClient(app), 'not-an-email', '', 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: {
        email: ['The e-mail must be a valid e-mail address.'],
        password: ['The password field is required.'],
      },
    });
    const de = await login(new TestClient(app), '', '', 'de-AT,de;q=0.9');
    expect(de.statusCode).toBe(422);
    expect(de.json().message).toBe('Die übermittelten Daten sind ungültig.');
    expect(de.json().errors).toEqual({
      email: ['Das Feld E-Mail ist erforderlich.'],
      password: ['Das Feld Passwort ist erforderlich.'],
    });
  });

  it('refuses a wrong password and an unknown e-mail alike with invalid_credentials', async () => {
    const { app } = testApp();
    for (const [email, password] of [
      ['owner@demo.test', 'Wrong-password-1!'],
      ['nobody@demo.test', DEMO_PASSWORD],
    ] as const) {
      const client = new TestClient(app);
      const response = await login(client, email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'invalid_credentials',
        message: 'These credentials do not match our records.',
      });
      expect(response.cookies).toEqual([]);
    }
    const de = await login(new TestClient(app), 'owner@demo.test', 'nope', 'de');
    expect(de.json().message).toBe('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
  });

  it('answers a suspended account with account_suspended and a sign-in to the store only', async () => {
    const { app } = testApp();
    const client = new TestClient(app);
    const response = await login(client, 'suspended@demo.test', DEMO_PASSWORD, 'de');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'account_suspended',
      message: 'Ihr Konto wurde gesperrt. Bitte wenden Sie sich an den Support.',
      data: { token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
    });
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['access_token', 'authenticated', 'refresh_token']),
    );

    // The Tools store is open to it, and nothing else: no billing, no changes.
    const me = await client.get('/v1/account/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().permissions).toEqual(['AUTHENTICATED', 'MODULE_MARKETPLACE.VIEW']);
    expect((await client.get('/v1/plan/tools')).statusCode).toBe(200);
    expect((await client.get('/v1/subscription/all')).statusCode).toBe(403);
    expect((await client.get('/v1/invoice/all')).statusCode).toBe(403);
    const purchase = await client.post('/v1/subscription/upgrade', {
      plan: 'tools-enterprise-month-eur',
      productId: 1,
      interval: 'month',
      quantity: 1,
    });
    expect(purchase.statusCode).toBe(403);
    expect(purchase.json()).toMatchObject({ status: 'account_suspended' });
    const terms = await client.post('/v1/account/accept-terms');
    expect(terms.json()).toMatchObject({ status: 'account_suspended' });
    expect((await client.post('/v1/logout')).statusCode).toBe(200);
    expect((await client.get('/v1/account/me')).statusCode).toBe(401);
  });

  it('refuses a deactivated account with account_deactivated and opens no session', async () => {
    const { app } = testApp();
    for (const [language, message] of [
      ['en', 'Your account has been deactivated. Please contact support.'],
      ['fr', 'Votre compte a été désactivé. Veuillez contacter le support.'],
    ] as const) {
      const response = await login(new TestClient(app), 'deactivated@demo.test', DEMO_PASSWORD, language);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'account_deactivated', message });
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses a suspended account only after a correct password', async () => {
    const { app } = testApp();
    const response = await login(new TestClient(app), 'suspended@demo.test', 'Wrong-password-1!');
    expect(response.json().status).toBe('invalid_credentials');
  });
});
