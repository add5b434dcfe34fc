import { mailServerSchema } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, users } from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();
const URL = '/v1/account/update-mail-server';
const PASSWORD = 'Smtp-Secret-4711';
const SERVER = {
  host: 'smtp.example.test',
  username: 'mailer@example.test',
  password: PASSWORD,
  port: 465,
  encryption: 'ssl',
  // The host does not resolve here: these tests are about what is stored, so the check is waived.
  confirmed: true,
} as const;

async function userOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, mailServer: users.mailServer })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

const auditsOf = (db: Db, id: number) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, String(id)), eq(auditEntries.url, URL)))
    .orderBy(desc(auditEntries.id));

describe('PUT /v1/account/update-mail-server', () => {
  it('says "saved" in the words of the settings page, in each language', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    for (const [language, sentence] of [
      ['en', 'Mail server saved.'],
      ['de', 'Mailserver gespeichert.'],
      ['fr', 'Serveur de messagerie enregistré.'],
    ] as const) {
      const response = await client.put(URL, SERVER, { headers: { 'accept-language': language } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: sentence });
    }
  });

  it('stores the server with its password sealed, shows it without the password, audits it masked', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const response = await client.put(URL, SERVER);
    expect(response.statusCode, response.body).toBe(200);
    // The words the settings page shows for the same save.
    expect(response.json()).toEqual({ message: 'Mail server saved.' });

    const me = await client.get('/v1/account/me');
    expect(me.json().mail_server).toEqual({
      host: 'smtp.example.test',
      username: 'mailer@example.test',
      port: 465,
      encryption: 'ssl',
    });
    expect(me.body).not.toContain(PASSWORD);

    // Sealed at rest: the stored row holds no readable password.
    const owner = await userOf(db, 'owner@demo.test');
    expect(owner.mailServer).toMatchObject({ host: 'smtp.example.test', port: 465, encryption: 'ssl' });
    expect(JSON.stringify(owner.mailServer)).not.toContain(PASSWORD);
    expect(owner.mailServer?.password).toMatch(/^[A-Za-z0-9+/]+=*$/);

    const [audit, ...earlier] = await auditsOf(db, owner.id);
    expect(earlier).toHaveLength(0);
    expect(audit).toMatchObject({
      entityType: 'user',
      event: 'updated',
      editorId: owner.id,
      accountId: owner.id,
      oldValues: { mail_server: null },
      newValues: {
        mail_server: { host: 'smtp.example.test', username: 'mailer@example.test', password: '********' },
      },
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(JSON.stringify(audit)).not.toContain(owner.mailServer?.password);
  });

  it('keeps the stored password when the field is left empty; unchanged settings write nothing', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'invoice@demo.test');
    expect((await client.put(URL, SERVER)).statusCode).toBe(200);
    const { id, mailServer: first } = await userOf(db, 'invoice@demo.test');
    const audits = (await auditsOf(db, id)).length;

    // The same settings again, once with the field empty and once with the same password typed.
    expect((await client.put(URL, { ...SERVER, password: '' })).statusCode).toBe(200);
    expect((await client.put(URL, SERVER)).statusCode).toBe(200);
    expect((await userOf(db, 'invoice@demo.test')).mailServer).toEqual(first);
    expect(await auditsOf(db, id)).toHaveLength(audits);

    // Another port, password left out: the stored one stays, the change is audited.
    const moved = await client.put(URL, { ...SERVER, password: undefined, port: 587, encryption: 'tls' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await userOf(db, 'invoice@demo.test')).mailServer;
    expect(after).toEqual({ ...first, port: 587, encryption: 'tls' });
    const [audit] = await auditsOf(db, id);
    expect(audit?.oldValues).toMatchObject({
      mail_server: { port: 465, encryption: 'ssl', password: '********' },
    });
    expect(audit?.newValues).toMatchObject({
      mail_server: { port: 587, encryption: 'tls', password: '********' },
    });
  });

  it('asks for the password when none is stored, or when the host or username changed', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'new@demo.test');
    const none = await client.put(URL, { ...SERVER, password: '' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { password: ['The password field is required.'] },
    });
    expect((await userOf(db, 'new@demo.test')).mailServer).toBeNull();

    expect((await client.put(URL, SERVER)).statusCode).toBe(200);
    const stored = (await userOf(db, 'new@demo.test')).mailServer;
    for (const change of [{ host: 'mail.elsewhere.test' }, { username: 'someone@elsewhere.test' }]) {
      const refused = await client.put(URL, { ...SERVER, ...change, password: '' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        password: ['Enter the password: it is kept only while the host and username stay the same.'],
      });
    }
    expect((await userOf(db, 'new@demo.test')).mailServer).toEqual(stored);
    // Host names compare without case.
    expect((await client.put(URL, { ...SERVER, host: 'SMTP.Example.test', password: '' })).statusCode).toBe(
      200,
    );
  });

  it('refuses each field out of its rule with a message naming it, and changes nothing', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const before = (await userOf(db, 'owner@demo.test')).mailServer;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ host: '' }, 'host', 'The host field is required.'],
      [{ host: `${'a'.repeat(250)}.test1` }, 'host', 'The host may not be longer than 255 characters.'],
      [
        { host: 'smtp://mail.example.test:465' },
        'host',
        'The host must be a host name or IP address, without scheme, port or path.',
      ],
      [{ username: '  ' }, 'username', 'The username field is required.'],
      [{ username: 'u'.repeat(321) }, 'username', 'The username may not be longer than 320 characters.'],
      [{ password: 'p'.repeat(256) }, 'password', 'The password may not be longer than 255 characters.'],
      [{ port: undefined }, 'port', 'The port field is required.'],
      [{ port: 0 }, 'port', 'The port must be at least 1.'],
      [{ port: 10000 }, 'port', 'The port may not be greater than 9999.'],
      [{ port: 25.5 }, 'port', 'The port must be a whole number.'],
      [{ port: '465' }, 'port', 'The port must be a whole number.'],
      [{ encryption: undefined }, 'encryption', 'The encryption field is required.'],
      [{ encryption: 'starttls' }, 'encryption', 'The selected encryption is invalid.'],
    ];
    for (const [change, field, sentence] of cases) {
      const response = await client.put(URL, { ...SERVER, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors, JSON.stringify(change)).toEqual({ [field]: [sentence] });
    }
    // The limits themselves are allowed: 255, 320 and 255 characters, port 9999.
    const longest = {
      host: `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.test`,
      username: 'u'.repeat(320),
      password: 'p'.repeat(255),
      port: 9999,
      encryption: 'tls',
    };
    expect(longest.host).toHaveLength(255);
    expect(mailServerSchema.safeParse(longest).success).toBe(true);
    expect((await userOf(db, 'owner@demo.test')).mailServer).toEqual(before);

    // In the caller's language, with the field's own name.
    const german = await client.put(
      URL,
      { ...SERVER, username: '' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.json().errors).toEqual({ username: ['Das Feld Benutzername ist erforderlich.'] });
  });

  it('needs the mail server rule (403) and a session (401); other accounts stay untouched', async () => {
    const { app, db } = testApp();
    // client@demo.test's role lacks ELEMENTS.USE_EMAIL_VERIFICATION.
    const { client } = await loginAs(app, 'client@demo.test');
    for (const [method, path] of [
      ['PUT', URL],
      ['POST', '/v1/account/mail-server/test'],
    ] as const) {
      const forbidden = await client.request(method, path, { payload: SERVER });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().status).toBe('forbidden');
      const signedOut = await new TestClient(app).request(method, path, { payload: SERVER });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toBe('Unauthenticated.');
    }
    expect((await userOf(db, 'client@demo.test')).mailServer).toBeNull();
    expect((await userOf(db, 'suspended@demo.test')).mailServer).toBeNull();
  });
});
