import type { MailOutboxEntry, MailOutboxPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();
const bearer: Record<'admin' | 'owner', { authorization: string }> = {
  admin: { authorization: '' },
  owner: { authorization: '' },
};

beforeAll(async () => {
  const { app, deps, db } = testApp();
  bearer.admin = (await loginAs(app, 'admin@demo.test')).bearer;
  bearer.owner = (await loginAs(app, 'owner@demo.test')).bearer;
  for (const to of ['first@list.test', 'second@list.test', 'third@list.test']) {
    await deps.mailer.send(db, {
      to,
      template: 'welcome',
      language: 'de',
      data: { name: 'X', loginUrl: '/login' },
    });
  }
});

const list = (query: string, headers = bearer.admin) =>
  testApp().app.inject({ method: 'GET', url: `/v1/admin/mail-outbox${query}`, headers });

describe('GET /v1/admin/mail-outbox', () => {
  it('lists the outbox newest first, a page at a time, with the total', async () => {
    const response = await list('?page=1&perPage=2&to=LIST.test');
    expect(response.statusCode).toBe(200);
    const page = response.json<MailOutboxPage>();
    expect(page.total).toBe(3);
    expect(page.data.map((mail) => mail.to)).toEqual(['third@list.test', 'second@list.test']);
    expect(page.data[0]).toMatchObject({
      subject: 'Willkommen bei Account Portal',
      template: 'welcome',
      language: 'de',
      status: 'queued',
      sent_at: null,
    });
    const next = (await list('?page=2&perPage=2&to=list.test')).json<MailOutboxPage>();
    expect(next.data.map((mail) => mail.to)).toEqual(['first@list.test']);
  });

  it('matches % and _ in the filter literally', async () => {
    expect((await list('?to=%25')).json<MailOutboxPage>()).toEqual({ data: [], total: 0 });
  });

  it('shows a reset mail with its token removed: what staff see resets nothing (decision 0026)', async () => {
    const { app, db } = testApp();
    const forgot = await app.inject({
      method: 'POST',
      url: '/v1/forgotPassword',
      payload: { email: 'owner@demo.test' },
    });
    expect(forgot.statusCode).toBe(200);
    const [summary] = (await list('?to=owner@demo.test')).json<MailOutboxPage>().data;
    expect(summary).toMatchObject({ template: 'password-reset', subject: 'Reset your password' });

    const entry = await app.inject({
      method: 'GET',
      url: `/v1/admin/mail-outbox/${summary?.id}`,
      headers: bearer.admin,
    });
    expect(entry.statusCode).toBe(200);
    const mail = entry.json<MailOutboxEntry>();
    expect(mail.text).toContain('/reset-password?token=[token-removed]&email=owner%40demo.test');
    expect(mail.html).toContain('/reset-password?token=[token-removed]&#38;email=owner%40demo.test');
    expect(mail.html).toContain('Hello Olivia Owner,');
    expect(mail).toMatchObject({ attempts: 0, last_error: null });
    expect(Object.keys(mail)).not.toContain('sealed_secret');
    expect(entry.body).not.toMatch(/token=[\w-]{20,}/);

    // What the outbox shows does not reset the password.
    const shown = /reset-password\?token=([^&\s]+)/.exec(mail.text)?.[1] ?? '';
    const reset = await app.inject({
      method: 'POST',
      url: '/v1/resetPassword',
      payload: {
        email: 'owner@demo.test',
        token: shown,
        password: 'Taken-Over-2026!',
        password_confirmation: 'Taken-Over-2026!',
      },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().status).toBe('invalid_token');

    // Nor does anything stored: the row holds the token only sealed, and not even that once handled.
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, summary!.id));
    expect(row?.sealedSecret).toBeTruthy();
    expect(`${row?.html}${row?.text}${row?.sealedSecret}`).not.toMatch(/token=[\w-]{20,}/);
    await testApp().deps.jobs.drain();
    const [handled] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, summary!.id));
    expect(handled).toMatchObject({ status: 'stored', sealedSecret: null });
  });

  it('answers 404 not_found for an unknown id', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/v1/admin/mail-outbox/999999',
      headers: bearer.admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'not_found' });
  });

  it('refuses a page size above 100', async () => {
    const response = await list('?perPage=101');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'validation_failed' });
  });

  it('is for staff only', async () => {
    expect((await list('')).statusCode).toBe(200);
    expect((await list('', bearer.owner)).statusCode).toBe(403);
    expect((await testApp().app.inject({ method: 'GET', url: '/v1/admin/mail-outbox' })).statusCode).toBe(
      401,
    );
    const detail = await testApp().app.inject({
      method: 'GET',
      url: '/v1/admin/mail-outbox/1',
      headers: bearer.owner,
    });
    expect(detail.statusCode).toBe(403);
  });
});
