import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { confirmationTokenFor } from '../support/confirm-registration';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

const profile = (overrides: Record<string, unknown> = {}) => ({
  email: 'owner@demo.test',
  gender: 'female',
  language: 'en',
  timezone: 'Europe/Berlin',
  ...overrides,
});

/** A save that asks for another address, with the current password it needs. */
const moveTo = (email: string) => profile({ email, currentPassword: DEMO_PASSWORD });

async function userRow(email: string) {
  const [row] = await testApp().db.select().from(users).where(eq(users.email, email));
  return row;
}

async function mailsTo(address: string, template: string) {
  return testApp()
    .db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id));
}

const confirm = (token: string, language = 'en') =>
  new TestClient(testApp().app).post(
    '/v1/account/profile/email-change/confirm',
    { token },
    { headers: { 'accept-language': language } },
  );

describe('PUT /v1/account/profile', () => {
  it('changes gender, language and time zone at once, audited, and answers in the new language', async () => {
    const { client } = await loginAs(testApp().app, 'client@demo.test');
    const response = await client.put(
      '/v1/account/profile',
      profile({ email: 'client@demo.test', gender: 'male', language: 'de', timezone: 'America/New_York' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Ihr Profil wurde aktualisiert.', pending: null });
    const me = (await client.get('/v1/account/me', { headers: { 'cache-control': 'no-cache' } })).json();
    expect(me).toMatchObject({ gender: 'male', language: 'de', timezone: 'America/New_York' });
    const [audit] = await testApp()
      .db.select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, String(me.id)), eq(auditEntries.url, '/v1/account/profile')))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({
      event: 'updated',
      oldValues: { gender: 'unspecified', language: 'en', timezone: 'Europe/Vienna' },
      newValues: { gender: 'male', language: 'de', timezone: 'America/New_York' },
    });
  });

  it('keeps the time zone when none is given', async () => {
    const { client } = await loginAs(testApp().app, 'invoice@demo.test');
    const before = await userRow('invoice@demo.test');
    const response = await client.put('/v1/account/profile', {
      email: 'invoice@demo.test',
      gender: 'unspecified',
      language: 'en',
      timezone: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await userRow('invoice@demo.test'))?.timezone).toBe(before?.timezone);
  });

  it('refuses bad input per field, translated, and changes nothing', async () => {
    const { client } = await loginAs(testApp().app, 'owner@demo.test');
    const before = await userRow('owner@demo.test');
    const response = await client.put(
      '/v1/account/profile',
      { email: 'not-an-address', gender: 'other', language: 'es', timezone: 'Mars/Olympus' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'validation_failed',
      errors: {
        email: ['Le champ e-mail doit être une adresse e-mail valide.'],
        gender: ['La valeur choisie pour genre est invalide.'],
        language: ['La valeur choisie pour langue est invalide.'],
        timezone: ['La valeur choisie pour fuseau horaire est invalide.'],
      },
    });
    const missing = await client.put('/v1/account/profile', { email: '', language: 'en' });
    expect(missing.json().errors).toMatchObject({
      email: ['The e-mail field is required.'],
      gender: ['The selected gender is invalid.'],
    });
    expect(await userRow('owner@demo.test')).toEqual(before);
  });

  it('is refused without a session', async () => {
    const response = await new TestClient(testApp().app).put('/v1/account/profile', profile());
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('waits for the new address to confirm it; the old one hears of it and stays until then', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const response = await client.put('/v1/account/profile', moveTo('Olivia.New@Example.test'));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(
      'We have sent a confirmation link to Olivia.New@Example.test. Your e-mail address changes once you open it; until then you sign in with your current address.',
    );
    expect(body.pending.email).toBe('Olivia.New@Example.test');
    expect(Date.parse(body.pending.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await client.get('/v1/account/profile/email-change')).json()).toEqual({ pending: body.pending });
    // Not yet: the profile keeps its address, and the holder of the old one is told.
    expect(await userRow('owner@demo.test')).toBeDefined();
    expect(await mailsTo('owner@demo.test', 'email-change-notice')).toHaveLength(1);
    const [confirmation] = await mailsTo('Olivia.New@Example.test', 'email-change-confirm');
    // The outbox never shows the working link.
    expect(confirmation?.text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);

    const token = await confirmationTokenFor(app, 'Olivia.New@Example.test', 'email-change-confirm');
    const confirmed = await confirm(token, 'de');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message:
        'Ihre E-Mail-Adresse wurde in Olivia.New@Example.test geändert. Melden Sie sich ab jetzt damit an.',
    });
    expect(await userRow('owner@demo.test')).toBeUndefined();
    const moved = await userRow('Olivia.New@Example.test');
    expect(moved).toBeDefined();
    const [audit] = await testApp()
      .db.select()
      .from(auditEntries)
      .where(eq(auditEntries.url, '/v1/account/profile/email-change/confirm'));
    expect(audit).toMatchObject({
      editorId: moved?.id,
      oldValues: { email: 'owner@demo.test' },
      newValues: { email: 'Olivia.New@Example.test' },
    });
    // The link works once; the new address signs in, the old one no longer does.
    expect((await confirm(token)).json()).toMatchObject({ status: 'invalid_token' });
    const signIn = (email: string) =>
      new TestClient(testApp().app).post('/v1/login', { email, password: DEMO_PASSWORD });
    expect((await signIn('olivia.new@example.test')).statusCode).toBe(200);
    expect((await signIn('owner@demo.test')).statusCode).toBe(401);
  });

  it('refuses an address another user signs in with, on the field, and starts nothing', async () => {
    const { client } = await loginAs(testApp().app, 'sophie.martin@demo.test');
    const response = await client.put('/v1/account/profile', moveTo('CLIENT@demo.test'), {
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'validation_failed',
      errors: { email: ['E-Mail wird bereits verwendet.'] },
    });
    expect((await client.get('/v1/account/profile/email-change')).json()).toEqual({ pending: null });
    expect(await mailsTo('CLIENT@demo.test', 'email-change-confirm')).toHaveLength(0);
  });

  it('sends again with a new link, cancels, and the links of both stop working; a day later none works', async () => {
    const { app, clock } = testApp();
    const { client } = await loginAs(app, 'invoice@demo.test');
    await client.put('/v1/account/profile', moveTo('invoice.next@example.test'));
    const first = await confirmationTokenFor(app, 'invoice.next@example.test', 'email-change-confirm');
    const resent = await client.post('/v1/account/profile/email-change/resend');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('We have sent a new confirmation link to invoice.next@example.test.');
    const second = await confirmationTokenFor(app, 'invoice.next@example.test', 'email-change-confirm');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(422);

    const cancelled = await client.delete('/v1/account/profile/email-change');
    expect(cancelled.json()).toEqual({
      message: 'The e-mail change has been cancelled. Your address stays as it is.',
    });
    expect((await confirm(second)).json()).toMatchObject({ status: 'invalid_token' });
    expect((await client.delete('/v1/account/profile/email-change')).statusCode).toBe(404);
    expect((await client.post('/v1/account/profile/email-change/resend')).statusCode).toBe(404);

    await client.put('/v1/account/profile', moveTo('invoice.later@example.test'));
    const late = await confirmationTokenFor(app, 'invoice.later@example.test', 'email-change-confirm');
    clock.advance(24 * 3600_000 + 1000);
    expect((await confirm(late)).statusCode).toBe(422);
    expect(await userRow('invoice@demo.test')).toBeDefined();
  });

  it('lets one of two simultaneous confirmations of a link through, and only one', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'sophie.martin@demo.test');
    await client.put('/v1/account/profile', moveTo('sophie.twice@example.test'));
    const token = await confirmationTokenFor(app, 'sophie.twice@example.test', 'email-change-confirm');
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
    const edits = await testApp()
      .db.select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.url, '/v1/account/profile/email-change/confirm'),
          eq(auditEntries.newValues, { email: 'sophie.twice@example.test' }),
        ),
      );
    expect(edits).toHaveLength(1);
  });

  it('refuses a made-up link and an empty one', async () => {
    expect((await confirm('made-up-token')).json()).toMatchObject({ status: 'invalid_token' });
    const empty = await confirm('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.token).toBeDefined();
  });
});
