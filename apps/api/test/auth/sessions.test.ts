import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshSessions, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

const unauthenticated = { status: 'unauthenticated', message: 'Unauthenticated.' };
const refreshFailed = { status: 'token_expired', message: 'Your token is expired, please login again!' };

describe('access tokens', () => {
  it('answers 401 Unauthenticated. without a session, with a forged token and after expiry', async () => {
    const { app, clock } = testApp();
    const anonymous = await app.inject({ method: 'GET', url: '/v1/account/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthenticated);

    const forged = await app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' },
    });
    expect(forged.json()).toEqual(unauthenticated);

    const { client } = await loginAs(app, 'owner@demo.test');
    expect((await client.get('/v1/account/me')).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    const expired = await client.get('/v1/account/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(unauthenticated);
  });

  it('takes a Bearer token and then needs no CSRF token', async () => {
    const { app } = testApp();
    const { token } = await loginAs(app, 'new@demo.test');
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/account/language',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().language).toBe('fr');
  });

  it('refuses the token of a user who was suspended or deactivated meanwhile', async () => {
    const { app, db, clock, deps } = testApp();
    for (const column of ['suspendedAt', 'deactivatedAt'] as const) {
      const { client, bearer } = await loginAs(app, 'invoice@demo.test');
      // On the app's clock: a sign-in opened after a suspension is a store-only one (decision 0044).
      await db
        .update(users)
        .set({ [column]: clock.now() })
        .where(eq(users.email, 'invoice@demo.test'));
      // Changed behind the app's back (another instance): seen once the cached sign-in expires.
      clock.advance(deps.config.AUTH_CACHE_TTL_MS);
      expect((await client.get('/v1/account/me')).json()).toEqual(unauthenticated);
      const viaBearer = await app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer });
      expect(viaBearer.statusCode).toBe(401);
      const refresh = await client.post('/v1/auth/refresh');
      expect(refresh.statusCode).toBe(401);
      await db
        .update(users)
        .set({ [column]: null })
        .where(eq(users.email, 'invoice@demo.test'));
    }
  });
});

