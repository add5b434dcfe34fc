import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import { freshTitle, signInAsStaff, userIdOf } from './domains-kit';

const testApp = useTestApp();

/** Every /v1/domain call, on a domain of the demo owner. */
async function calls(userId: number, domainId: number) {
  const body = () => ({ user_id: userId, title: freshTitle(), analytics: true, sdk: true, cookies: true });
  return [
    ['GET', `/v1/domain/datatable?user_id=${userId}`, undefined],
    ['POST', '/v1/domain', body()],
    ['GET', `/v1/domain/${domainId}`, undefined],
    ['PUT', `/v1/domain/${domainId}`, body()],
    ['DELETE', `/v1/domain/${domainId}`, undefined],
  ] as const;
}

describe('/v1/domain is for staff who may edit users', () => {
  it('declares the edit-users rule on every route', () => {
    const rules = testApp()
      .app.routeRegistry.filter((route) => route.url.startsWith('/v1/domain'))
      .map((route) => `${route.method} ${route.url} ${route.rule}`)
      .sort();
    expect(rules).toEqual([
      'DELETE /v1/domain/:id editUsers',
      'GET /v1/domain/:id editUsers',
      'GET /v1/domain/datatable editUsers',
      'POST /v1/domain editUsers',
      'PUT /v1/domain/:id editUsers',
    ]);
  });

  it('refuses customers and sub-users (403) and anonymous callers (401); the domain stays', async () => {
    const { app, db } = testApp();
    const ownerId = await userIdOf(db, 'owner@demo.test');
    const staff = await signInAsStaff(app);
    const own = (await staff.client.get(`/v1/domain/datatable?user_id=${ownerId}`)).json().data[0];
    for (const email of ['owner@demo.test', 'client@demo.test', 'new@demo.test']) {
      const { client } = await loginAs(app, email);
      for (const [method, url, payload] of await calls(ownerId, own.id)) {
        const response = await client.request(method, url, { payload });
        expect(response.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of await calls(ownerId, own.id)) {
      const response = await new TestClient(app).request(method, url, { payload });
      expect(response.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    expect((await staff.client.get(`/v1/domain/${own.id}`)).json()).toEqual(own);
  });

  it('lets an administrator make every call', async () => {
    const { app, db } = testApp();
    const ownerId = await userIdOf(db, 'owner@demo.test');
    const { client } = await signInAsStaff(app);
    const created = (
      await client.post('/v1/domain', {
        user_id: ownerId,
        title: freshTitle(),
        analytics: false,
        sdk: false,
        cookies: false,
      })
    ).json();
    for (const [method, url, payload] of await calls(ownerId, created.id)) {
      const response = await client.request(method, url, { payload });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(200);
    }
  });
});
