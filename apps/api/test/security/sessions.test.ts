import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import { freshCustomer, stillClock } from './two-factor-support';

const testApp = useTestApp({ clock: stillClock() });
const SESSIONS = '/v1/account/security/sessions';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from a browser with that user agent; the client keeps sending it. */
async function signInWith(email: string, userAgent: string) {
  const client = new TestClient(testApp().app);
  const response = await client.post(
    '/v1/login',
    { email, password: DEMO_PASSWORD },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.statusCode, response.body).toBe(200);
  const as = { headers: { 'user-agent': userAgent } };
  return {
    client,
    token: response.json<{ token: string }>().token,
    get: (url: string) => client.get(url, as),
    post: (url: string) => client.post(url, undefined, as),
    delete: (url: string) => client.delete(url, as),
  };
}

describe('GET /v1/account/security/sessions', () => {
  it('lists each sign-in once with browser, system, IP and times, this device first', async () => {
    const { clock } = testApp();
    const { email } = await freshCustomer(testApp());
    const mac = await signInWith(email, MAC_CHROME);
    clock.advance(60_000);
    const phone = await signInWith(email, IPHONE_SAFARI);
    // A token renewal is the same sign-in, active later.
    clock.advance(60_000);
    expect((await phone.post('/v1/auth/refresh')).statusCode).toBe(200);

    const list = await phone.get(SESSIONS);
    expect(list.statusCode).toBe(200);
    const { data } = list.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS',
      device: 'mobile',
      ip_address: phone.client.ip,
      current: true,
    });
    expect(new Date(data[0].last_active_at).getTime() - new Date(data[0].signed_in_at).getTime()).toBe(
      60_000,
    );
    expect(data[1]).toMatchObject({
      browser: 'Chrome 126',
      os: 'macOS',
      device: 'desktop',
      ip_address: mac.client.ip,
      current: false,
    });
    expect(data[1].signed_in_at).toBe(data[1].last_active_at);
    expect(data[0].id).not.toBe(data[1].id);
    // Seen from the other browser, that one is this device.
    const fromMac = (await mac.get(SESSIONS)).json().data;
    expect(fromMac.map((s: { current: boolean; browser: string }) => [s.browser, s.current])).toEqual([
      ['Chrome 126', true],
      ['Safari 17', false],
    ]);
  });

  it('leaves out signed-out sessions and staff acting as the customer', async () => {
    const { app } = testApp();
    const customer = await freshCustomer(testApp());
    const own = await signInWith(customer.email, MAC_CHROME);
    const gone = await signInWith(customer.email, IPHONE_SAFARI);
    await gone.post('/v1/logout');
    const admin = await loginAs(app, 'admin@demo.test');
    expect(
      (await admin.client.post('/v1/login/user', { id: customer.id, reason: 'Support ticket' })).statusCode,
    ).toBe(200);

    const data = (await own.get(SESSIONS)).json().data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ browser: 'Chrome 126', current: true });
    // The staff member sees the customer's own sessions, none of them as "this device".
    const asStaff = (await admin.client.get(SESSIONS)).json().data;
    expect(asStaff).toEqual([expect.objectContaining({ browser: 'Chrome 126', current: false })]);
  });
});

describe('signing sessions out', () => {
  it('ends another session at once: its access token fails and its refresh token too', async () => {
    const { db } = testApp();
    const { id, email } = await freshCustomer(testApp());
    const here = await signInWith(email, MAC_CHROME);
    const there = await signInWith(email, IPHONE_SAFARI);
    // Its principal is cached now: revoking must not wait for the cache to expire.
    expect((await there.get('/v1/account/me')).statusCode).toBe(200);
    const other = (await here.get(SESSIONS)).json().data.find((s: { current: boolean }) => !s.current);

    const revoked = await here.delete(`${SESSIONS}/${other.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: 'The session has been signed out.' });
    expect((await there.get('/v1/account/me')).statusCode).toBe(401);
    const bearer = await testApp().app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: `Bearer ${there.token}` },
    });
    expect(bearer.statusCode).toBe(401);
    const refresh = await there.post('/v1/auth/refresh');
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().status).toBe('token_expired');

    expect((await here.get('/v1/account/me')).statusCode).toBe(200);
    expect((await here.get(SESSIONS)).json().data).toHaveLength(1);
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(id)), eq(auditEntries.event, 'session revoked')))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      entityType: 'user',
      editorId: id,
      oldValues: { session_id: other.id, browser: 'Safari 17', os: 'iOS', ip_address: there.client.ip },
    });
    // Once ended, it is gone.
    expect((await here.delete(`${SESSIONS}/${other.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's session and for ids that are none, and ends nothing", async () => {
    const first = await freshCustomer(testApp());
    const second = await freshCustomer(testApp());
    const mine = await signInWith(first.email, MAC_CHROME);
    const theirs = await signInWith(second.email, IPHONE_SAFARI);
    const theirId = (await theirs.get(SESSIONS)).json().data[0].id;
    for (const id of [theirId, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const response = await mine.delete(`${SESSIONS}/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().status).toBe('not_found');
    }
    expect((await theirs.get('/v1/account/me')).statusCode).toBe(200);
  });

  it('signs out every other session and keeps this one', async () => {
    const { email } = await freshCustomer(testApp());
    const here = await signInWith(email, MAC_CHROME);
    const others = [await signInWith(email, IPHONE_SAFARI), await signInWith(email, MAC_CHROME)];
    const response = await here.post(`${SESSIONS}/sign-out-others`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Every other session has been signed out.', signed_out: 2 });
    for (const other of others) expect((await other.get('/v1/account/me')).statusCode).toBe(401);
    expect((await here.get('/v1/account/me')).statusCode).toBe(200);
    expect((await here.get(SESSIONS)).json().data).toEqual([expect.objectContaining({ current: true })]);
    expect((await here.post(`${SESSIONS}/sign-out-others`)).json().signed_out).toBe(0);
  });

  it('is for signed-in users with the account rule only', async () => {
    const { app } = testApp();
    expect((await new TestClient(app).get(SESSIONS)).statusCode).toBe(401);
    // The suspended account's sign-in reaches the store only (decision 0044).
    const suspended = await new TestClient(app).post('/v1/login', {
      email: 'suspended@demo.test',
      password: DEMO_PASSWORD,
    });
    const token = suspended.json().data.token;
    const response = await app.inject({
      method: 'GET',
      url: SESSIONS,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
