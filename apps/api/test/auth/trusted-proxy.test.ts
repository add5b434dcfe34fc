import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  auditEntries,
  loginHistory,
  loginThrottles,
  refreshSessions,
  users,
} from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import type { TestApp } from '../support/test-app';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

/** By default the service trusts no proxy. (Ten failures per address, to show the limit quickly.) */
const direct = useTestApp({ env: { LOGIN_IP_MAX_FAILURES: '10' } });
/** Behind a reverse proxy at 127.0.0.1 (where app.inject's requests come from unless told otherwise). */
const behindProxy = useTestApp({ env: { TRUST_PROXY: '127.0.0.1', LOGIN_IP_MAX_FAILURES: '10' } });

const WRONG = 'Wrong-password-1!';

/** Where the latest sign-in of `email` was recorded from: login history, session and audit log. */
async function recordedAddresses({ db }: TestApp, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [history] = await db
    .select({ ip: loginHistory.ipAddress })
    .from(loginHistory)
    .where(eq(loginHistory.userId, user!.id))
    .orderBy(desc(loginHistory.id));
  const [session] = await db
    .select({ ip: refreshSessions.ipAddress })
    .from(refreshSessions)
    .where(eq(refreshSessions.userId, user!.id))
    .orderBy(desc(refreshSessions.id));
  const [audit] = await db
    .select({ ip: auditEntries.ipAddress })
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, String(user!.id)), eq(auditEntries.event, 'login')))
    .orderBy(desc(auditEntries.id));
  return { history: history?.ip, session: session?.ip, audit: audit?.ip };
}

describe('with no trusted proxy (the default)', () => {
  it('records the address the request came from, whatever X-Forwarded-For says', async () => {
    const testApp = direct();
    const client = new TestClient(testApp.app);
    const response = await client.post(
      '/v1/login',
      { email: 'new@demo.test', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-for': '198.51.100.23' } },
    );
    expect(response.statusCode).toBe(200);
    expect(await recordedAddresses(testApp, 'new@demo.test')).toEqual({
      history: client.ip,
      session: client.ip,
      audit: client.ip,
    });
  });

  it('keeps counting failed logins per real address when X-Forwarded-For changes every time', async () => {
    const { app, db } = direct();
    const attacker = new TestClient(app);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await attacker.post(
        '/v1/login',
        { email: `guess${attempt}@demo.test`, password: WRONG },
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await attacker.post(
      '/v1/login',
      { email: 'owner@demo.test', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-for': '198.51.100.99' } },
    );
    expect(locked.statusCode).toBe(429);
    const counted = await db
      .select({ scope: loginThrottles.scope, key: loginThrottles.key })
      .from(loginThrottles);
    expect(counted.some((row) => row.scope === 'ip' && row.key.startsWith('198.51.100.'))).toBe(false);
  });

  it('does not take X-Forwarded-Proto from a client for https', async () => {
    const { app } = direct();
    const response = await new TestClient(app).post(
      '/v1/login',
      { email: 'owner@demo.test', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(200);
    for (const cookie of response.cookies) expect(cookie.secure).toBeFalsy();
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('records the client address the proxy forwards', async () => {
    const testApp = behindProxy();
    const viaProxy = new TestClient(testApp.app, '127.0.0.1');
    const response = await viaProxy.post(
      '/v1/login',
      { email: 'invoice@demo.test', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(200);
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
    expect(await recordedAddresses(testApp, 'invoice@demo.test')).toEqual({
      history: '203.0.113.7',
      session: '203.0.113.7',
      audit: '203.0.113.7',
    });
  });

  it('ignores the header from anyone else', async () => {
    const testApp = behindProxy();
    const client = new TestClient(testApp.app);
    await client.post(
      '/v1/login',
      { email: 'client@demo.test', password: DEMO_PASSWORD },
      { headers: { 'x-forwarded-for': '203.0.113.8' } },
    );
    expect((await recordedAddresses(testApp, 'client@demo.test')).history).toBe(client.ip);
  });

  it('counts failed logins per forwarded client address', async () => {
    const { app } = behindProxy();
    const viaProxy = new TestClient(app, '127.0.0.1');
    const attempt = (forwardedFor: string, email: string, password: string) =>
      viaProxy.post('/v1/login', { email, password }, { headers: { 'x-forwarded-for': forwardedFor } });
    for (let n = 1; n <= 10; n++) {
      expect((await attempt('203.0.113.50', `nobody${n}@demo.test`, WRONG)).statusCode).toBe(401);
    }
    expect((await attempt('203.0.113.50', 'owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    // Other clients behind the same proxy are not locked out with it.
    expect((await attempt('203.0.113.51', 'owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes addresses and CIDRs, and refuses settings that would trust every client', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    for (const value of ['true', '1', '*', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
