import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp({ env: { RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR: '4' } });
const NEW_PASSWORD = 'Another-Passw0rd!';

const change = (overrides: Record<string, string> = {}) => ({
  old_password: DEMO_PASSWORD,
  new_password: NEW_PASSWORD,
  new_password_confirmation: NEW_PASSWORD,
  ...overrides,
});

const signIn = (email: string, password: string) =>
  new TestClient(testApp().app).post('/v1/login', { email, password });

async function passwordHashOf(email: string) {
  const [row] = await testApp()
    .db.select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row?.hash;
}

describe('PUT /v1/account/password', () => {
  it('changes it, ends every other sign-in but this one, mails a notice and audits no value', async () => {
    const { app } = testApp();
    const here = await loginAs(app, 'client@demo.test');
    const elsewhere = await loginAs(app, 'client@demo.test');
    const response = await here.client.put('/v1/account/password', change());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been changed. Every other sign-in of your account has been ended.',
    });
    expect((await here.client.get('/v1/account/me')).statusCode).toBe(200);
    expect((await elsewhere.client.get('/v1/account/me')).statusCode).toBe(401);
    expect((await signIn('client@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('client@demo.test', NEW_PASSWORD)).statusCode).toBe(200);

    const [notice] = await testApp()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'client@demo.test'), eq(mailOutbox.template, 'password-changed')));
    expect(notice?.subject).toMatch(/password has been changed/);
    const [audit] = await testApp()
      .db.select()
      .from(auditEntries)
      .where(eq(auditEntries.url, '/v1/account/password'))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      event: 'updated',
      oldValues: { password: '********' },
      newValues: { password: '********' },
    });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password with wrong_password and changes nothing', async () => {
    const { client } = await loginAs(testApp().app, 'invoice@demo.test');
    const before = await passwordHashOf('invoice@demo.test');
    const response = await client.put('/v1/account/password', change({ old_password: 'Not-the-Passw0rd!' }), {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'wrong_password',
      message: 'Le mot de passe actuel est incorrect.',
    });
    expect(await passwordHashOf('invoice@demo.test')).toBe(before);
  });

  it('holds the new password to the rule and the confirmation to it, per field', async () => {
    const { client } = await loginAs(testApp().app, 'sophie.martin@demo.test');
    const english = { headers: { 'accept-language': 'en' } };
    const weak = await client.put(
      '/v1/account/password',
      { old_password: '', new_password: 'alllowercase1', new_password_confirmation: 'short' },
      english,
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({
      old_password: ['The current password field is required.'],
      new_password: [
        'The new password must contain at least one upper case letter, one lower case letter, one digit and one special character.',
      ],
      new_password_confirmation: [
        'The password confirmation must be at least 8 characters.',
        'The password confirmation does not match.',
      ],
    });
    const short = await client.put(
      '/v1/account/password',
      change({ new_password: 'Sh0rt!', new_password_confirmation: 'Sh0rt!xx' }),
      english,
    );
    expect(short.json().errors.new_password).toEqual(['The new password must be at least 10 characters.']);
    const mismatch = await client.put(
      '/v1/account/password',
      change({ new_password_confirmation: 'Different-Passw0rd!' }),
      { headers: { 'accept-language': 'de' } },
    );
    expect(mismatch.json().errors).toEqual({
      new_password_confirmation: ['Passwortbestätigung stimmt nicht überein.'],
    });
  });

  it('counts attempts per user and refuses more than the limit with 429', async () => {
    const { client } = await loginAs(testApp().app, 'owner@demo.test');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await client.put('/v1/account/password', change({ old_password: `Guess-${attempt}-Passw0rd!` })))
          .statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
  });

  it('is refused without a session', async () => {
    expect((await new TestClient(testApp().app).put('/v1/account/password', change())).statusCode).toBe(401);
  });
});
