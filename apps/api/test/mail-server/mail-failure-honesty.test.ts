import type { Client, ClientsPage, MailOutboxPage, MailServerStatus } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { createClient, registerOwner } from '../clients/clients-kit';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import {
  type CustomerSmtpServer,
  closedFourDigitPort,
  LOCAL_CA_FILE,
  startCustomerSmtpServer,
} from './customer-smtp-server';

// Decision 0072: a mail that was not sent is never reported as sent, and the owner learns of it.
const testApp = useTestApp({
  env: { MAIL_SERVER_CA_FILE: LOCAL_CA_FILE, MAIL_SERVER_ALLOWED_HOSTS: '127.0.0.1' },
});
const LOGIN = { username: 'team-mailer', password: 'Mailer-Secret-2026' };
const SAVE = '/v1/account/update-mail-server';
const STATUS = '/v1/account/mail-server/status';
let smtps: CustomerSmtpServer;

beforeAll(async () => {
  smtps = await startCustomerSmtpServer({ encryption: 'ssl', ...LOGIN });
});
afterAll(async () => {
  await smtps.close();
});

const server = (password: string) => ({
  host: '127.0.0.1',
  port: smtps.port,
  encryption: 'ssl',
  username: LOGIN.username,
  password,
});

describe('saving a mail server', () => {
  it('checks it first: one that fails is not saved until the customer confirms', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app, 'de');
    const wrong = await owner.client.put(SAVE, server('not-the-password'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      status: 'mail_server_unverified',
      data: { outcome: 'auth_failed' },
    });
    expect(wrong.json().message).toContain('Anmeldung fehlgeschlagen');
    // The far side's words never come back.
    expect(wrong.body).not.toContain('Invalid username or password');
    expect((await owner.client.get('/v1/account/me')).json().mail_server).toBeNull();

    const closed = await owner.client.put(SAVE, {
      ...server(LOGIN.password),
      port: await closedFourDigitPort(),
    });
    expect(closed.json()).toMatchObject({ status: 'mail_server_unverified', data: { outcome: 'refused' } });

    const confirmed = await owner.client.put(SAVE, { ...server('not-the-password'), confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await owner.client.get('/v1/account/me')).json().mail_server).toMatchObject({ port: smtps.port });

    // A server that passes its check is saved without asking.
    const right = await owner.client.put(SAVE, server(LOGIN.password));
    expect(right.statusCode, right.body).toBe(200);
  });
});

describe('mail through a customer server that fails', () => {
  it('says queued, then failed with why, tells the owner once, and works again after the fix', async () => {
    const { app, db, deps } = testApp();
    const owner = await registerOwner(app);
    expect((await owner.client.get(STATUS)).json()).toEqual({
      configured: false,
      last_success_at: null,
      last_failure_at: null,
      last_failure: null,
      failing: false,
    } satisfies MailServerStatus);
    await owner.client.put(SAVE, { ...server('not-the-password'), confirmed: true });

    const created = await createClient(owner.client, { firstname: 'Fay', lastname: 'Failing' });
    expect(created.welcome_mail).toEqual({ status: 'queued', attempts: 0, failure: null });
    const second = await createClient(owner.client, { firstname: 'Sid', lastname: 'Second' });
    await deps.jobs.drain().catch(() => {});

    // The row says what happened, in our words.
    const rows = (await owner.client.get('/api/v1/clients')).json<ClientsPage>().data;
    const row = (email: string) => rows.find((each: Client) => each.email === email);
    expect(row(created.email)?.welcome_mail).toEqual({
      status: 'failed',
      attempts: 6,
      failure: 'auth_failed',
    });
    expect(row(second.email)?.welcome_mail).toMatchObject({ status: 'failed' });

    const status = (await owner.client.get(STATUS)).json<MailServerStatus>();
    expect(status).toMatchObject({
      configured: true,
      failing: true,
      last_failure: 'auth_failed',
      last_success_at: null,
    });
    expect(status.last_failure_at).not.toBeNull();

    // One notice through the portal's own transport for the whole spell, however many mails failed.
    const notices = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, owner.email), eq(mailOutbox.template, 'mail-server-failing')));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      senderAccountId: null,
      subject: expect.stringContaining('not being delivered'),
    });
    expect(notices[0]?.text).toContain('The username and password were not accepted.');
    expect(smtps.received.some((mail) => mail.to.includes(owner.email))).toBe(false);

    // Staff see each mail's state, attempts and why, and nothing the far side said.
    const { bearer } = await loginAs(app, 'admin@demo.test');
    const outbox = await app.inject({
      method: 'GET',
      url: `/v1/admin/mail-outbox?search=${encodeURIComponent(created.email)}`,
      headers: bearer,
    });
    expect(outbox.json<MailOutboxPage>().data[0]).toMatchObject({
      status: 'failed',
      attempts: 6,
      failure: 'auth_failed',
    });
    expect(outbox.body).not.toContain('Invalid username or password');

    // Fixed: the check passes, the status starts afresh, and "Send again" delivers.
    expect((await owner.client.put(SAVE, server(LOGIN.password))).statusCode).toBe(200);
    expect((await owner.client.get(STATUS)).json()).toMatchObject({ failing: false, last_failure: null });
    const resent = await owner.client.post(`/api/v1/clients/${created.id}/welcome`);
    expect(resent.statusCode, resent.body).toBe(200);
    await deps.jobs.drain();
    expect(smtps.received.some((mail) => mail.to.includes(created.email))).toBe(true);
    const after = (await owner.client.get('/api/v1/clients')).json<ClientsPage>().data;
    expect(after.find((each) => each.email === created.email)?.welcome_mail).toEqual({
      status: 'sent',
      attempts: 1,
      failure: null,
    });
    const healthy = (await owner.client.get(STATUS)).json<MailServerStatus>();
    expect(healthy).toMatchObject({ failing: false });
    expect(healthy.last_success_at).not.toBeNull();
  });

  it('is read only with the mail server rule', async () => {
    const { app } = testApp();
    expect((await app.inject({ method: 'GET', url: STATUS })).statusCode).toBe(401);
    // client@demo.test's role lacks ELEMENTS.USE_EMAIL_VERIFICATION.
    const { bearer } = await loginAs(app, 'client@demo.test');
    expect((await app.inject({ method: 'GET', url: STATUS, headers: bearer })).statusCode).toBe(403);
  });
});
