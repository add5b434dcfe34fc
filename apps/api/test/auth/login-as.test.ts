import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  loginHistory,
  refreshSessions,
  roles,
  userRoles,
  users,
} from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { db } = testApp();
  for (const row of await db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
  // A second staff member and a deactivated customer, only in this file's database.
  const [staff] = await db
    .insert(users)
    .values({ email: 'staff2@demo.test', passwordHash: 'x', firstname: 'Sue', lastname: 'Staff' })
    .returning({ id: users.id });
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
  await db.insert(userRoles).values({ userId: staff!.id, roleId: admin!.id });
  ids['staff2@demo.test'] = staff!.id;
  const [gone] = await db
    .insert(users)
    .values({
      email: 'gone@demo.test',
      passwordHash: 'x',
      firstname: 'Gus',
      lastname: 'Gone',
      deactivatedAt: new Date(),
    })
    .returning({ id: users.id });
  ids['gone@demo.test'] = gone!.id;
});

describe('POST /v1/login/user (login as)', () => {
  it('lets staff continue as a customer, audited with who, whom and why, and come back', async () => {
    const { app, db } = testApp();
    const admin = await loginAs(app, 'admin@demo.test');
    const response = await admin.client.post('/v1/login/user', {
      id: ids['owner@demo.test'],
      reason: 'Ticket 4711',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeTruthy();

    const me = (await admin.client.get('/v1/account/me')).json();
    expect(me.email).toBe('owner@demo.test');
    expect(me.impersonator).toEqual({
      id: ids['admin@demo.test'],
      email: 'admin@demo.test',
      until: expect.any(String),
      changes_allowed: false,
    });
    // Time-boxed: LOGIN_AS_MINUTES (60) from now.
    const left = new Date(me.impersonator.until).getTime() - testApp().clock.now().getTime();
    expect(left).toBeGreaterThan(59 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
    expect(me.permissions).not.toContain('MODULE_ADMIN.VIEW');

    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.event, 'loginAs'))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      entityType: 'login',
      entityId: String(ids['owner@demo.test']),
      editorId: ids['admin@demo.test'],
      editorEmail: 'admin@demo.test',
      accountId: ids['owner@demo.test'],
      newValues: {
        user_id: ids['owner@demo.test'],
        email: 'owner@demo.test',
        impersonator_id: ids['admin@demo.test'],
        reason: 'Ticket 4711',
      },
    });
    const [history] = await db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, ids['owner@demo.test']!))
      .orderBy(desc(loginHistory.id));
    expect(history?.impersonatorId).toBe(ids['admin@demo.test']);

    // The impersonated session survives a refresh with its impersonator.
    expect((await admin.client.post('/v1/auth/refresh')).statusCode).toBe(200);
    expect((await admin.client.get('/v1/account/me')).json().impersonator?.email).toBe('admin@demo.test');

    // The customer's rights do not include signing in as anyone else.
    const nested = await admin.client.post('/v1/login/user', {
      id: ids['new@demo.test'],
      reason: 'Support ticket',
    });
    expect(nested.statusCode).toBe(403);

    const back = await admin.client.post('/v1/login/return');
    expect(back.statusCode).toBe(200);
    const staffAgain = (await admin.client.get('/v1/account/me')).json();
    expect(staffAgain).toMatchObject({ email: 'admin@demo.test', impersonator: null });
  });

  it('ends the staff member own cookie session when switching, and the customer session when returning', async () => {
    const { app } = testApp();
    const admin = await loginAs(app, 'admin@demo.test');
    const staffCookie = admin.client.cookie('access_token')!;
    await admin.client.post('/v1/login/user', { id: ids['new@demo.test'], reason: 'Support ticket' });
    const customerCookie = admin.client.cookie('access_token')!;
    const meWith = (cookie: string) =>
      app.inject({ method: 'GET', url: '/v1/account/me', headers: { cookie: `access_token=${cookie}` } });
    expect((await meWith(staffCookie)).statusCode).toBe(401);
    await admin.client.post('/v1/login/return');
    expect((await meWith(customerCookie)).statusCode).toBe(401);
  });

  it('works with a Bearer token and leaves that token valid', async () => {
    const { app } = testApp();
    const { bearer } = await loginAs(app, 'admin@demo.test');
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login/user',
      headers: bearer,
      payload: { id: ids['client@demo.test'], reason: 'Support ticket' },
    });
    expect(response.statusCode).toBe(200);
    const asClient = await app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(asClient.json()).toMatchObject({ email: 'client@demo.test', parent_id: ids['owner@demo.test'] });
    const stillStaff = await app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer });
    expect(stillStaff.json().email).toBe('admin@demo.test');
  });

  it('refuses the refusals: self, staff, suspended, deactivated, unknown', async () => {
    const { app } = testApp();
    const admin = await loginAs(app, 'admin@demo.test');
    const attempt = (id: unknown) => admin.client.post('/v1/login/user', { id, reason: 'Support ticket' });

    const self = await attempt(ids['admin@demo.test']);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      status: 'validation_failed',
      message: 'You are already signed in as this user.',
      errors: { id: ['You are already signed in as this user.'] },
    });

    const staff = await attempt(ids['staff2@demo.test']);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({
      status: 'forbidden',
      message: 'You cannot sign in as another staff member.',
    });

    const suspended = await attempt(ids['suspended@demo.test']);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().status).toBe('account_suspended');

    const deactivated = await attempt(ids['gone@demo.test']);
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json().status).toBe('account_deactivated');

    const unknown = await attempt(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'user_not_found', message: 'The user was not found.' });

    const invalid = await attempt('abc');
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['id']);

    // The refusals left the staff session as it was.
    expect((await admin.client.get('/v1/account/me')).json().email).toBe('admin@demo.test');
  });

  it('is refused to customers, and to anyone without a session', async () => {
    const { app, db } = testApp();
    const owner = await loginAs(app, 'owner@demo.test');
    const response = await owner.client.post('/v1/login/user', {
      id: ids['new@demo.test'],
      reason: 'Support ticket',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have the required permissions to access this view.');
    const anonymous = await app.inject({ method: 'POST', url: '/v1/login/user', payload: { id: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const audits = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.event, 'loginAs'), eq(auditEntries.editorId, ids['owner@demo.test']!)));
    expect(audits).toEqual([]);
  });
});

