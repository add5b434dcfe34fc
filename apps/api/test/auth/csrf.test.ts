import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const PAGE = '<html><head><meta name="csrf-token" content="" /></head><body></body></html>';

const testApp = useTestApp({
  // The built index.html may not exist in a test run: render the same transforms on a stand-in page.
  beforeReady: (app) =>
    app.get('/test-page', { config: { public: true } }, (request, reply) =>
      reply
        .type('text/html')
        .send(app.pageTransforms.reduce((html, transform) => transform(html, request, reply), PAGE)),
    ),
});

async function languageOf(email: string): Promise<string | undefined> {
  const [row] = await testApp()
    .db.select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row?.language;
}

describe('CSRF protection of cookie sessions', () => {
  it('puts a token in the page meta tag that matches the CSRF cookie it sets', async () => {
    const { app } = testApp();
    const client = new TestClient(app);
    const page = await client.get('/test-page');
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toMatch(/^[\w-]{43}$/);
    const secretCookie = page.cookies.find((c) => c.name === 'csrf_secret');
    expect(secretCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The same browser asking the API gets the same token; the page does not change the secret again.
    expect((await client.get('/v1/csrf-token')).json()).toEqual({ token });
    const again = await client.get('/test-page');
    expect(again.cookies).toEqual([]);
    expect(again.body).toContain(`content="${token}"`);
  });

  it('refuses a cookie request without the token with 419 and changes nothing', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const response = await client.put('/v1/account/language', { language: 'de' }, { csrf: false });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({
      status: 'csrf_mismatch',
      message: 'Your session security token is missing or has expired. Please reload the page and try again.',
    });
    expect(await languageOf('owner@demo.test')).toBe('en');
  });

  it('refuses a wrong token, and a token of another browser', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const other = new TestClient(app);
    const othersToken = await other.csrfToken();
    for (const token of ['nonsense', othersToken]) {
      const response = await client.put(
        '/v1/account/language',
        { language: 'de' },
        { csrf: false, headers: { 'x-csrf-token': token } },
      );
      expect(response.statusCode).toBe(419);
    }
    expect(await languageOf('owner@demo.test')).toBe('en');
  });

  it('refuses a cookie request without X-Requested-With with 403 and changes nothing', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const response = await client.put('/v1/account/language', { language: 'de' }, { xhr: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'xhr_required',
      message: 'This request must be sent by the portal (X-Requested-With: XMLHttpRequest).',
    });
    expect(await languageOf('owner@demo.test')).toBe('en');
  });

  it('also guards cookie requests that carry only the CSRF cookie (a login form on another site)', async () => {
    const { app } = testApp();
    const client = new TestClient(app);
    await client.get('/test-page');
    const response = await client.post(
      '/v1/login',
      { email: 'owner@demo.test', password: 'whatever' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(419);
  });

  it('accepts the page token with the XHR header', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'new@demo.test');
    const response = await client.put('/v1/account/language', { language: 'de' });
    expect(response.statusCode).toBe(200);
    expect(await languageOf('new@demo.test')).toBe('de');
  });

  it('exempts Bearer requests and requests without cookies', async () => {
    const { app } = testApp();
    const { token } = await loginAs(app, 'invoice@demo.test');
    const bearer = await app.inject({
      method: 'POST',
      url: '/v1/account/accept-terms',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    const noCookies = await app.inject({
      method: 'POST',
      url: '/v1/forgotPassword',
      payload: { email: 'nobody@demo.test' },
    });
    expect(noCookies.statusCode).toBe(200);
  });
});
