import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerSmtpServer,
  LOCAL_CA_FILE,
  startCustomerSmtpServer,
} from '../mail-server/customer-smtp-server';
import { useTestApp } from '../support/test-app';
import { createClient, registerOwner } from './clients-kit';

// The account's server is a local one: only an operator's allowance lets the portal reach it.
const testApp = useTestApp({
  env: { MAIL_SERVER_CA_FILE: LOCAL_CA_FILE, MAIL_SERVER_ALLOWED_HOSTS: '127.0.0.1' },
});
const LOGIN = { username: 'team-mailer', password: 'Mailer-Secret-2026' };
let smtps: CustomerSmtpServer;

beforeAll(async () => {
  smtps = await startCustomerSmtpServer({ encryption: 'ssl', ...LOGIN });
});
afterAll(async () => {
  await smtps.close();
});

describe('the welcome mail', () => {
  it("goes through the account's own mail server, with a working set-password link", async () => {
    const { app, deps } = testApp();
    const owner = await registerOwner(app);
    const saved = await owner.client.put('/v1/account/update-mail-server', {
      host: '127.0.0.1',
      port: smtps.port,
      encryption: 'ssl',
      ...LOGIN,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await createClient(owner.client, { firstname: 'Sam', lastname: 'Smtp' });
    await deps.jobs.drain();
    const mail = smtps.received.find((each) => each.to.includes(created.email));
    expect(mail, 'the welcome mail reached the account server').toBeDefined();
    expect(mail?.message).toContain('Set your password');
    const link = /reset-password\?token=3D([A-Za-z0-9_-]+)|reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail?.message.replace(/=\r?\n/g, '') ?? '',
    );
    const token = link?.[1] ?? link?.[2];
    expect(token).toBeTruthy();
    expect(token).not.toBe('[token-removed]');
  });
});
