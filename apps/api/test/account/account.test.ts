import { createHmac } from 'node:crypto';
import { accountSchema, PERMISSIONS } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const CHAT_IDENTITY_SECRET = 'chat-identity-secret-for-tests';
const testApp = useTestApp({ env: { CDN_URL: 'https://cdn.portal.test', CHAT_IDENTITY_SECRET } });

async function idOf(email: string): Promise<number> {
  const [row] = await testApp().db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('GET /v1/account/me', () => {
  it('returns the account of spec §3 with permissions', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const response = await client.get('/v1/account/me');
    expect(response.statusCode).toBe(200);
    const me = accountSchema.parse(response.json());
    const id = await idOf('owner@demo.test');
    expect(me).toMatchObject({
      id,
      email: 'owner@demo.test',
      firstname: 'Olivia',
      lastname: 'Owner',
      parent_id: null,
      accepted_latest_terms: true,
      currency_id: 1,
      currencySymbol: '€',
      // The billing demo: Tools and DMP running, the latest DMP debit still open.
      hasOpenPayments: true,
      hasSubscriptions: true,
      card_brand: 'visa',
      card_last_four: '4242',
      company: 'Demo Media GmbH',
      vatid: 'ATU12345675',
      billing_firstname: 'Olivia',
      billing_lastname: 'Owner',
      city: 'Vienna',
      country: 'AT',
      image: null,
      mail_server: null,
      impersonator: null,
      // Keyed with the chat service's own secret, never with the one that signs sessions.
      userHash: createHmac('sha256', CHAT_IDENTITY_SECRET).update(String(id)).digest('hex'),
    });
    expect(me.terms_accepted_at).not.toBeNull();
    expect(me.permissions).toEqual(
      [
        'AUTHENTICATED',
        'MODULE_DASHBOARD.VIEW',
        'MODULE_MARKETPLACE.VIEW',
        'MODULE_ACCOUNT_PAYMENT.VIEW',
        'INVOICES.VIEW',
        'MODULE_ACCOUNT.VIEW',
        'ACTIVITY_LOG.VIEW',
        'ELEMENTS.USE_EMAIL_VERIFICATION',
        'MODULE_TOOLS.VIEW',
        'MODULE_DMP.VIEW',
        ...PERMISSIONS.filter((p) => p.startsWith('CLIENTS')),
      ].sort(),
    );
  });

  it('shows a sub-user its parent, a staff member every permission', async () => {
    const { app } = testApp();
    const client = (await (await loginAs(app, 'client@demo.test')).client.get('/v1/account/me')).json();
    expect(client.parent_id).toBe(await idOf('owner@demo.test'));
    expect(client.permissions).toEqual([
      'ACTIVITY_LOG.VIEW',
      'AUTHENTICATED',
      'MODULE_ACCOUNT.VIEW',
      'MODULE_DASHBOARD.VIEW',
      'MODULE_TOOLS.VIEW',
    ]);
    const admin = (await (await loginAs(app, 'admin@demo.test')).client.get('/v1/account/me')).json();
    expect(admin.permissions).toEqual([...PERMISSIONS, 'AUTHENTICATED'].sort());
  });

  it('builds the image URL under the CDN user folder, and the dollar sign for USD', async () => {
    const { app, db } = testApp();
    await db
      .update(users)
      .set({
        image: 'avatar-1.png',
        currencyId: 2,
        mailServer: { host: 'smtp.example.test', username: 'u', password: 'p', port: 465, encryption: 'ssl' },
      })
      .where(eq(users.email, 'invoice@demo.test'));
    const me = (await (await loginAs(app, 'invoice@demo.test')).client.get('/v1/account/me')).json();
    expect(me.image).toBe('https://cdn.portal.test/user/avatar-1.png');
    expect(me.currencySymbol).toBe('$');
    expect(me.card_brand).toBe('invoice');
    // The mail server's password never leaves the server.
    expect(me.mail_server).toEqual({
      host: 'smtp.example.test',
      username: 'u',
      port: 465,
      encryption: 'ssl',
    });
  });
});

