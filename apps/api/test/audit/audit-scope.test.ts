import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { MASK } from '../../src/platform/audit';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';
import { createRole, createUser, insertEntries, queryOf } from './audit-fixtures';

const testApp = useTestApp();

/** January 2001: only this file's rows live there, whatever history other seeds write. */
const WINDOW = { from: '2001-01-01 00:00:00', to: '2001-01-31 23:59:59' };

const world = {} as {
  staff: { id: number; email: string };
  owner: { id: number; email: string };
  billing: { id: number; email: string };
  basic: { id: number; email: string };
  noLog: { id: number; email: string };
  other: { id: number; email: string };
};

beforeAll(async () => {
  const { db } = testApp();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  world.staff = { id: admin!.id, email: 'admin@demo.test' };
  world.owner = await createUser(db, 'customer');
  const billingRole = await createRole(db, world.owner.id, [
    'ACTIVITY_LOG.VIEW',
    'MODULE_ACCOUNT_PAYMENT.VIEW',
  ]);
  world.billing = await createUser(db, billingRole, { parentId: world.owner.id });
  world.basic = await createUser(db, 'client-basic', { parentId: world.owner.id });
  const noLogRole = await createRole(db, world.owner.id, ['MODULE_ACCOUNT.VIEW']);
  world.noLog = await createUser(db, noLogRole, { parentId: world.owner.id });
  world.other = await createUser(db, 'customer');
  const A = world.owner.id;
  await insertEntries(db, [
    { at: '2001-01-02T10:00:00Z', entityType: 'invoice', entityId: '900001', event: 'created', accountId: A },
    {
      at: '2001-01-03T10:00:00Z',
      entityId: String(A),
      editorId: A,
      editorEmail: world.owner.email,
      accountId: A,
      oldValues: { city: 'Graz' },
      newValues: { city: 'Wien' },
      url: '/v1/billing',
      ipAddress: '203.0.113.5',
      userAgent: 'UA-owner',
    },
    {
      at: '2001-01-04T10:00:00Z',
      entityId: String(world.basic.id),
      editorId: world.basic.id,
      editorEmail: world.basic.email,
      accountId: A,
      ipAddress: '203.0.113.9',
      userAgent: 'UA-basic',
    },
    {
      at: '2001-01-05T10:00:00Z',
      entityType: 'payment_method',
      entityId: 'pm_a',
      event: 'payment method added',
      editorId: world.staff.id,
      editorEmail: world.staff.email,
      accountId: A,
      newValues: { brand: 'visa', last4: '4242', gateway_id: 'pm_gw_123' },
      url: '/v1/payment-methods',
      ipAddress: '198.51.100.7',
      userAgent: 'UA-staff',
    },
    {
      at: '2001-01-06T10:00:00Z',
      entityId: String(A),
      event: 'loginAs',
      editorId: world.staff.id,
      editorEmail: world.staff.email,
      accountId: A,
    },
    { at: '2001-01-07T10:00:00Z', entityType: 'charge', entityId: 'ch_1', event: 'created', accountId: A },
    {
      at: '2001-01-08T10:00:00Z',
      entityType: 'subscription',
      entityId: 'sub_a',
      editorId: world.billing.id,
      editorEmail: world.billing.email,
      accountId: A,
    },
    {
      at: '2001-01-09T10:00:00Z',
      entityId: String(world.billing.id),
      editorId: world.billing.id,
      editorEmail: world.billing.email,
      accountId: A,
    },
    {
      at: '2001-01-10T10:00:00Z',
      entityType: 'invoice',
      entityId: '900002',
      event: 'created',
      accountId: world.other.id,
    },
    {
      at: '2001-01-11T10:00:00Z',
      entityType: 'clock',
      entityId: 'clock',
      editorId: world.staff.id,
      editorEmail: world.staff.email,
    },
  ]);
});

const page = async (email: string, params: Record<string, string | number | (string | number)[]> = {}) => {
  const { client } = await loginAs(testApp().app, email);
  return client.get(`/api/v1/audit/datatable?${queryOf({ ...WINDOW, ...params })}`);
};

const entityIdsOf = (response: { json(): { data: { entity_id: string }[] } }) =>
  response.json().data.map((row) => row.entity_id);

