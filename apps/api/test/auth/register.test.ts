import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { startLocalSmtpServer } from '../mail/local-smtp-server';
import { receivedToken } from '../mail/received-link';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

// Mails reach the recipient through the transport only (decisions 0026, 0027).
const smtp = await startLocalSmtpServer();
const testApp = useTestApp({ env: { SMTP_URL: smtp.url } });
afterAll(() => smtp.close());

const valid = {
  email: 'fresh@example.test',
  firstname: 'Fiona',
  lastname: 'Fresh',
  password: 'Sturdy-Passw0rd!',
  password_confirmation: 'Sturdy-Passw0rd!',
  language: 'de',
  plan: 'enterprise',
};

const CHECK_INBOX =
  'Thank you. Please check your inbox: we have sent a mail to this address to finish the registration.';

const register = (body: Record<string, unknown>, language = 'en') =>
  new TestClient(testApp().app).post('/v1/register', body, { headers: { 'accept-language': language } });

const confirm = (email: string, token: string) =>
  new TestClient(testApp().app).post('/v1/register/confirm', { email, token });

const signIn = (email: string, password: string) =>
  new TestClient(testApp().app).post('/v1/login', { email, password });

/** The confirmation token the new account's inbox received. */
async function mailedToken(email: string): Promise<string> {
  await testApp().deps.jobs.drain();
  return receivedToken(smtp, email, 'confirm-email');
}

