import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, mailOutbox, twoFactorRecoveryCodes } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { appCode, customerWithTwoFactor, freshCustomer, stillClock } from '../security/two-factor-support';
import { useTestApp } from '../support/test-app';
import { loginAs, type TestClient } from '../support/test-client';

const testApp = useTestApp({ env: { RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR: '3' }, clock: stillClock() });

const save = (client: TestClient, body: Record<string, unknown>, language = 'en') =>
  client.put(
    '/v1/account/profile',
    { gender: 'unspecified', language: 'en', timezone: 'Europe/Berlin', ...body },
    { headers: { 'accept-language': language } },
  );

let moves = 0;
const newAddress = () => {
  moves += 1;
  return `moved-${moves}-${Date.now()}@reauth.test`;
};

/** The user's e-mail changes waiting for confirmation, and the e-mail-change mails to either address. */
async function traceOf(user: { id: number; email: string }, address: string) {
  const { db } = testApp();
  const mails = await db
    .select({ template: mailOutbox.template })
    .from(mailOutbox)
    .where(inArray(mailOutbox.toAddress, [user.email, address]));
  return {
    pending: await db
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.cancelledAt))),
    mails: mails.map((mail) => mail.template).filter((template) => template.startsWith('email-change')),
  };
}

async function signedInCustomer() {
  const customer = await freshCustomer(testApp());
  const { client } = await loginAs(testApp().app, customer.email);
  return { ...customer, client };
}

describe('changing the e-mail address asks for the current password', () => {
  it('refuses a change without it on the field, translated, and starts nothing', async () => {
    const { client, ...user } = await signedInCustomer();
    const next = newAddress();
    const response = await save(client, { email: next }, 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'validation_failed',
      errors: {
        currentPassword: ['Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.'],
      },
    });
    expect(Object.keys(response.json().errors)).toEqual(['currentPassword']);
    expect(await traceOf(user, next)).toEqual({ pending: [], mails: [] });
  });

  it('refuses a wrong one with the password change’s words and starts nothing', async () => {
    const { client, ...user } = await signedInCustomer();
    const next = newAddress();
    const response = await save(client, { email: next, currentPassword: 'Not-the-Passw0rd!' }, 'fr');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'wrong_password',
      message: 'Le mot de passe actuel est incorrect.',
      errors: { currentPassword: ['Le mot de passe actuel est incorrect.'] },
    });
    expect(await traceOf(user, next)).toEqual({ pending: [], mails: [] });
  });

  it('starts the change with the right one, as before', async () => {
    const { client, ...user } = await signedInCustomer();
    const next = newAddress();
    const response = await save(client, { email: next, currentPassword: DEMO_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pending.email).toBe(next);
    const trace = await traceOf(user, next);
    expect(trace.pending.map((change) => change.newEmail)).toEqual([next]);
    expect(trace.mails.sort()).toEqual(['email-change-confirm', 'email-change-notice']);
  });

  it('needs nothing when the address stays (any case): gender, language and zone save as before', async () => {
    const { email, client } = await signedInCustomer();
    const response = await save(client, { email: email.toUpperCase(), gender: 'female', language: 'fr' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Votre profil a été mis à jour.', pending: null });
  });

  it('counts each password check like a password change, per user, and not the saves that need none', async () => {
    const { email, client } = await signedInCustomer();
    for (let round = 0; round < 4; round++) {
      expect((await save(client, { email })).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const guess = { email: newAddress(), currentPassword: `Guess-${attempt}-Passw0rd!` };
      statuses.push((await save(client, guess)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    const other = await signedInCustomer();
    const right = await save(other.client, { email: newAddress(), currentPassword: DEMO_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('is the holder’s alone: staff signed in as the customer, changes allowed, cannot move the address', async () => {
    const { app } = testApp();
    const customer = await freshCustomer(testApp());
    const admin = await loginAs(app, 'admin@demo.test');
    const started = await admin.client.post('/v1/login/user', {
      id: customer.id,
      reason: 'Ticket 4712',
      allow_changes: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const next = newAddress();
    const move = await save(admin.client, { email: next, currentPassword: DEMO_PASSWORD });
    expect(move.statusCode).toBe(403);
    expect(move.json()).toEqual({
      status: 'holder_only',
      message: 'Only the account holder can do this, not staff signed in as them.',
    });
    expect(await traceOf(customer, next)).toEqual({ pending: [], mails: [] });
    expect((await save(admin.client, { email: customer.email, gender: 'male' })).statusCode).toBe(200);
  });
});

describe('with two-factor sign-in on, it asks for the second factor too', () => {
  it('refuses a missing or wrong code on the field and takes the app’s current code', async () => {
    const { clock } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const { client } = user.signedIn;
    const next = newAddress();

    const missing = await save(client, { email: next, currentPassword: DEMO_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      code: [
        'Enter the code from your authenticator app, or a recovery code, to change your e-mail address.',
      ],
    });
    const both = await save(client, { email: next });
    expect(Object.keys(both.json().errors).sort()).toEqual(['code', 'currentPassword']);

    const wrong = await save(client, {
      email: next,
      currentPassword: DEMO_PASSWORD,
      code: appCode(user.secret, new Date(0)),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      status: 'invalid_two_factor_code',
      message: 'This code is not valid. Enter the current code from your authenticator app.',
      errors: { code: ['This code is not valid. Enter the current code from your authenticator app.'] },
    });
    expect(await traceOf(user, next)).toEqual({ pending: [], mails: [] });

    clock.advance(30_000);
    const right = await save(client, {
      email: next,
      currentPassword: DEMO_PASSWORD,
      code: appCode(user.secret, clock.now()),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().pending.email).toBe(next);
  });

  it('takes a recovery code once, and keeps it when the change is refused after all', async () => {
    const { db } = testApp();
    const user = await customerWithTwoFactor(testApp());
    const { client } = user.signedIn;
    const code = user.recoveryCodes[0]!;
    const unused = async () =>
      (
        await db
          .select()
          .from(twoFactorRecoveryCodes)
          .where(and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)))
      ).length;

    // An address someone has: refused after the code was checked, and the code is not spent.
    const taken = await save(client, { email: 'owner@demo.test', currentPassword: DEMO_PASSWORD, code });
    expect(taken.json().errors).toEqual({ email: ['The e-mail has already been taken.'] });
    expect(await unused()).toBe(10);

    const moved = await save(client, { email: newAddress(), currentPassword: DEMO_PASSWORD, code });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await unused()).toBe(9);
    const again = await save(client, { email: newAddress(), currentPassword: DEMO_PASSWORD, code });
    expect(again.json().status).toBe('invalid_two_factor_code');
  });
});
