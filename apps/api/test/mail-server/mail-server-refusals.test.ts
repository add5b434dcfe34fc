// A customer's mail server is not a way into the portal's network (issue 30, DESIGN.md §4): every
// private or local spelling is refused for the test send, for saving and for a real send, and no
// connection is made — a listener on this machine counts them. The answers are the portal's own
// fixed sentences, never the far side's words.
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index';
import { sealMailServerPassword } from '../../src/modules/mail-server/stored-password';
import { createClient, registerOwner } from '../clients/clients-kit';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

// A port of its own, allowed besides the mail ports, so that only the address can refuse.
// (At most four digits, as the spec bounds a mail server's port.)
const PORT = 4_000 + Math.floor(Math.random() * 5_000);
const testApp = useTestApp({
  env: {
    MAIL_SERVER_ALLOWED_PORTS: `25,465,587,2525,${PORT}`,
    // Every spelling below is a test send of one account: more than the hourly limit of ten.
    RATE_LIMIT_MAIL_SERVER_TEST_PER_HOUR: '100',
  },
});
const LOGIN = { username: 'mailer@example.test', password: 'Smtp-Secret-4711' };

let connections = 0;
const listeners: Server[] = [];
beforeAll(async () => {
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer((socket) => {
      connections += 1;
      socket.end('220 secret-banner ESMTP MySQL-5.7.99\r\n');
    });
    server.listen(PORT, host);
    await once(server, 'listening');
    listeners.push(server);
  }
});
afterAll(async () => {
  for (const server of listeners) server.close();
});

const REFUSED = [
  '127.0.0.1',
  '::1',
  '[::1]',
  'localhost',
  'smtp.localhost',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '[::ffff:127.0.0.1]',
  '2130706433',
  '0177.0.0.1',
];

describe('a mail server the portal does not connect to', () => {
  it('is refused for the test send and for saving, in the caller language, and nothing connects', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    for (const host of REFUSED) {
      const server = { host, ...LOGIN, port: PORT, encryption: 'tls' };
      const tested = await client.post('/v1/account/mail-server/test', server);
      expect(tested.statusCode, host).toBe(200);
      expect(tested.json(), host).toEqual({
        outcome: 'not_allowed',
        message: `The portal does not connect to this address: use your mail server's public host name and a mail port (25, 465, 587, 2525, ${PORT}).`,
      });
      const saved = await client.put('/v1/account/update-mail-server', server);
      expect(saved.statusCode, host).toBe(422);
      expect(saved.json().errors, host).toEqual({
        host: ["The portal does not connect to this address: enter your mail server's public host name."],
      });
    }
    const german = await client.post(
      '/v1/account/mail-server/test',
      { host: '127.0.0.1', ...LOGIN, port: PORT, encryption: 'ssl' },
      { headers: { 'accept-language': 'de' } },
    );
    expect(german.json().message).toMatch(/^Das Portal verbindet sich nicht mit dieser Adresse/);
    expect(connections).toBe(0);
    const [owner] = await app.deps.database.db
      .select({ mailServer: users.mailServer })
      .from(users)
      .where(eq(users.email, 'owner@demo.test'));
    expect(owner?.mailServer ?? null).toBeNull();
  });

  it('is refused on a port that is not a mail port, naming the port', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const server = { host: '93.184.216.34', ...LOGIN, port: 3306, encryption: 'tls' };
    const saved = await client.put('/v1/account/update-mail-server', server);
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors).toEqual({ port: [`Use a mail port: 25, 465, 587, 2525, ${PORT}.`] });
    const tested = await client.post('/v1/account/mail-server/test', server);
    expect(tested.json().outcome).toBe('not_allowed');
  });

  it('is refused for a real send when it was stored before: the mail fails, nothing connects', async () => {
    const { app, deps, db } = testApp();
    const owner = await registerOwner(app);
    // Stored before the policy existed (or by an older version): the send path checks again.
    await db
      .update(users)
      .set({
        mailServer: {
          host: '127.0.0.1',
          port: PORT,
          encryption: 'tls',
          username: LOGIN.username,
          password: sealMailServerPassword(deps.secrets, owner.id, LOGIN.password),
        },
      })
      .where(eq(users.id, owner.id));
    const created = await createClient(owner.client, { firstname: 'Rita', lastname: 'Refused' });
    await deps.jobs.drain().catch(() => {});
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, created.email));
    expect(mail?.status).not.toBe('sent');
    // In our words only: the outbox keeps why, never what the far side said.
    expect(mail).toMatchObject({ status: 'failed', failure: 'not_allowed' });
    expect(JSON.stringify(mail)).not.toContain('secret-banner');
    expect(connections).toBe(0);
  });
});
