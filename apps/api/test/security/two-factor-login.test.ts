import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  loginHistory,
  passwordResetTokens,
  refreshSessions,
  users,
} from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { hashOpaqueToken, newOpaqueToken } from '../../src/platform/auth/opaque-token';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import {
  appCode,
  customerWithTwoFactor,
  passwordStep,
  signInWithCode,
  stillClock,
} from './two-factor-support';

// Six free attempts per e-mail or device: one more than a challenge's five wrong codes.
const testApp = useTestApp({ env: { LOGIN_MAX_FAILURES: '6' }, clock: stillClock() });

const expired = {
  status: 'two_factor_challenge_expired',
  message: 'This sign-in has expired. Please enter your e-mail and password again.',
};

describe('POST /v1/login with two-factor sign-in on', () => {
  it('answers two_factor_required with a challenge and no session, and the code completes the sign-in', async () => {
    const { app, clock, db } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const sessionsBefore = await db.$count(refreshSessions, eq(refreshSessions.userId, user.id));
    const client = new TestClient(app);
    const first = await client.post('/v1/login', { email: user.email, password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({
      status: 'two_factor_required',
      message: 'Enter the code from your authenticator app to finish signing in.',
      data: {
        challenge: expect.any(String),
        expires_at: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
      },
    });
    expect(first.cookies).toEqual([]);
    expect(await db.$count(refreshSessions, eq(refreshSessions.userId, user.id))).toBe(sessionsBefore);
    expect((await client.get('/v1/account/me')).statusCode).toBe(401);
    // The challenge is no bearer token.
    const asBearer = await app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: `Bearer ${first.json().data.challenge}` },
    });
    expect(asBearer.statusCode).toBe(401);

    const second = await client.post('/v1/login/two-factor', {
      challenge: first.json().data.challenge,
      code: appCode(user.secret, clock.now()),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(second.cookies.map((cookie) => cookie.name).sort()).toEqual([
      'access_token',
      'authenticated',
      'known_device',
      'refresh_token',
    ]);
    expect((await client.get('/v1/account/me')).json().email).toBe(user.email);

    const [history] = await db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, user.id))
      .orderBy(desc(loginHistory.id));
    expect(history).toMatchObject({ ipAddress: client.ip, impersonatorId: null });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(user.id)), eq(auditEntries.event, 'login')))
      .orderBy(desc(auditEntries.id));
    expect(audit?.newValues).toMatchObject({ email: user.email, second_factor: 'authenticator' });

    // A challenge signs in once.
    const again = await client.post('/v1/login/two-factor', {
      challenge: first.json().data.challenge,
      code: appCode(user.secret, new Date(clock.now().getTime() + 30_000)),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(expired);
  });

  it('refuses a code already used, until the app shows the next one', async () => {
    const { clock } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const code = appCode(user.secret, clock.now());
    expect((await signInWithCode(testApp(), user, code)).response.statusCode).toBe(200);
    const replay = await signInWithCode(testApp(), user, code);
    expect(replay.response.statusCode).toBe(422);
    expect(replay.response.json()).toEqual({
      status: 'invalid_two_factor_code',
      message: 'This code is not valid. Enter the current code from your authenticator app.',
      errors: { code: ['This code is not valid. Enter the current code from your authenticator app.'] },
    });
    // The code of the step before is older than the one used: refused too.
    const older = await signInWithCode(
      testApp(),
      user,
      appCode(user.secret, new Date(clock.now().getTime() - 30_000)),
    );
    expect(older.response.statusCode).toBe(422);
    clock.advance(30_000);
    expect((await signInWithCode(testApp(), user)).response.statusCode).toBe(200);
  });

  it('signs in with a recovery code once, and not twice', async () => {
    const user = await customerWithTwoFactor(testApp());
    const [code] = user.recoveryCodes;
    const first = await signInWithCode(testApp(), user, code!.replace('-', '').toUpperCase());
    expect(first.response.statusCode, first.response.body).toBe(200);
    const status = await first.client.get('/v1/account/security/two-factor');
    expect(status.json().recovery_codes_left).toBe(9);

    const second = await signInWithCode(testApp(), user, code);
    expect(second.response.statusCode).toBe(422);
    expect(second.response.json()).toMatchObject({
      status: 'invalid_two_factor_code',
      errors: { code: ['This recovery code is not valid or has already been used.'] },
    });
  });

  it('ends a challenge after five wrong codes, and after five minutes', async () => {
    const { app, clock } = testApp();
    const user = await customerWithTwoFactor(testApp());
    // From a known browser (signed in before), so these wrong codes count on its own key.
    const client = user.signedIn.client;
    await client.post('/v1/logout');
    const challenge = await passwordStep(client, user.email);
    const statuses: number[] = [];
    for (const code of ['000000', '111111', '222222', 'aaaaa-bbbbb']) {
      statuses.push((await client.post('/v1/login/two-factor', { challenge, code })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422]);
    const fifth = await client.post('/v1/login/two-factor', { challenge, code: '333333' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({
      status: 'two_factor_challenge_expired',
      message: 'Too many wrong codes. Please enter your e-mail and password again.',
    });
    const right = await client.post('/v1/login/two-factor', {
      challenge,
      code: appCode(user.secret, clock.now()),
    });
    expect(right.json()).toEqual(expired);

    const late = new TestClient(app);
    const lateChallenge = await passwordStep(late, user.email);
    clock.advance(5 * 60_000 + 1000);
    const tooLate = await late.post('/v1/login/two-factor', {
      challenge: lateChallenge,
      code: appCode(user.secret, clock.now()),
    });
    expect(tooLate.statusCode).toBe(401);
    expect(tooLate.json()).toEqual(expired);
    expect(tooLate.cookies).toEqual([]);
  });

  it('counts every code on the login throttle before checking it: 429 as login, even for the right code', async () => {
    const { app, clock } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const client = new TestClient(app);
    const first = await passwordStep(client, user.email);
    const statuses: number[] = [];
    for (const code of ['000000', '111111', '222222', '333333', '444444']) {
      statuses.push((await client.post('/v1/login/two-factor', { challenge: first, code })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 401]);
    // The right password opens a new challenge without forgiving the wrong codes.
    const second = await passwordStep(client, user.email);
    expect(
      (await client.post('/v1/login/two-factor', { challenge: second, code: '555555' })).statusCode,
    ).toBe(422);
    const blocked = await client.post('/v1/login/two-factor', {
      challenge: second,
      code: appCode(user.secret, clock.now()),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: 'too_many_requests',
      message: 'Too many attempts. Please try again in a minute.',
    });
    expect(blocked.headers['retry-after']).toBe('60');
    const password = await new TestClient(app).post('/v1/login', {
      email: user.email,
      password: DEMO_PASSWORD,
    });
    expect(password.statusCode).toBe(429);

    // After the wait the password step does not add one of its own, and the right code gets through.
    clock.advance(60_000);
    const third = await passwordStep(client, user.email);
    const signedIn = await client.post('/v1/login/two-factor', {
      challenge: third,
      code: appCode(user.secret, clock.now()),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // … and forgives the e-mail's count: wrong codes are checked at once again.
    const fourth = await passwordStep(new TestClient(app), user.email);
    expect(
      (await new TestClient(app).post('/v1/login/two-factor', { challenge: fourth, code: '000000' }))
        .statusCode,
    ).toBe(422);
  });

  it('validates the second step: a challenge and a 6-digit code or a recovery code', async () => {
    const response = await new TestClient(testApp().app).post('/v1/login/two-factor', {
      challenge: '',
      code: '12345',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      challenge: ['The challenge field is required.'],
      code: ['The code must be 6 digits or a recovery code.'],
    });
    const unknown = await new TestClient(testApp().app).post('/v1/login/two-factor', {
      challenge: 'not-a-challenge',
      code: '123456',
    });
    expect(unknown.json()).toEqual(expired);
  });

  it('leaves staff login-as alone: no code is asked of the customer', async () => {
    const { app } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const admin = await loginAs(app, 'admin@demo.test');
    const response = await admin.client.post('/v1/login/user', { id: user.id, reason: 'Support ticket' });
    expect(response.statusCode).toBe(200);
    const me = (await admin.client.get('/v1/account/me')).json();
    expect(me).toMatchObject({ email: user.email, impersonator: { email: 'admin@demo.test' } });
  });

  it('survives a password reset: the new password still needs the code', async () => {
    const { app, clock, db } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const token = newOpaqueToken();
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(clock.now().getTime() + 3_600_000),
    });
    const password = 'Reset-Passw0rd-2026!';
    const reset = await new TestClient(app).post('/v1/resetPassword', {
      token,
      email: user.email,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await new TestClient(app).post('/v1/login', { email: user.email, password });
    expect(login.statusCode).toBe(401);
    expect(login.json().status).toBe('two_factor_required');
  });

  it('sends a suspended account with the code to the store, as a login does', async () => {
    const { db } = testApp();
    const user = await customerWithTwoFactor(testApp());
    await db.update(users).set({ suspendedAt: testApp().clock.now() }).where(eq(users.id, user.id));
    const { response } = await signInWithCode(testApp(), user);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: 'account_suspended',
      data: { token: expect.any(String) },
    });
  });
});
