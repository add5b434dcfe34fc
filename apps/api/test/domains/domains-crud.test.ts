import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, domains } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { freshTitle, signInAsStaff, userIdOf } from './domains-kit';

const testApp = useTestApp();

const auditRowsOf = (id: number) =>
  testApp()
    .db.select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'domain'), eq(auditEntries.entityId, String(id))))
    .orderBy(desc(auditEntries.id));

describe('/v1/domain: create, get, update, destroy', () => {
  it('creates a domain with the base domain as its title, reads, changes and removes it, each audited', async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const userId = await userIdOf(db, 'invoice@demo.test');
    const base = freshTitle('shop');

    const created = await client.post('/v1/domain', {
      user_id: userId,
      title: `https://www.${base}/`,
      analytics: true,
      sdk: false,
      cookies: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const domain = created.json();
    expect(domain).toMatchObject({
      user_id: userId,
      title: base,
      analytics: true,
      sdk: false,
      cookies: true,
    });
    const [createdAudit] = await auditRowsOf(domain.id);
    expect(createdAudit).toMatchObject({
      event: 'created',
      accountId: userId,
      newValues: { user_id: userId, title: base, analytics: true, sdk: false, cookies: true },
    });
    expect(createdAudit?.editorEmail).toBe('admin@demo.test');

    expect((await client.get(`/v1/domain/${domain.id}`)).json()).toEqual(domain);

    const updated = await client.put(`/v1/domain/${domain.id}`, {
      user_id: userId,
      title: `${base}:8443/landing?x=1`,
      analytics: true,
      sdk: true,
      cookies: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ title: `${base}:8443/landing?x=1`, sdk: true });
    const [updatedAudit] = await auditRowsOf(domain.id);
    // Only what changed.
    expect(updatedAudit).toMatchObject({
      event: 'updated',
      oldValues: { title: base, sdk: false },
      newValues: { title: `${base}:8443/landing?x=1`, sdk: true },
    });

    const removed = await client.delete(`/v1/domain/${domain.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'The domain has been removed.' });
    expect(await db.select().from(domains).where(eq(domains.id, domain.id))).toEqual([]);
    const [deletedAudit] = await auditRowsOf(domain.id);
    expect(deletedAudit).toMatchObject({
      event: 'deleted',
      oldValues: { title: `${base}:8443/landing?x=1`, analytics: true, sdk: true, cookies: true },
    });
    expect((await client.get(`/v1/domain/${domain.id}`)).statusCode).toBe(404);
  });

  it('saves without a change writes no audit row', async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const userId = await userIdOf(db, 'invoice@demo.test');
    const payload = { user_id: userId, title: freshTitle(), analytics: false, sdk: false, cookies: false };
    const { id } = (await client.post('/v1/domain', payload)).json();
    expect((await client.put(`/v1/domain/${id}`, payload)).statusCode).toBe(200);
    expect((await auditRowsOf(id)).map((row) => row.event)).toEqual(['created']);
  });

  it('answers 404 for an unknown domain on get, update and destroy', async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const userId = await userIdOf(db, 'invoice@demo.test');
    const payload = { user_id: userId, title: freshTitle(), analytics: false, sdk: false, cookies: false };
    for (const response of [
      await client.get('/v1/domain/999999'),
      await client.put('/v1/domain/999999', payload),
      await client.delete('/v1/domain/999999'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().status).toBe('not_found');
    }
  });
});

describe('GET /v1/domain/datatable', () => {
  it("pages one user's domains, 5 by default, newest first, searched by title and sorted", async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const userId = await userIdOf(db, 'new@demo.test');
    const titles = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'].map((stem) => freshTitle(stem));
    for (const title of titles) {
      const response = await client.post('/v1/domain', {
        user_id: userId,
        title,
        analytics: false,
        sdk: false,
        cookies: false,
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    const first = (await client.get(`/v1/domain/datatable?user_id=${userId}`)).json();
    expect(first.total).toBe(6);
    expect(first.totalExact).toBe(true);
    expect(first.data).toHaveLength(5);
    // Created in this order within the same instant or later: newest first, ties by id.
    expect(first.data[0].title).toBe(titles[5]);

    const second = (await client.get(`/v1/domain/datatable?user_id=${userId}&page=2`)).json();
    expect(second.data.map((d: { title: string }) => d.title)).toEqual([titles[0]]);

    const searched = (await client.get(`/v1/domain/datatable?user_id=${userId}&search=CHARLIE`)).json();
    expect(searched.data.map((d: { title: string }) => d.title)).toEqual([titles[2]]);

    const byTitle = (
      await client.get(`/v1/domain/datatable?user_id=${userId}&sort=title:asc&pageSize=10`)
    ).json();
    expect(byTitle.data.map((d: { title: string }) => d.title)).toEqual([...titles].sort());

    expect((await client.get(`/v1/domain/datatable?user_id=${userId}&pageSize=7`)).statusCode).toBe(422);
  });

  it("shows the demo owner's seeded domains", async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const owner = await userIdOf(db, 'owner@demo.test');
    const page = (await client.get(`/v1/domain/datatable?user_id=${owner}&sort=title:asc`)).json();
    expect(page.data.map((d: { title: string }) => d.title)).toEqual([
      'demo-media.at',
      'news.demo-media.at',
      'shop.demo-media.at',
    ]);
  });
});