describe('POST /v1/auth/refresh', () => {
  it('rotates: new access and refresh cookies, and the new access token works', async () => {
    const { app, clock } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const firstRefresh = client.cookie('refresh_token');
    const firstAccess = client.cookie('access_token');
    clock.advance(16 * 60_000);
    expect((await client.get('/v1/account/me')).statusCode).toBe(401);

    const response = await client.post('/v1/auth/refresh');
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBe(client.cookie('access_token'));
    expect(client.cookie('refresh_token')).not.toBe(firstRefresh);
    expect(client.cookie('access_token')).not.toBe(firstAccess);
    expect(client.cookie('authenticated')).toBe('1');
    expect((await client.get('/v1/account/me')).statusCode).toBe(200);
  });

  it('revokes every session of the user when a spent refresh token comes back', async () => {
    const { app, db, clock } = testApp();
    const victim = await loginAs(app, 'new@demo.test');
    const otherDevice = await loginAs(app, 'new@demo.test');
    const stolen = victim.client.cookie('refresh_token')!;
    expect((await victim.client.post('/v1/auth/refresh')).statusCode).toBe(200);
    // Past the grace window in which a second tab's refresh with the same cookie is still answered.
    clock.advance(31_000);

    const thief = new TestClient(app);
    thief.setCookie('refresh_token', stolen, '/v1/auth');
    const reuse = await thief.post('/v1/auth/refresh');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(refreshFailed);
    expect(thief.cookie('refresh_token')).toBeUndefined();

    // Every session of the user is gone: the rotated one and the one on the other device.
    expect((await victim.client.get('/v1/account/me')).statusCode).toBe(401);
    expect((await victim.client.post('/v1/auth/refresh')).json()).toEqual(refreshFailed);
    expect((await otherDevice.client.get('/v1/account/me')).statusCode).toBe(401);
    expect((await otherDevice.client.post('/v1/auth/refresh')).statusCode).toBe(401);

    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'new@demo.test'));
    const rows = await db.select().from(refreshSessions).where(eq(refreshSessions.userId, user!.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    // Stored hashed, never as sent.
    expect(rows.some((row) => row.tokenHash === stolen)).toBe(false);

    // Signing in again works.
    expect((await loginAs(app, 'new@demo.test')).token).toBeTruthy();
  });

  it('answers two tabs refreshing at the same moment with the same new pair, and keeps the user signed in', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const otherDevice = await loginAs(app, 'owner@demo.test');
    const headers = await client.headersFor('/v1/auth/refresh');
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        app.inject({ method: 'POST', url: '/v1/auth/refresh', headers, remoteAddress: client.ip }),
      ),
    );
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(second!.json().token).toBe(first!.json().token);
    const refreshCookie = (response: typeof first) =>
      response!.cookies.find((cookie) => cookie.name === 'refresh_token')?.value;
    expect(refreshCookie(second)).toBe(refreshCookie(first));
    expect(refreshCookie(first)).not.toBe(client.cookie('refresh_token'));

    // The browser keeps the cookies of whichever answer came last: the session goes on with them.
    client.setCookie('access_token', second!.json().token);
    client.setCookie('refresh_token', refreshCookie(second)!, '/v1/auth');
    expect((await client.get('/v1/account/me')).statusCode).toBe(200);
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);
    expect((await client.get('/v1/account/me')).statusCode).toBe(200);
    expect((await otherDevice.client.get('/v1/account/me')).statusCode).toBe(200);
  });

  it('answers a tab that refreshes with the spent cookie a few seconds later the same way', async () => {
    const { app, clock } = testApp();
    const { client } = await loginAs(app, 'new@demo.test');
    const spent = client.cookie('refresh_token')!;
    const first = await client.post('/v1/auth/refresh');
    expect(first.statusCode).toBe(200);

    clock.advance(5_000);
    const otherTab = new TestClient(app, client.ip);
    otherTab.setCookie('refresh_token', spent, '/v1/auth');
    const late = await otherTab.post('/v1/auth/refresh');
    expect(late.statusCode).toBe(200);
    expect(late.json().token).toBe(first.json().token);
    expect(otherTab.cookie('refresh_token')).toBe(client.cookie('refresh_token'));
    expect((await client.get('/v1/account/me')).statusCode).toBe(200);
    expect((await otherTab.get('/v1/account/me')).statusCode).toBe(200);
  });

  it('still takes the spent cookie for a stolen copy once the grace window is over', async () => {
    const { app, clock } = testApp();
    const { client } = await loginAs(app, 'client@demo.test');
    const spent = client.cookie('refresh_token')!;
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(200);

    clock.advance(30_001);
    const late = new TestClient(app);
    late.setCookie('refresh_token', spent, '/v1/auth');
    const reuse = await late.post('/v1/auth/refresh');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(refreshFailed);
    expect((await client.get('/v1/account/me')).statusCode).toBe(401);
    expect((await client.post('/v1/auth/refresh')).statusCode).toBe(401);
  });

  it('answers 401 without a refresh cookie, with an unknown one and with an expired one', async () => {
    const { app, clock } = testApp();
    const none = await new TestClient(app).post('/v1/auth/refresh');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 'token_not_provided', message: refreshFailed.message });

    const unknown = new TestClient(app);
    unknown.setCookie('refresh_token', 'not-a-token', '/v1/auth');
    expect((await unknown.post('/v1/auth/refresh')).json()).toEqual(refreshFailed);

    const { client } = await loginAs(app, 'owner@demo.test');
    clock.advance(31 * 24 * 60 * 60_000);
    expect((await client.post('/v1/auth/refresh')).json()).toEqual(refreshFailed);
  });

  it('answers in German for a German request', async () => {
    const { app } = testApp();
    const response = await new TestClient(app).post('/v1/auth/refresh', undefined, {
      headers: { 'accept-language': 'de' },
    });
    expect(response.json().message).toBe('Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an!');
  });
});

describe('POST /v1/logout', () => {
  it('ends the session: cookies cleared, access and refresh tokens refused', async () => {
    const { app } = testApp();
    const { client, bearer } = await loginAs(app, 'owner@demo.test');
    const refreshToken = client.cookie('refresh_token')!;
    const response = await client.post('/v1/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been signed out.' });
    const cleared = response.cookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared.sort()).toEqual(['access_token', 'authenticated', 'refresh_token']);

    const viaBearer = await app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer });
    expect(viaBearer.statusCode).toBe(401);
    const again = new TestClient(app);
    again.setCookie('refresh_token', refreshToken, '/v1/auth');
    expect((await again.post('/v1/auth/refresh')).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const { app } = testApp();
    const response = await app.inject({ method: 'POST', url: '/v1/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });
});