describe('GET /v1/account/me caching', () => {
  it('answers repeated calls from memory for a short time; no-cache forces a fresh read', async () => {
    const { app, db, clock, deps } = testApp();
    const { client } = await loginAs(app, 'client@demo.test');
    expect((await client.get('/v1/account/me')).json().firstname).toBe('Carl');
    await db.update(users).set({ firstname: 'Changed' }).where(eq(users.email, 'client@demo.test'));
    // Changed behind the app's back: the cached answer stands until it expires or a reload is forced.
    expect((await client.get('/v1/account/me')).json().firstname).toBe('Carl');
    const forced = await client.get('/v1/account/me', { headers: { 'cache-control': 'no-cache' } });
    expect(forced.json().firstname).toBe('Changed');
    await db.update(users).set({ firstname: 'Carl' }).where(eq(users.email, 'client@demo.test'));
    clock.advance(deps.config.AUTH_CACHE_TTL_MS);
    expect((await client.get('/v1/account/me')).json().firstname).toBe('Carl');
  });
});

describe('GET /v1/account/me read with the principal', () => {
  it('answers the same whether read beside the principal or on its own, for an owner and a sub-user', async () => {
    const { app, clock, deps } = testApp();
    for (const email of ['owner@demo.test', 'client@demo.test']) {
      const { client } = await loginAs(app, email);
      clock.advance(deps.config.AUTH_CACHE_TTL_MS);
      // Nothing cached: authentication reads the account in the principal's statement.
      const beside = (await client.get('/v1/account/me')).json();
      // The principal now cached, a forced reload reads the account on its own.
      const alone = (await client.get('/v1/account/me', { headers: { 'cache-control': 'no-cache' } })).json();
      expect(beside).toEqual(alone);
      // A sub-user sees the billing facts of the account it belongs to, not of its own row.
      expect(beside).toMatchObject({ hasOpenPayments: true, hasSubscriptions: true });
    }
  });
});

describe('POST /v1/account/accept-terms', () => {
  it('records the acceptance, audited', async () => {
    const { app, db, clock } = testApp();
    const { client } = await loginAs(app, 'new@demo.test');
    const before = clock.now().getTime();
    expect((await client.get('/v1/account/me')).json().accepted_latest_terms).toBe(false);
    const response = await client.post('/v1/account/accept-terms');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you for accepting the terms.' });
    const me = (await client.get('/v1/account/me')).json();
    expect(me.accepted_latest_terms).toBe(true);
    expect(Date.parse(me.terms_accepted_at)).toBeGreaterThanOrEqual(before);

    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(me.id)), eq(auditEntries.event, 'updated')))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      url: '/v1/account/accept-terms',
      editorEmail: 'new@demo.test',
      oldValues: { accepted_latest_terms: false, terms_accepted_at: null },
      newValues: { accepted_latest_terms: true },
    });
  });
});

describe('PUT /v1/account/language', () => {
  it('stores the language on the profile and answers in it from then on', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const response = await client.put('/v1/account/language', { language: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sprache aktualisiert.' });
    expect((await client.get('/v1/account/me')).json().language).toBe('de');

    // Signed in, a client that asks for no language of ours gets the profile language …
    const invalid = await client.put(
      '/v1/account/language',
      { language: 'xx' },
      { headers: { 'accept-language': 'es' } },
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      status: 'validation_failed',
      message: 'Die übermittelten Daten sind ungültig.',
      errors: { language: ['Der gewählte Wert für Sprache ist ungültig.'] },
    });
    // … and one that asks for a language gets it: the portal asks in the language its UI shows.
    const inEnglish = await client.put(
      '/v1/account/language',
      { language: 'xx' },
      { headers: { 'accept-language': 'en-US,en;q=0.9' } },
    );
    expect(inEnglish.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { language: [expect.stringMatching(/language/i)] },
    });

    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.url, '/v1/account/language'))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({ oldValues: { language: 'en' }, newValues: { language: 'de' } });
  });

  it('is refused without a session', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/account/language',
      payload: { language: 'de' },
    });
    expect(response.statusCode).toBe(401);
  });
});