describe('who reads which entries', () => {
  it('answers 401 without a session and 403 without the activity-log rule', async () => {
    const { app } = testApp();
    const anonymous = await new TestClient(app).get('/api/v1/audit/datatable');
    expect(anonymous.statusCode).toBe(401);
    for (const path of ['datatable', 'entities', 'editors', 'export.csv']) {
      const response = await (await loginAs(app, world.noLog.email)).client.get(`/api/v1/audit/${path}`);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().status).toBe('forbidden');
    }
  });

  it('shows staff every entry with its id, account and meta', async () => {
    const response = await page(world.staff.email);
    expect(response.statusCode, response.body).toBe(200);
    expect(entityIdsOf(response)).toEqual([
      'clock',
      '900002',
      String(world.billing.id),
      'sub_a',
      'ch_1',
      String(world.owner.id),
      'pm_a',
      String(world.basic.id),
      String(world.owner.id),
      '900001',
    ]);
    const byStaff = response.json().data.find((row: { entity_id: string }) => row.entity_id === 'pm_a');
    expect(byStaff).toMatchObject({
      id: expect.any(Number),
      account_id: world.owner.id,
      event: 'payment method added',
      editor: {
        kind: 'support',
        id: world.staff.id,
        email: world.staff.email,
        on_behalf_of: world.owner.email,
      },
      new_values: { gateway_id: 'pm_gw_123' },
      meta: { url: '/v1/payment-methods', ip_address: '198.51.100.7', user_agent: 'UA-staff' },
    });
    const clock = response.json().data[0];
    expect(clock.editor).toEqual({
      kind: 'user',
      id: world.staff.id,
      email: world.staff.email,
      on_behalf_of: null,
    });
    expect(response.json()).toMatchObject({ total: 10, totalExact: true, nextCursor: null });
  });

  it("shows an owner the account's entries, without staff-only types, events, staff addresses or ids", async () => {
    const response = await page(world.owner.email);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(entityIdsOf(response)).toEqual([
      String(world.billing.id),
      'sub_a',
      'pm_a',
      String(world.basic.id),
      String(world.owner.id),
      '900001',
    ]);
    for (const row of data) {
      expect(row).not.toHaveProperty('id');
      expect(row).not.toHaveProperty('account_id');
    }
    const [, , bySupport, byBasic, byOwner, bySystem] = data;
    expect(bySupport).toMatchObject({
      editor: { kind: 'support', id: null, email: null, on_behalf_of: world.owner.email },
      new_values: { brand: 'visa', last4: '4242', gateway_id: MASK },
      meta: null,
    });
    expect(byBasic).toMatchObject({
      editor: { kind: 'user', id: world.basic.id, email: world.basic.email, on_behalf_of: null },
      meta: null,
    });
    expect(byOwner).toMatchObject({
      old_values: { city: 'Graz' },
      new_values: { city: 'Wien' },
      meta: { url: null, ip_address: '203.0.113.5', user_agent: 'UA-owner' },
    });
    expect(bySystem.editor).toEqual({ kind: 'system', id: null, email: null, on_behalf_of: null });
    expect(response.body).not.toContain('198.51.100.7');
    expect(response.body).not.toContain(world.staff.email);
  });

  it('shows a sub-user only the entity types their rules let them see', async () => {
    // Invoices, subscriptions and payment methods, the owner's entries (billing data) and their own.
    expect(entityIdsOf(await page(world.billing.email))).toEqual([
      String(world.billing.id),
      'sub_a',
      'pm_a',
      String(world.owner.id),
      '900001',
    ]);
    // The basic role reads no billing: only the entries about themselves.
    expect(entityIdsOf(await page(world.basic.email))).toEqual([String(world.basic.id)]);
  });

  it("never shows another account's entries, even by their ids", async () => {
    expect(entityIdsOf(await page(world.other.email))).toEqual(['900002']);
    expect(entityIdsOf(await page(world.owner.email, { ids: '900002' }))).toEqual([]);
    expect(entityIdsOf(await page(world.other.email, { ids: ['900001', 'pm_a'] }))).toEqual([]);
  });

  it('reads as the customer while staff act as them (login as)', async () => {
    const { app } = testApp();
    const admin = await loginAs(app, world.staff.email);
    const login = await admin.client.post('/v1/login/user', { id: world.owner.id, reason: 'Ticket 13' });
    expect(login.statusCode, login.body).toBe(200);
    const response = await admin.client.get(`/api/v1/audit/datatable?${queryOf(WINDOW)}`);
    expect(response.json().data).toHaveLength(6);
    expect(response.json().data[0]).not.toHaveProperty('id');
  });

  it('refuses staff-only types and events, and types outside the rules, as unknown ones', async () => {
    const charge = await page(world.owner.email, { types: ['invoice', 'charge'] });
    expect(charge.statusCode).toBe(422);
    expect(charge.json()).toMatchObject({
      status: 'validation_failed',
      errors: { 'types.1': ['The selected entity types is invalid.'] },
    });
    const loginAsEvent = await page(world.owner.email, { events: 'loginAs' });
    expect(loginAsEvent.json().errors).toEqual({ 'events.0': ['The selected events is invalid.'] });
    const invoices = await page(world.basic.email, { types: 'invoice' });
    expect(invoices.statusCode).toBe(422);
    expect(invoices.json().errors).toHaveProperty(['types.0']);
    // Staff may ask for both.
    const staff = await page(world.staff.email, { types: 'charge', events: 'created' });
    expect(entityIdsOf(staff)).toEqual(['ch_1']);
  });

  it('lets a customer filter by their users, support and the system, never by a staff id', async () => {
    expect(entityIdsOf(await page(world.owner.email, { editors: world.basic.id }))).toEqual([
      String(world.basic.id),
    ]);
    expect(entityIdsOf(await page(world.owner.email, { editors: 'support' }))).toEqual(['pm_a']);
    expect(entityIdsOf(await page(world.owner.email, { editors: 'system' }))).toEqual(['900001']);
    expect(entityIdsOf(await page(world.owner.email, { editors: world.staff.id }))).toEqual([]);
    // Staff: support is staff working on a customer's account (not the clock, which is no account's).
    expect(entityIdsOf(await page(world.staff.email, { editors: 'support' }))).toEqual([
      String(world.owner.id),
      'pm_a',
    ]);
  });

  it("searches a customer's log by entity id and by their users' addresses only", async () => {
    expect(entityIdsOf(await page(world.owner.email, { search: 'pm_a' }))).toEqual(['pm_a']);
    expect(entityIdsOf(await page(world.owner.email, { search: world.basic.email.slice(0, 10) }))).toEqual([
      String(world.basic.id),
    ]);
    expect(entityIdsOf(await page(world.owner.email, { search: 'admin@' }))).toEqual([]);
    expect(entityIdsOf(await page(world.staff.email, { search: 'ADMIN@demo' }))).toEqual([
      'clock',
      String(world.owner.id),
      'pm_a',
    ]);
  });
});

