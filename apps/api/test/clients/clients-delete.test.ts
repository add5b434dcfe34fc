import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  domains,
  forms,
  leadData,
  notificationSettings,
  polls,
  quizzes,
  users,
  utmTags,
  votes,
} from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { createClient, createRole, OWNER_PASSWORD, registerOwner, signedInClient } from './clients-kit';

const testApp = useTestApp();

describe('GET api/v1/clients/:id/deletion-counts', () => {
  it('lists the kinds with something to delete, none for a new sub-user', async () => {
    const { app, db } = testApp();
    const owner = await registerOwner(app);
    const fresh = await createClient(owner.client);
    const empty = await owner.client.get(`/api/v1/clients/${fresh.id}/deletion-counts`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const sub = await signedInClient(app, owner.client);
    await db.insert(notificationSettings).values({ userId: sub.id, typeId: 1, active: false });
    const counts = await owner.client.get(`/api/v1/clients/${sub.id}/deletion-counts`);
    expect(counts.json()).toEqual([
      { model: 'session', count: 1 },
      { model: 'notification_setting', count: 1 },
    ]);
    expect((await owner.client.get(`/api/v1/clients/${owner.id}/deletion-counts`)).statusCode).toBe(404);
  });

  it('counts the Tools, DMP and Analytics data the sub-user owns, and the deletion removes it', async () => {
    const { app, db } = testApp();
    const owner = await registerOwner(app);
    const sub = await createClient(owner.client);
    const [poll] = await db
      .insert(polls)
      .values([
        { userId: sub.id, question: 'Tea or coffee?' },
        { userId: sub.id, question: 'Cats or dogs?' },
      ])
      .returning({ id: polls.id });
    await db.insert(votes).values([1, 2, 3].map(() => ({ userId: sub.id, pollId: poll!.id })));
    await db.insert(quizzes).values({ userId: sub.id, name: 'Capitals' });
    const [form] = await db.insert(forms).values({ userId: sub.id, title: 'Newsletter' }).returning();
    await db.insert(leadData).values({ userId: sub.id, formId: form!.id });
    await db.insert(utmTags).values({ userId: sub.id, tag: 'utm_source', value: 'newsletter' });
    await db.insert(domains).values({ userId: sub.id, title: 'example.com', analytics: true });

    const counts = await owner.client.get(`/api/v1/clients/${sub.id}/deletion-counts`);
    expect(counts.json()).toEqual([
      { model: 'poll', count: 2 },
      { model: 'vote', count: 3 },
      { model: 'quiz', count: 1 },
      { model: 'form', count: 1 },
      { model: 'lead_data', count: 1 },
      { model: 'utm_tag', count: 1 },
      { model: 'domain', count: 1 },
    ]);

    const deleted = await owner.client.request('DELETE', `/api/v1/clients/${sub.id}`, {
      payload: { password: OWNER_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of [polls, votes, quizzes, forms, leadData, utmTags, domains]) {
      expect(await db.$count(table, eq(table.userId, sub.id))).toBe(0);
    }
  });
});

describe('DELETE api/v1/clients/:id', () => {
  it('needs the caller password: wrong is 422 wrong_password with the spec message, in en, de and fr', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const sub = await createClient(owner.client);
    const url = `/api/v1/clients/${sub.id}`;
    const expected = {
      en: 'Password is incorrect',
      de: 'Das Passwort ist falsch',
      fr: 'Le mot de passe est incorrect',
    };
    for (const [language, text] of Object.entries(expected)) {
      const wrong = await owner.client.request('DELETE', url, {
        payload: { password: 'not-it' },
        headers: { 'accept-language': language },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ status: 'wrong_password', message: text, errors: { password: [text] } });
    }
    const missing = await owner.client.request('DELETE', url, { payload: { password: '' } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
  });

  it('deletes the sub-user, ends their sessions at once and keeps the audit rows', async () => {
    const { app, db } = testApp();
    const owner = await registerOwner(app);
    const role = await createRole(owner.client, 'Viewer', ['MODULE_DASHBOARD.VIEW']);
    const sub = await signedInClient(app, owner.client, { roles: [role] });
    expect((await sub.client.get('/v1/account/me')).statusCode).toBe(200);
    const bearer = await app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: `Bearer ${sub.token}` },
    });
    expect(bearer.statusCode).toBe(200);

    const deleted = await owner.client.request('DELETE', `/api/v1/clients/${sub.id}`, {
      payload: { password: OWNER_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The user has been deleted.' });
    expect(await db.select().from(users).where(eq(users.id, sub.id))).toEqual([]);
    expect((await sub.client.get('/v1/account/me')).statusCode).toBe(401);
    const after = await app.inject({
      method: 'GET',
      url: '/v1/account/me',
      headers: { authorization: `Bearer ${sub.token}` },
    });
    expect(after.statusCode).toBe(401);

    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'client'), eq(auditEntries.entityId, String(sub.id))))
      .orderBy(auditEntries.id);
    expect(rows.at(0)?.event).toBe('created');
    expect(rows.at(-1)).toMatchObject({ event: 'deleted', oldValues: { email: sub.email, roles: [role] } });
    expect((await owner.client.get('/api/v1/clients')).json().total).toBe(0);
  });

  it('refuses deleting oneself and the owner', async () => {
    const { app } = testApp();
    const owner = await registerOwner(app);
    const role = await createRole(owner.client, 'Deleter', ['MODULE_DASHBOARD.VIEW', 'CLIENTS.DELETE']);
    const sub = await signedInClient(app, owner.client, { roles: [role] });
    const self = await sub.client.request('DELETE', `/api/v1/clients/${sub.id}`, {
      payload: { password: 'Client-Password-2026!' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot delete your own user.');
    const ownerGone = await sub.client.request('DELETE', `/api/v1/clients/${owner.id}`, {
      payload: { password: 'Client-Password-2026!' },
    });
    expect(ownerGone.statusCode).toBe(404);
  });
});