describe('POST /v1/login/return', () => {
  it('answers 422 when the session is not a login-as session', async () => {
    const { app } = testApp();
    const owner = await loginAs(app, 'owner@demo.test');
    const response = await owner.client.post('/v1/login/return');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'You are not signed in as another user.' });
  });
});

describe('who acts for a user comes from the session, not from the token', () => {
  /** The customer's own token, re-signed with an impersonator claim (as with a leaked signing key). */
  async function withImpersonatorClaim(token: string, impersonatorId: number): Promise<string> {
    const { deps } = testApp();
    const claims = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sid: claims.sid, imp: impersonatorId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(deps.config.JWT_SECRET));
  }

  it('refuses a customer token that claims an impersonator its session does not have', async () => {
    const { app, db } = testApp();
    const owner = await loginAs(app, 'new@demo.test');
    // The customer's sign-in is known and cached before the forged token arrives.
    expect(
      (await app.inject({ method: 'GET', url: '/v1/account/me', headers: owner.bearer })).statusCode,
    ).toBe(200);
    const forged = await withImpersonatorClaim(owner.token, ids['admin@demo.test']!);
    const bearer = { authorization: `Bearer ${forged}` };

    const back = await app.inject({ method: 'POST', url: '/v1/login/return', headers: bearer });
    expect(back.statusCode).toBe(401);
    expect(back.json()).toEqual({ status: 'unauthenticated', message: 'Unauthenticated.' });
    expect(back.cookies).toEqual([]);
    const me = await app.inject({ method: 'GET', url: '/v1/account/me', headers: bearer });
    expect(me.statusCode).toBe(401);

    // No session of the admin was opened.
    const adminSessions = await db
      .select({ id: refreshSessions.id })
      .from(refreshSessions)
      .where(
        and(
          eq(refreshSessions.userId, ids['admin@demo.test']!),
          eq(refreshSessions.ipAddress, owner.client.ip),
        ),
      );
    expect(adminSessions).toEqual([]);
    // The customer's own token still works.
    expect(
      (await app.inject({ method: 'GET', url: '/v1/account/me', headers: owner.bearer })).json().email,
    ).toBe('new@demo.test');
  });

  it('refuses a login-as token whose impersonator claim was changed to another staff member', async () => {
    const { app } = testApp();
    const { bearer } = await loginAs(app, 'admin@demo.test');
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login/user',
      headers: bearer,
      payload: { id: ids['owner@demo.test'], reason: 'Support ticket' },
    });
    const forged = await withImpersonatorClaim(response.json().token, ids['staff2@demo.test']!);
    const back = await app.inject({
      method: 'POST',
      url: '/v1/login/return',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(back.statusCode).toBe(401);
    const genuine = await app.inject({
      method: 'POST',
      url: '/v1/login/return',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(genuine.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: `Bearer ${genuine.json().token}` },
    });
    expect(me.json()).toMatchObject({ email: 'admin@demo.test', impersonator: null });
  });
});