describe('GET /api/v1/audit/editors', () => {
  it("lists a customer's own users only", async () => {
    const { app } = testApp();
    const owner = await (await loginAs(app, world.owner.email)).client.get('/api/v1/audit/editors');
    expect(owner.statusCode).toBe(200);
    expect(
      owner
        .json()
        .data.map((each: { id: number }) => each.id)
        .sort(),
    ).toEqual([world.owner.id, world.billing.id, world.basic.id, world.noLog.id].sort());
    const other = await (await loginAs(app, world.other.email)).client.get('/api/v1/audit/editors');
    expect(other.json().data).toEqual([{ id: world.other.id, email: world.other.email }]);
  });

  it('lists staff the staff, or anyone by the start of the address', async () => {
    const { client } = await loginAs(testApp().app, world.staff.email);
    const staff = (await client.get('/api/v1/audit/editors')).json().data;
    expect(staff).toContainEqual({ id: world.staff.id, email: world.staff.email });
    expect(staff.map((each: { email: string }) => each.email)).not.toContain(world.owner.email);
    const found = (
      await client.get(`/api/v1/audit/editors?searchTerm=${encodeURIComponent(world.owner.email)}`)
    ).json();
    expect(found.data).toEqual([{ id: world.owner.id, email: world.owner.email }]);
  });
});

