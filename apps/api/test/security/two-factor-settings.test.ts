import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, twoFactorRecoveryCodes, twoFactorSecrets } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import {
  appCode,
  customerWithTwoFactor,
  freshCustomer,
  passwordStep,
  signInWithCode,
  stillClock,
} from './two-factor-support';

const testApp = useTestApp({ env: { RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR: '6' }, clock: stillClock() });
const BASE = '/v1/account/security/two-factor';

async function auditOf(userId: number, event: string) {
  const [row] = await testApp()
    .db.select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, String(userId)), eq(auditEntries.event, event as 'login')))
    .orderBy(desc(auditEntries.id));
  return row;
}

describe('turning two-factor sign-in on', () => {
  it('sets up a sealed secret with a QR code, refuses a wrong code on the field, and enables with the right one', async () => {
    const { app, clock, db } = testApp();
    const customer = await freshCustomer(testApp());
    const { client } = await loginAs(app, customer.email);
    expect((await client.get(BASE)).json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });

    const setup = await client.post(`${BASE}/setup`);
    expect(setup.statusCode).toBe(200);
    const { otpauth_url, secret, qr_svg } = setup.json();
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const plain = secret.replace(/ /g, '');
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Account Portal:${customer.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: plain,
      issuer: 'Account Portal',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qr_svg).toMatch(/^<svg [^>]*viewBox=/);

    // Sealed at rest: the row holds no trace of the secret, and a set-up is not yet "on".
    const [stored] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, customer.id));
    expect(stored?.enabledAt).toBeNull();
    expect(stored?.secretSealed).not.toContain(plain);
    expect((await client.get(BASE)).json().enabled).toBe(false);

    const wrong = await client.post(`${BASE}/enable`, { code: appCode(plain, new Date(0)) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      status: 'invalid_two_factor_code',
      message: 'This code is not valid. Enter the current code from your authenticator app.',
      errors: { code: ['This code is not valid. Enter the current code from your authenticator app.'] },
    });
    const malformed = await client.post(`${BASE}/enable`, { code: '12345a' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ code: ['The code must be 6 digits.'] });

    // The app's code of the step before still counts (clocks drift).
    const enable = await client.post(`${BASE}/enable`, {
      code: appCode(plain, new Date(clock.now().getTime() - 30_000)),
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const codes: string[] = enable.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(enable.json().message).toMatch(/^Two-factor sign-in is on\./);

    const status = (await client.get(BASE)).json();
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(new Date(status.enabled_at).getTime()).toBe(clock.now().getTime());

    // Only keyed hashes of the recovery codes are kept.
    const hashes = await db
      .select({ hash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, customer.id));
    expect(hashes).toHaveLength(10);
    for (const { hash } of hashes) expect(codes.join()).not.toContain(hash.slice(0, 10));

    const audit = await auditOf(customer.id, 'two-factor enabled');
    expect(audit).toMatchObject({
      entityType: 'user',
      editorId: customer.id,
      newValues: { two_factor_secret: '********', recovery_codes: 10 },
    });
    expect(JSON.stringify(audit)).not.toContain(plain);
    expect(JSON.stringify(audit)).not.toContain(codes[0]);

    // On is on: a new set-up would replace the app's secret behind the user's back.
    const again = await client.post(`${BASE}/setup`);
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe('invalid_state');
  });

  it('refuses to enable without a set-up, and a second set-up replaces the first secret', async () => {
    const { app, clock } = testApp();
    const customer = await freshCustomer(testApp());
    const { client } = await loginAs(app, customer.email);
    const none = await client.post(`${BASE}/enable`, { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/^Start the set-up first/);

    const first = (await client.post(`${BASE}/setup`)).json().secret;
    const second = (await client.post(`${BASE}/setup`)).json().secret;
    expect(second).not.toBe(first);
    const stale = await client.post(`${BASE}/enable`, { code: appCode(first, clock.now()) });
    expect(stale.statusCode).toBe(422);
    expect((await client.post(`${BASE}/enable`, { code: appCode(second, clock.now()) })).statusCode).toBe(
      200,
    );
  });

  it('is not for staff acting as the customer', async () => {
    const { app } = testApp();
    const customer = await freshCustomer(testApp());
    const admin = await loginAs(app, 'admin@demo.test');
    expect(
      (await admin.client.post('/v1/login/user', { id: customer.id, reason: 'Support ticket' })).statusCode,
    ).toBe(200);
    const setup = await admin.client.post(`${BASE}/setup`);
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toEqual({
      status: 'holder_only',
      message: 'Only the account holder can do this, not staff signed in as them.',
    });
    // Looking is fine: support may tell whether it is on.
    expect((await admin.client.get(BASE)).json().enabled).toBe(false);
  });

  it('answers 401 to every endpoint of the card without a session', async () => {
    const client = new TestClient(testApp().app);
    for (const [method, path] of [
      ['GET', BASE],
      ['POST', `${BASE}/setup`],
      ['POST', `${BASE}/enable`],
      ['POST', `${BASE}/disable`],
      ['POST', `${BASE}/recovery-codes`],
      ['GET', '/v1/account/security/sessions'],
      ['POST', '/v1/account/security/sessions/sign-out-others'],
      ['DELETE', '/v1/account/security/sessions/6f1c1d5e-3c1a-4f7e-9d55-5b2f5f3f7a11'],
    ] as const) {
      const response = await client.request(method, path, { payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('turning two-factor sign-in off and renewing recovery codes', () => {
  it('needs the password and a code; each refusal names its field, and off means off', async () => {
    const { clock, db } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const { client } = user.signedIn;
    const code = () => appCode(user.secret, clock.now());

    const wrongPassword = await client.post(`${BASE}/disable`, {
      password: 'Not-the-Passw0rd!',
      code: code(),
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json()).toMatchObject({
      status: 'wrong_password',
      errors: { password: ['The current password is incorrect.'] },
    });
    const wrongCode = await client.post(`${BASE}/disable`, { password: DEMO_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json()).toMatchObject({
      status: 'invalid_two_factor_code',
      errors: { code: [expect.any(String)] },
    });
    const noCode = await client.post(`${BASE}/disable`, { password: DEMO_PASSWORD, code: 'nope' });
    expect(noCode.json().errors).toEqual({ code: ['The code must be 6 digits or a recovery code.'] });
    expect((await client.get(BASE)).json().enabled).toBe(true);

    const off = await client.post(`${BASE}/disable`, { password: DEMO_PASSWORD, code: code() });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      message: 'Two-factor sign-in is off. You sign in with your password only.',
    });
    expect((await client.get(BASE)).json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const left = await db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(left).toEqual([]);
    const audit = await auditOf(user.id, 'two-factor disabled');
    expect(audit?.oldValues).toMatchObject({ two_factor_secret: '********' });
    expect(audit?.newValues).toEqual({ confirmed_with: 'authenticator' });

    // The password alone signs in again.
    const login = await new TestClient(testApp().app).post('/v1/login', {
      email: user.email,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const again = await client.post(`${BASE}/disable`, { password: DEMO_PASSWORD, code: code() });
    expect(again.statusCode).toBe(409);
  });

  it('takes a recovery code in place of the app', async () => {
    const user = await customerWithTwoFactor(testApp());
    const off = await user.signedIn.client.post(`${BASE}/disable`, {
      password: DEMO_PASSWORD,
      code: user.recoveryCodes[3]!.toUpperCase(),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await auditOf(user.id, 'two-factor disabled'))?.newValues).toEqual({
      confirmed_with: 'recovery_code',
    });
  });

  it('renews the recovery codes: the new ones work, the old ones no longer do', async () => {
    const { clock } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const { client } = user.signedIn;
    await client.post(`${BASE}/disable`, { password: DEMO_PASSWORD, code: 'abcde-fghjk' });
    const renewed = await client.post(`${BASE}/recovery-codes`, {
      password: DEMO_PASSWORD,
      code: appCode(user.secret, clock.now()),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const codes: string[] = renewed.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(user.recoveryCodes[0]);
    expect(renewed.json().message).toBe('Here are your new recovery codes. The old ones no longer work.');
    expect((await client.get(BASE)).json().recovery_codes_left).toBe(10);
    const audit = await auditOf(user.id, 'recovery codes regenerated');
    expect(audit?.newValues).toEqual({ recovery_codes: 10, confirmed_with: 'authenticator' });
    expect(JSON.stringify(audit)).not.toContain(codes[0]);

    const old = await signInWithCode(testApp(), user, user.recoveryCodes[0]);
    expect(old.response.statusCode).toBe(422);
    const fresh = await signInWithCode(testApp(), user, codes[0]);
    expect(fresh.response.statusCode, fresh.response.body).toBe(200);
  });

  it('counts password-confirmed changes per user: 429 after the limit', async () => {
    const user = await customerWithTwoFactor(testApp());
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await user.signedIn.client.post(`${BASE}/disable`, {
        password: 'Not-the-Passw0rd!',
        code: '000000',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429]);
    // The sign-in's challenge is not affected by it.
    expect(await passwordStep(new TestClient(testApp().app), user.email)).toBeTruthy();
  });
});