/** What a client can tell apart in two answers, leaving out only the time of day. */
function visible(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

describe('POST /v1/register', () => {
  it('creates an account owner who signs in once the mailed link confirmed the address', async () => {
    const { app, db } = testApp();
    const client = new TestClient(app);
    const response = await client.post('/v1/register', valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CHECK_INBOX });
    expect(response.cookies).toEqual([]);

    const early = await signIn(valid.email, valid.password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      status: 'email_not_confirmed',
      message:
        'Please confirm your e-mail address first: follow the link in the mail we sent you when you registered.',
    });
    expect(early.cookies).toEqual([]);

    const token = await mailedToken(valid.email);
    const [stored] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, valid.email));
    expect(stored).toMatchObject({ template: 'confirm-email', language: 'de', status: 'sent' });
    expect(stored?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Account Portal');
    expect(stored?.text).toContain('/confirm-email?token=[token-removed]&email=fresh%40example.test');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await confirm(valid.email, '[token-removed]')).json().status).toBe('invalid_token');
    expect((await confirm('owner@demo.test', token)).json().status).toBe('invalid_token');

    const confirmed = await confirm(valid.email, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your e-mail address is confirmed. You can sign in now.' });
    // The link works once.
    const again = await confirm(valid.email, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      status: 'invalid_token',
      errors: {
        token: [
          'This confirmation link is invalid, has expired or was already used. If you cannot sign in yet, ask for a password reset: its link confirms your address as well.',
        ],
      },
    });

    const login = await client.post('/v1/login', { email: valid.email, password: valid.password });
    expect(login.statusCode).toBe(200);
    const me = (await client.get('/v1/account/me')).json();
    expect(me).toMatchObject({
      email: 'fresh@example.test',
      firstname: 'Fiona',
      lastname: 'Fresh',
      language: 'de',
      parent_id: null,
      accepted_latest_terms: false,
    });
    expect(me.permissions).toContain('MODULE_MARKETPLACE.VIEW');
    expect(me.permissions).not.toContain('MODULE_ADMIN.VIEW');

    const [created] = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, 'user'),
          eq(auditEntries.entityId, String(me.id)),
          eq(auditEntries.event, 'created'),
        ),
      );
    expect(created?.newValues).toMatchObject({ email: 'fresh@example.test', password: '********' });
  });

  it('answers a taken address byte for byte as a free one, and tells its holder instead', async () => {
    const { db } = testApp();
    const before = await db.$count(users);
    const body = { ...valid, password: 'Other-Passw0rd!!', password_confirmation: 'Other-Passw0rd!!' };
    for (const language of ['en', 'de', 'fr']) {
      const free = await register({ ...body, email: `free-${language}@example.test` }, language);
      const taken = await register({ ...body, email: 'OWNER@demo.test' }, language);
      expect(visible(taken)).toEqual(visible(free));
      expect(taken.statusCode).toBe(200);
    }
    // Three new accounts, none for the taken address.
    expect(await db.$count(users)).toBe(before + 3);

    await testApp().deps.jobs.drain();
    const toOwner = smtp.received.filter((mail) => mail.to.includes('owner@demo.test'));
    expect(toOwner).toHaveLength(3);
    expect(toOwner[0]?.message).toContain('Subject: Someone tried to register with your e-mail address');
    expect(toOwner[0]?.message).toContain('http://portal.test/forgot-password');
    expect(toOwner[0]?.message).not.toContain('token=');
    // The holder's account is unchanged.
    expect((await signIn('owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('owner@demo.test', body.password)).statusCode).toBe(401);
  });

  it('lets the holder of the address win over whoever registered it first', async () => {
    const squatted = { ...valid, email: 'victim@example.test', password: 'Squatter-Pass-1!' };
    await register({ ...squatted, password_confirmation: squatted.password });
    // The address's holder cannot register again, but a password reset proves the address.
    await new TestClient(testApp().app).post('/v1/forgotPassword', { email: 'victim@example.test' });
    await testApp().deps.jobs.drain();
    const token = receivedToken(smtp, 'victim@example.test', 'reset-password');
    const reset = await new TestClient(testApp().app).post('/v1/resetPassword', {
      token,
      email: 'victim@example.test',
      password: 'Rightful-Owner-1!',
      password_confirmation: 'Rightful-Owner-1!',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('victim@example.test', 'Rightful-Owner-1!')).statusCode).toBe(200);
    expect((await signIn('victim@example.test', 'Squatter-Pass-1!')).statusCode).toBe(401);
  });

  it('lets the confirmation link work for 24 hours', async () => {
    const { clock } = testApp();
    await register({ ...valid, email: 'late@example.test' });
    const token = await mailedToken('late@example.test');
    clock.advance(24 * 60 * 60_000 + 1000);
    expect((await confirm('late@example.test', token)).statusCode).toBe(422);
    expect((await signIn('late@example.test', valid.password)).statusCode).toBe(403);
  });

  it('records the terms as accepted when the sign-up form ticked them, and refuses anything but true', async () => {
    const { app, db } = testApp();
    await register({ ...valid, email: 'agreed@example.test', accept_terms: true });
    await confirm('agreed@example.test', await mailedToken('agreed@example.test'));
    const client = new TestClient(app);
    expect(
      (await client.post('/v1/login', { email: 'agreed@example.test', password: valid.password })).statusCode,
    ).toBe(200);
    const me = (await client.get('/v1/account/me')).json();
    expect(me).toMatchObject({ accepted_latest_terms: true });
    expect(me.terms_accepted_at).toEqual(expect.any(String));
    const [created] = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, 'user'),
          eq(auditEntries.entityId, String(me.id)),
          eq(auditEntries.event, 'created'),
        ),
      );
    expect(created?.newValues).toMatchObject({ accepted_latest_terms: true });

    const refused = await register({ ...valid, email: 'declined@example.test', accept_terms: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ accept_terms: ['The terms must be accepted.'] });
  });

  it('defaults the plan to enterprise and refuses any other', async () => {
    const { plan: _plan, ...withoutPlan } = valid;
    const ok = await register({ ...withoutPlan, email: 'noplan@example.test' });
    expect(ok.statusCode).toBe(200);
    const other = await register({ ...valid, email: 'x@example.test', plan: 'free' });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(['plan']);
  });

  it('applies the password rule and the confirmation, naming each field', async () => {
    const response = await register({
      ...valid,
      email: 'weak@example.test',
      firstname: '',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstname: ['The first name field is required.'],
      password: [
        'The password must be at least 10 characters.',
        'The password must contain at least one upper case letter, one lower case letter, one digit and one special character.',
      ],
      password_confirmation: ['The password confirmation does not match.'],
    });

    const mismatch = await register(
      { ...valid, email: 'weak@example.test', password_confirmation: 'Sturdy-Passw0rd?' },
      'de',
    );
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Passwortbestätigung stimmt nicht überein.'],
    });
  });
});
