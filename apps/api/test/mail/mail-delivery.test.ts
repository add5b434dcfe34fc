import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { type Db, rowsOf } from '../../src/platform/db';
import { mailSecretKey } from '../../src/platform/mail/create-mailer';
import { deliverMail } from '../../src/platform/mail/deliver-mail';
import type { MailRequest } from '../../src/platform/mail/send-mail';
import { createTestApp, type TestApp } from '../support/test-app';
import { closedPort, type LocalSmtpServer, startLocalSmtpServer } from './local-smtp-server';

const outboxRow = async (db: Db, id: number) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};

const resetRequest = (to: string): MailRequest => ({
  to,
  template: 'password-reset',
  language: 'en',
  data: { name: 'Anna', resetUrl: 'http://portal.test/reset-password?token=abc123&email=anna%40demo.test' },
  secret: 'abc123',
});

/** One app per block, each on its own database with its own SMTP_URL. */
function useAppWith(env: () => Promise<Record<string, string>>): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp({ env: await env() });
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('the test app is not open yet');
    return testApp;
  };
}

describe('mail without SMTP_URL', () => {
  const testApp = useAppWith(async () => ({}));

  it('renders the mail into the outbox and keeps it there', async () => {
    const { db, deps } = testApp();
    const id = await db.transaction((tx) => deps.mailer.send(tx, resetRequest('anna@demo.test')));
    expect(await outboxRow(db, id)).toMatchObject({ status: 'queued', subject: 'Reset your password' });
    expect(await deps.jobs.drain()).toBe(1);
    expect(await outboxRow(db, id)).toMatchObject({ status: 'stored', attempts: 0, sentAt: null });
  });

  it('stores a secret link with its token removed and keeps no sealed copy once handled', async () => {
    const { db, deps } = testApp();
    const id = await deps.mailer.send(db, resetRequest('dora@demo.test'));
    const queued = await outboxRow(db, id);
    expect(JSON.stringify(queued)).not.toContain('abc123');
    expect(queued?.text).toContain('reset-password?token=[token-removed]&email=anna%40demo.test');
    expect(queued?.sealedSecret).toBeTruthy();
    await deps.jobs.drain();
    expect(await outboxRow(db, id)).toMatchObject({ status: 'stored', sealedSecret: null });
  });

  it('hands the working link of an undelivered mail to the log it is given (development only)', async () => {
    const { db, deps, clock } = testApp();
    const lines: string[] = [];
    const deliver = (logUndelivered: ((line: string) => void) | null) =>
      deliverMail({
        db,
        clock,
        transport: null,
        from: 'x@portal.test',
        secretKey: mailSecretKey(deps.secrets.jwt),
        logUndelivered,
      });
    const first = await deps.mailer.send(db, resetRequest('erin@demo.test'));
    await deliver((line) => lines.push(line))({
      id: 'manual',
      data: { outboxId: first },
      retryCount: 0,
      retryLimit: 0,
      log: deps.log,
      isLastAttempt: false,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('to erin@demo.test: Reset your password');
    expect(lines[0]).toContain('reset-password?token=abc123&email=anna%40demo.test');
    expect(await outboxRow(db, first)).toMatchObject({ status: 'stored', sealedSecret: null });
    // The queued job finds the mail handled and does nothing more.
    await deps.jobs.drain();
    expect(lines).toHaveLength(1);
  });

  it('queues sign-in mails on a queue of their own, never behind bulk mail', async () => {
    const { db, deps } = testApp();
    const reset = await deps.mailer.send(db, resetRequest('queued-reset@demo.test'));
    const csv = await deps.mailer.send(db, {
      to: 'queued-csv@demo.test',
      template: 'invoice-csv',
      language: 'en',
      data: { name: 'Anna', invoicesUrl: 'http://portal.test/billing/invoices' },
    });
    const queueOf = async (outboxId: number) => {
      const rows = rowsOf<{ name: string }>(
        await db.execute(sql`select name from pgboss.job where (data->>'outboxId')::int = ${outboxId}`),
      );
      return rows.map((row) => row.name);
    };
    expect(await queueOf(reset)).toEqual(['mail.deliver-security']);
    expect(await queueOf(csv)).toEqual(['mail.deliver']);
    expect(await deps.jobs.drain()).toBe(2);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const { db, deps } = testApp();
    let id = 0;
    await expect(
      db.transaction(async (tx) => {
        id = await deps.mailer.send(tx, resetRequest('rolled-back@demo.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRow(db, id)).toBeUndefined();
    expect(await deps.jobs.drain()).toBe(0);
  });
});

describe('mail with SMTP_URL', () => {
  let smtp: LocalSmtpServer;
  const testApp = useAppWith(async () => {
    smtp = await startLocalSmtpServer();
    return { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <no-reply@portal.test>' };
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers through the SMTP server and marks the mail sent', async () => {
    const { db, deps, clock } = testApp();
    const attachments = [{ filename: 'note.txt', contentType: 'text/plain', contentBase64: 'aGVsbG8=' }];
    const id = await db.transaction((tx) =>
      deps.mailer.send(tx, { ...resetRequest('bob@demo.test'), attachments }),
    );
    expect(await deps.jobs.drain()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@portal.test');
    expect(mail?.to).toEqual(['bob@demo.test']);
    expect(mail?.message).toContain('Subject: Reset your password');
    expect(mail?.message).toContain('Hello Anna,');
    expect(mail?.message).toContain('token=abc123&email=anna%40demo.test');
    expect(mail?.message).not.toContain('[token-removed]');
    expect(mail?.message).toContain('note.txt');
    const row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, failure: null, sealedSecret: null });
    expect(row?.text).not.toContain('abc123');
    expect(row?.sentAt?.getTime()).toBeCloseTo(clock.now().getTime(), -4);
  });
});

describe('mail with an SMTP server that refuses connections', () => {
  const testApp = useAppWith(async () => ({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }));

  it('retries the delivery and marks the mail failed after the last attempt', async () => {
    const { db, deps } = testApp();
    const id = await deps.mailer.send(db, resetRequest('carol@demo.test'));
    expect(await deps.jobs.drain()).toBe(6);
    const row = await outboxRow(db, id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 6,
      failure: 'refused',
      sentAt: null,
      sealedSecret: null,
    });
  });
});