describe('GET /api/v1/audit/entities', () => {
  it('finds the users whose entries the caller may read', async () => {
    const { app } = testApp();
    const ids = async (email: string) =>
      (await (await loginAs(app, email)).client.get('/api/v1/audit/entities?entityTypes=user'))
        .json()
        .data.map((each: { id: string }) => each.id);
    expect((await ids(world.owner.email)).sort()).toEqual(
      [world.owner.id, world.billing.id, world.basic.id, world.noLog.id].map(String).sort(),
    );
    expect(await ids(world.basic.email)).toEqual([String(world.basic.id)]);
    expect((await ids(world.billing.email)).sort()).toEqual(
      [world.owner.id, world.billing.id].map(String).sort(),
    );
  });

  it("finds an account's invoices by number, in the caller's language, and never another's", async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const all = (await client.get('/api/v1/audit/entities?entityTypes=invoice')).json().data;
    expect(all.length).toBeGreaterThan(0);
    const [first] = all;
    expect(first.label).toMatch(/^Invoice \S+$/);
    const number = first.label.slice('Invoice '.length);
    const found = await client.get(
      `/api/v1/audit/entities?${queryOf({ entityTypes: 'invoice', searchTerm: number })}`,
      {
        headers: { 'accept-language': 'de' },
      },
    );
    expect(found.json().data).toContainEqual({ type: 'invoice', id: first.id, label: `Rechnung ${number}` });
    const other = await (await loginAs(app, world.other.email)).client.get(
      `/api/v1/audit/entities?${queryOf({ entityTypes: 'invoice', searchTerm: number })}`,
    );
    expect(other.json().data).toEqual([]);
    const refused = await (await loginAs(app, world.basic.email)).client.get(
      '/api/v1/audit/entities?entityTypes=invoice',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty(['entityTypes.0']);
  });
});

describe('GET /api/v1/audit/entityInformation(Batch)', () => {
  it('tells when an entity was created and last changed, and by whom, as the caller may read it', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, world.owner.email);
    const invoice = await client.get('/api/v1/audit/entityInformation?type=invoice&id=900001');
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json()).toEqual({
      auditable_id: '900001',
      created_at: '2001-01-02T10:00:00.000Z',
      created_email: null,
      created_by: 'system',
      modified_at: null,
      modified_email: null,
      modified_by: null,
    });
    const method = (await client.get('/api/v1/audit/entityInformation?type=payment_method&id=pm_a')).json();
    expect(method).toMatchObject({
      modified_at: '2001-01-05T10:00:00.000Z',
      modified_email: null,
      modified_by: 'support',
    });
    const staff = await (await loginAs(app, world.staff.email)).client.get(
      '/api/v1/audit/entityInformation?type=payment_method&id=pm_a',
    );
    expect(staff.json()).toMatchObject({ modified_email: world.staff.email, modified_by: 'support' });
  });

  it("answers another account's ids like ids without history", async () => {
    const { client } = await loginAs(testApp().app, world.other.email);
    const response = await client.get('/api/v1/audit/entityInformation?type=invoice&id=900001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ auditable_id: '900001', created_at: null, modified_at: null });
  });

  it('answers a batch by id, each id once, foreign ids empty', async () => {
    const { client } = await loginAs(testApp().app, world.owner.email);
    const ids = [world.owner.id, world.basic.id, world.other.id].map(String);
    const response = await client.get(
      `/api/v1/audit/entityInformationBatch?${queryOf({ type: 'user', ids })}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual([...ids].sort());
    // The sign-in as the owner (staff only, and no change) is not the last change.
    expect(data[String(world.owner.id)]).toMatchObject({
      modified_at: '2001-01-03T10:00:00.000Z',
      modified_email: world.owner.email,
      modified_by: 'user',
    });
    expect(data[String(world.basic.id)]).toMatchObject({ modified_email: world.basic.email });
    expect(data[String(world.other.id)]).toMatchObject({ created_at: null, modified_at: null });
  });

  it('refuses types the caller may not read, more than 100 ids, and no ids', async () => {
    const { client } = await loginAs(testApp().app, world.basic.email);
    const type = await client.get('/api/v1/audit/entityInformation?type=invoice&id=1');
    expect(type.statusCode).toBe(422);
    expect(type.json().errors).toEqual({ type: ['The selected entity type is invalid.'] });
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    const tooMany = await client.get(
      `/api/v1/audit/entityInformationBatch?${queryOf({ type: 'user', ids: many })}`,
    );
    expect(tooMany.json().errors).toEqual({ ids: ['The entity ids may not have more than 100 entries.'] });
    const none = await client.get('/api/v1/audit/entityInformationBatch?type=user');
    expect(none.json().errors).toEqual({ ids: ['The entity ids field is required.'] });
  });
});
