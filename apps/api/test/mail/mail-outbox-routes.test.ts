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
  // Older mails first, so the three below are the newest and the list crosses a page of 20.
  const older = Array.from(
    { length: 18 },
    (_, index) => `older-${String(index + 1).padStart(2, '0')}@list.test`,
  );
  for (const to of [...older, 'first@list.test', 'second@list.test', 'third@list.test']) {
    await deps.mailer.send(db, {
      to,
      template: 'welcome',
      language: 'de',
      data: { name: 'X', loginUrl: '/login' },
    });
  }
});

const list = (query: string, headers: Record<string, string> = bearer.admin) =>
  testApp().app.inject({ method: 'GET', url: `/v1/admin/mail-outbox${query}`, headers });

describe('GET /v1/admin/mail-outbox', () => {
  it('lists the outbox newest first, a page at a time, with the total', async () => {
    const response = await list('?page=1&pageSize=20&search=LIST.test');
    expect(response.statusCode).toBe(200);
    const page = response.json<MailOutboxPage>();
    expect(page.total).toBe(21);
    expect(page.totalExact).toBe(true);
    expect(page.data.map((mail) => mail.to)).toEqual([
      'third@list.test',
      'second@list.test',
      'first@list.test',
      ...Array.from({ length: 17 }, (_, index) => `older-${String(18 - index).padStart(2, '0')}@list.test`),
    ]);
    expect(page.data[0]).toMatchObject({
      subject: 'Willkommen bei Account Portal',
      template: 'welcome',
      language: 'de',
      status: 'queued',
      sent_at: null,
    });
    const next = (await list('?page=2&pageSize=20&search=list.test')).json<MailOutboxPage>();
    expect(next.data.map((mail) => mail.to)).toEqual(['older-01@list.test']);
  });

  it('matches % and _ in the filter literally', async () => {
    expect((await list('?search=%25')).json<MailOutboxPage>()).toEqual({
      data: [],
      total: 0,
      totalExact: true,
    });
  });

  it('shows a reset mail with its token removed: what staff see resets nothing (decision 0026)', async () => {
    const { app, db } = testApp();
    const forgot = await app.inject({
      method: 'POST',
      url: '/v1/forgotPassword',
      payload: { email: 'owner@demo.test' },
    });
    expect(forgot.statusCode).toBe(200);
    const [summary] = (await list('?search=owner@demo.test')).json<MailOutboxPage>().data;
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
    expect(mail).toMatchObject({ attempts: 0, failure: null });
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
    const response = await list('?pageSize=101');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'validation_failed' });
    expect(response.json().errors).toEqual({ pageSize: ['The selected page size is invalid.'] });
  });

  it('offers the page sizes 20, 50 and 100 only, and pages up to 10,000', async () => {
    for (const size of [20, 50, 100]) expect((await list(`?pageSize=${size}`)).statusCode).toBe(200);
    for (const size of [2, 10, 99]) expect((await list(`?pageSize=${size}`)).statusCode).toBe(422);
    expect((await list('?page=10000')).json<MailOutboxPage>().data).toEqual([]);
    expect((await list('?page=10001')).json().errors).toEqual({
      page: ['The page may not be greater than 10000.'],
    });
  });

  it('sorts by any allowed column, several at once, with the newest first among equals', async () => {
    const byRecipient = (await list('?search=list.test&sort=to:asc&pageSize=50')).json<MailOutboxPage>();
    const recipients = byRecipient.data.map((mail) => mail.to);
    expect(recipients).toEqual([...recipients].sort());
    expect(recipients[0]).toBe('first@list.test');
    const descending = (await list('?search=list.test&sort=to:desc')).json<MailOutboxPage>();
    expect(descending.data[0]?.to).toBe('third@list.test');
    // All 21 share template, language and status: the tiebreaker (newest first) decides.
    const tied = (await list('?search=list.test&sort=status:asc&sort=language:desc')).json<MailOutboxPage>();
    expect(tied.data.slice(0, 3).map((mail) => mail.to)).toEqual([
      'third@list.test',
      'second@list.test',
      'first@list.test',
    ]);
    const oldest = (await list('?search=list.test&sort=created_at:asc')).json<MailOutboxPage>();
    expect(oldest.data[0]?.to).toBe('older-01@list.test');
  });

  it('filters by status, one or several', async () => {
    // Queued, or stored once the mail job has run (an earlier test drains the jobs).
    expect((await list('?search=list.test&status=queued&status=stored')).json<MailOutboxPage>().total).toBe(
      21,
    );
    const queued = (await list('?search=list.test&status=queued')).json<MailOutboxPage>();
    const stored = (await list('?search=list.test&status=stored')).json<MailOutboxPage>();
    expect(queued.total + stored.total).toBe(21);
    expect(new Set(stored.data.map((mail) => mail.status))).toEqual(new Set(stored.total ? ['stored'] : []));
    expect((await list('?search=list.test&status=sent&status=failed')).json<MailOutboxPage>()).toEqual({
      data: [],
      total: 0,
      totalExact: true,
    });
    const refused = await list('?status=lost');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'status.0': ['The selected status is invalid.'] });
  });

  it('refuses a column it cannot sort by, a direction, or a column twice, naming the sort', async () => {
    const unknown = await list('?sort=html:asc', { ...bearer.admin, 'accept-language': 'de' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'sort.0': ['Der gewählte Wert für Sortierung ist ungültig.'] });
    expect((await list('?sort=to:up')).json().errors).toEqual({
      'sort.0': ['The selected sort order is invalid.'],
    });
    expect((await list('?sort=to:asc&sort=to:desc')).json().errors).toEqual({
      sort: ['The sort order names the same column more than once.'],
    });
    expect((await list(`?search=${'x'.repeat(256)}`)).json().errors).toEqual({
      search: ['The search may not be longer than 255 characters.'],
    });
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
