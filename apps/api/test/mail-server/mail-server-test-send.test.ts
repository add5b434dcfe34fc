import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { accountMailTransport } from '../../src/modules/mail-server/index';
import type { Db } from '../../src/platform/db';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import {
  type CustomerSmtpServer,
  closedFourDigitPort,
  LOCAL_CA_FILE,
  listenOnFourDigitPort,
  startCustomerSmtpServer,
  startSilentServer,
} from './customer-smtp-server';

const TIMEOUT_MS = 400;
const testApp = useTestApp({
  env: {
    MAIL_SERVER_CA_FILE: LOCAL_CA_FILE,
    MAIL_SERVER_TIMEOUT_MS: String(TIMEOUT_MS),
    // The customers' servers of this file listen here: only an operator's allowance reaches them.
    MAIL_SERVER_ALLOWED_HOSTS: '127.0.0.1',
  },
});
const TEST = '/v1/account/mail-server/test';
const LOGIN = { username: 'mailer@example.test', password: 'Smtp-Secret-4711' };

let smtps: CustomerSmtpServer;
let starttls: CustomerSmtpServer;
beforeAll(async () => {
  smtps = await startCustomerSmtpServer({ encryption: 'ssl', ...LOGIN });
  starttls = await startCustomerSmtpServer({ encryption: 'tls', ...LOGIN });
});
afterAll(async () => {
  await smtps.close();
  await starttls.close();
});

const form = (server: CustomerSmtpServer, change: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  ...LOGIN,
  port: server.port,
  encryption: server === smtps ? 'ssl' : 'tls',
  ...change,
});

const idOf = async (db: Db, email: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
};

describe('POST /v1/account/mail-server/test', () => {
  it('sends a test e-mail to the caller through the server in the form, over SSL and over TLS', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    for (const server of [smtps, starttls]) {
      const response = await client.post(TEST, form(server));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        outcome: 'sent',
        message: 'The test e-mail was sent to owner@demo.test. Your mail server accepted it.',
      });
      expect(response.body).not.toContain(LOGIN.password);
      const [mail, ...more] = server.received;
      expect(more).toHaveLength(0);
      expect(mail?.to).toEqual(['owner@demo.test']);
      // The login is an address: the mail comes from it, as most servers insist.
      expect(mail?.from).toBe('mailer@example.test');
      expect(mail?.message).toContain('Subject: Test e-mail from your mail server');
      expect(mail?.message).toContain(`127.0.0.1:${server.port}`);
    }
  });

  it('says "authentication failed" for a wrong password, in the caller\'s language', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const before = smtps.received.length;
    const english = await client.post(TEST, form(smtps, { password: 'wrong-password' }));
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({
      outcome: 'auth_failed',
      message: 'Authentication failed: the mail server did not accept the username and password.',
    });
    const german = await client.post(TEST, form(starttls, { password: 'wrong-password' }), {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json()).toEqual({
      outcome: 'auth_failed',
      message: 'Anmeldung fehlgeschlagen: Der Mailserver hat Benutzername und Passwort nicht akzeptiert.',
    });
    expect(smtps.received).toHaveLength(before);
  });

  it('says "connection refused" for a closed port and "timed out" for a server that never answers', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'invoice@demo.test');
    const refused = await client.post(TEST, form(smtps, { port: await closedFourDigitPort() }));
    expect(refused.json()).toEqual({
      outcome: 'refused',
      message: 'Connection refused: nothing accepts connections on this host and port. Check both.',
    });

    const silent = await startSilentServer();
    try {
      const started = Date.now();
      const timedOut = await client.post(TEST, form(smtps, { port: silent.port }));
      expect(timedOut.json()).toEqual({
        outcome: 'timeout',
        message: 'Timed out: the mail server did not answer within 1 seconds.',
      });
      // The configured wait, not nodemailer's default of minutes.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await silent.close();
    }
  });

  it('never repeats what the far side said: another service on the port gets the fixed sentence', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'invoice@demo.test');
    // A database, a message broker: whatever answers first bytes that are not SMTP.
    const foreign = createServer((socket) => socket.end('5.7.99-MySQL secret-banner nats_server_id\r\n'));
    const port = await listenOnFourDigitPort(foreign);
    try {
      const response = await client.post(TEST, form(smtps, { port, encryption: 'tls' }));
      expect(response.json()).toEqual({
        outcome: 'failed',
        message: 'The test e-mail could not be sent: the mail server ended the conversation unexpectedly.',
      });
      expect(response.body).not.toMatch(/secret-banner|MySQL|nats/);
    } finally {
      foreign.close();
    }
  });

  it('says "TLS mismatch" when SSL meets a STARTTLS port', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'invoice@demo.test');
    const response = await client.post(TEST, form(starttls, { encryption: 'ssl' }));
    expect(response.json()).toMatchObject({ outcome: 'tls_mismatch' });
    expect(response.json().message).toMatch(/^The encryption does not match the server/);
  });

  it('uses the stored password when the field is empty, only for the stored host and username', async () => {
    const { app, db, deps } = testApp();
    const { client } = await loginAs(app, 'new@demo.test');
    const saved = await client.put('/v1/account/update-mail-server', form(smtps));
    expect(saved.statusCode, saved.body).toBe(200);

    const stored = await client.post(TEST, form(smtps, { password: '' }));
    expect(stored.json().outcome).toBe('sent');
    expect(smtps.received.at(-1)?.to).toEqual(['new@demo.test']);

    // The stored password never goes to a server the form only names.
    const elsewhere = await client.post(TEST, form(smtps, { host: 'localhost', password: '' }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({
      password: ['Enter the password: it is kept only while the host and username stay the same.'],
    });

    // The rest of the API obtains the account's transport, password opened, for mails to its people.
    const id = await idOf(db, 'new@demo.test');
    const account = await accountMailTransport(deps, db, id);
    expect(account?.from).toBe('mailer@example.test');
    await account?.transport.sendMail({ from: account.from, to: 'someone@people.test', text: 'hi' });
    expect(smtps.received.at(-1)?.to).toEqual(['someone@people.test']);
    account?.transport.close();
  });

  it('gives no transport without a server, nor for a sealed password copied to another user', async () => {
    const { db, deps } = testApp();
    const ownerId = await idOf(db, 'owner@demo.test');
    expect(await accountMailTransport(deps, db, ownerId)).toBeNull();

    const [source] = await db
      .select({ mailServer: users.mailServer })
      .from(users)
      .where(eq(users.email, 'new@demo.test'));
    expect(source?.mailServer).not.toBeNull();
    await db.update(users).set({ mailServer: source!.mailServer }).where(eq(users.id, ownerId));
    // Sealed for its own user: in another row it does not open.
    expect(await accountMailTransport(deps, db, ownerId)).toBeNull();
  });

  it('counts test sends per account: 10 an hour', async () => {
    const { app, clock } = testApp();
    const { client } = await loginAs(app, 'admin@demo.test');
    const port = await closedFourDigitPort();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await client.post(TEST, form(smtps, { port }))).json().outcome).toBe('refused');
    }
    const limited = await client.post(TEST, form(smtps, { port }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toBeDefined();

    // Another account has its own count; an hour later the account may test again.
    const other = await loginAs(app, 'invoice@demo.test');
    expect((await other.client.post(TEST, form(smtps, { port }))).statusCode).toBe(200);
    clock.advance(60 * 60 * 1000);
    const later = await loginAs(app, 'admin@demo.test');
    expect((await later.client.post(TEST, form(smtps, { port }))).statusCode).toBe(200);
  });
});
