import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { startLocalSmtpServer } from '../mail/local-smtp-server';
import { receivedToken } from '../mail/received-link';
import { TEST_PUBLIC_URL, useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

// The working link reaches the recipient only through the transport (decision 0026).
const smtp = await startLocalSmtpServer();
const testApp = useTestApp({ env: { SMTP_URL: smtp.url } });
afterAll(() => smtp.close());
const NEW_PASSWORD = 'Brand-New-Passw0rd!';
const SENT = 'If an account exists for this e-mail address, we have sent a link to reset the password.';

async function forgot(email: string, language = 'en') {
  return new TestClient(testApp().app).post(
    '/v1/forgotPassword',
    { email },
    { headers: { 'accept-language': language } },
  );
}

/** The newest reset mail to `email`: the stored row, and the token its recipient received by SMTP. */
async function resetLinkFor(email: string) {
  const { db, deps } = testApp();
  await deps.jobs.drain();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return { mail, token: receivedToken(smtp, email, 'reset-password') };
}

const reset = (body: Record<string, string>, language = 'en') =>
  new TestClient(testApp().app).post('/v1/resetPassword', body, { headers: { 'accept-language': language } });

const resetBody = (token: string, email: string) => ({
  token,
  email,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
});

describe('POST /v1/forgotPassword', () => {
  it('answers the same whether or not the e-mail has an account, and mails only real accounts', async () => {
    const { db } = testApp();
    const outboxBefore = await db.$count(mailOutbox);
    const unknown = await forgot('nobody@demo.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: SENT });
    expect(await db.$count(mailOutbox)).toBe(outboxBefore);

    const known = await forgot('owner@demo.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SENT });
    const { mail } = await resetLinkFor('owner@demo.test');
    expect(mail).toMatchObject({ template: 'password-reset', language: 'en', status: 'sent' });
    expect(mail.text).toContain(
      `${TEST_PUBLIC_URL}/reset-password?token=[token-removed]&email=owner%40demo.test`,
    );
  });

  it('keeps the working link out of everything stored, and gives it to the transport alone', async () => {
    const { app, db } = testApp();
    const received = smtp.received.length;
    await forgot('client@demo.test');
    const [queued] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'client@demo.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const { mail, token } = await resetLinkFor('client@demo.test');
    expect(smtp.received).toHaveLength(received + 1);
    expect(smtp.received.at(-1)?.message).toContain(
      `${TEST_PUBLIC_URL}/reset-password?token=${token}&email=client%40demo.test`,
    );
    // Before and after delivery, the row never shows the token; the sealed copy is gone once sent.
    for (const row of [queued, mail]) {
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row?.text).toContain('token=[token-removed]');
    }
    expect(queued?.sealedSecret).toBeTruthy();
    expect(mail.sealedSecret).toBeNull();

    const staff = await loginAs(app, 'admin@demo.test');
    const shown = await staff.client.get(`/v1/admin/mail-outbox/${mail.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(token);
    const shownToken = /reset-password\?token=([^&\s]+)/.exec(shown.json().text)?.[1] ?? '';
    expect(shownToken).toBe('[token-removed]');
    expect((await reset(resetBody(shownToken, 'client@demo.test'))).json().status).toBe('invalid_token');
    // The delivered one works.
    expect((await reset(resetBody(token, 'client@demo.test'))).statusCode).toBe(200);
  });

  it('writes the mail in the user language and answers in the request language', async () => {
    const { db } = testApp();
    await db.update(users).set({ language: 'fr' }).where(eq(users.email, 'invoice@demo.test'));
    const response = await forgot('invoice@demo.test', 'de');
    expect(response.json().message).toBe(
      'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    );
    const { mail } = await resetLinkFor('invoice@demo.test');
    expect(mail.language).toBe('fr');
  });

  it('validates the e-mail', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['The e-mail must be a valid e-mail address.'] });
  });
});

describe('POST /v1/resetPassword', () => {
  it('sets the new password from the mailed link, signs out every session and is audited', async () => {
    const { app, db } = testApp();
    const session = await loginAs(app, 'new@demo.test');
    await forgot('new@demo.test');
    const { token } = await resetLinkFor('new@demo.test');

    const response = await reset(resetBody(token, 'new@demo.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. You can sign in now.' });

    expect((await session.client.get('/v1/account/me')).statusCode).toBe(401);
    const oldPassword = await new TestClient(app).post('/v1/login', {
      email: 'new@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await new TestClient(app).post('/v1/login', {
      email: 'new@demo.test',
      password: NEW_PASSWORD,
    });
    expect(newPassword.statusCode).toBe(200);

    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'new@demo.test'));
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(user!.id)), eq(auditEntries.event, 'updated')))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      url: '/v1/resetPassword',
      oldValues: { password: '********' },
      newValues: { password: '********' },
    });

    // The link works once.
    const reused = await reset(resetBody(token, 'new@demo.test'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().status).toBe('invalid_token');
  });

  it('refuses an unknown token, a token of another e-mail and an expired token', async () => {
    const { clock } = testApp();
    const invalid = {
      status: 'invalid_token',
      message: 'This password reset link is invalid or has expired.',
      errors: { token: ['This password reset link is invalid or has expired.'] },
    };
    expect((await reset(resetBody('made-up-token', 'owner@demo.test'))).json()).toEqual(invalid);

    await forgot('owner@demo.test');
    const { token } = await resetLinkFor('owner@demo.test');
    const otherEmail = await reset(resetBody(token, 'invoice@demo.test'));
    expect(otherEmail.statusCode).toBe(422);
    expect(otherEmail.json()).toEqual(invalid);

    clock.advance(61 * 60_000);
    const expired = await reset(resetBody(token, 'owner@demo.test'), 'de');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toEqual([
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    ]);
    const still = await new TestClient(testApp().app).post('/v1/login', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(still.statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    await forgot('owner@demo.test');
    const first = (await resetLinkFor('owner@demo.test')).token;
    await forgot('owner@demo.test');
    const second = (await resetLinkFor('owner@demo.test')).token;
    expect((await reset(resetBody(first, 'owner@demo.test'))).statusCode).toBe(422);
    expect((await reset(resetBody(second, 'owner@demo.test'))).statusCode).toBe(200);
  });

  it('applies the password rule before looking at the token', async () => {
    const response = await reset({
      token: 'anything',
      email: 'owner@demo.test',
      password: 'password',
      password_confirmation: 'password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().status).toBe('validation_failed');
    expect(Object.keys(response.json().errors)).toEqual(['password']);
  });
});
