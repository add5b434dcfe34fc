import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createRole, createUser, insertEntries, queryOf } from './audit-fixtures';

// Decision 0074: what an owner (and a sub-user) reads of the activity log's rows.
const testApp = useTestApp();

/** March 2002: only this file's rows live there. */
const WINDOW = { from: '2002-03-01 00:00:00', to: '2002-03-31 23:59:59' };

const world = {} as {
  staff: { id: number; email: string };
  owner: { id: number; email: string };
  billing: { id: number; email: string };
  sub: { id: number; email: string };
};

const OWNER_IP = '203.0.113.10';
const SUB_IP = '203.0.113.20';
const SUB_SESSION_IP = '203.0.113.21';
const STAFF_IP = '198.51.100.30';

/** A `session revoked` row as revoke-sessions.ts writes it: where the ended session was. */
const endedSession = (ip: string, browser: string) => ({
  session_id: 'family-1',
  browser,
  os: 'Linux',
  ip_address: ip,
});

beforeAll(async () => {
  const { db } = testApp();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  world.staff = { id: admin!.id, email: 'admin@demo.test' };
  world.owner = await createUser(db, 'customer');
  world.sub = await createUser(db, 'client-basic', { parentId: world.owner.id });
  // A sub-user who handles billing: reads the owner's own entries (the account's billing data).
  const billingRole = await createRole(db, world.owner.id, [
    'ACTIVITY_LOG.VIEW',
    'MODULE_ACCOUNT_PAYMENT.VIEW',
  ]);
  world.billing = await createUser(db, billingRole, { parentId: world.owner.id });
  const A = world.owner.id;
  await insertEntries(db, [
    {
      at: '2002-03-02T10:00:00Z',
      entityId: String(A),
      editorId: A,
      editorEmail: world.owner.email,
      accountId: A,
      oldValues: { city: 'Graz' },
      newValues: { city: 'Wien' },
      url: '/v1/account/billing/information',
      ipAddress: OWNER_IP,
      userAgent: 'UA-owner',
    },
    {
      at: '2002-03-03T10:00:00Z',
      entityId: String(world.sub.id),
      event: 'session revoked',
      editorId: world.sub.id,
      editorEmail: world.sub.email,
      accountId: A,
      oldValues: endedSession(SUB_SESSION_IP, 'Firefox 140'),
      url: '/v1/account/security/sessions/family-1',
      ipAddress: SUB_IP,
      userAgent: 'UA-sub',
    },
    {
      at: '2002-03-04T10:00:00Z',
      entityId: String(A),
      event: 'session revoked',
      editorId: A,
      editorEmail: world.owner.email,
      accountId: A,
      oldValues: endedSession(OWNER_IP, 'Chrome 138'),
      ipAddress: OWNER_IP,
      userAgent: 'UA-owner',
    },
    {
      at: '2002-03-05T10:00:00Z',
      entityType: 'subscription',
      entityId: 'sub_support',
      editorId: world.staff.id,
      editorEmail: world.staff.email,
      accountId: A,
      oldValues: { quantity: 1 },
      newValues: { quantity: 2 },
      ipAddress: STAFF_IP,
      userAgent: 'UA-staff',
    },
    {
      at: '2002-03-06T10:00:00Z',
      entityType: 'invoice',
      entityId: 'INV-OLD',
      event: 'invoice downloaded',
      editorId: A,
      accountId: A,
    },
    {
      at: '2002-03-07T10:00:00Z',
      entityType: 'invoice',
      entityId: 'INV-NEW',
      event: 'downloadInvoice',
      editorId: A,
      accountId: A,
      newValues: { link: '/v1/invoices/INV-NEW/pdf' },
    },
  ]);
});

type Row = {
  entity_id: string;
  event: string;
  old_values: Record<string, unknown>;
  new_values: Record<string, unknown>;
  meta: { url: string | null; user_agent: string | null; ip_address: string | null } | null;
};

const rowsFor = async (email: string, params: Record<string, string | string[]> = {}) => {
  const { client } = await loginAs(testApp().app, email);
  const response = await client.get(`/api/v1/audit/datatable?${queryOf({ ...WINDOW, ...params })}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<{ data: Row[] }>().data, body: response.body };
};

const exportFor = async (email: string) => {
  const { client } = await loginAs(testApp().app, email);
  const response = await client.get(`/api/v1/audit/export.csv?${queryOf(WINDOW)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

describe('what an owner reads in the activity log (decision 0074)', () => {
  it('shows the owner the changes of every row, and where they connected from on their own rows only', async () => {
    const { rows, body } = await rowsFor(world.owner.email);
    const byEvent = (event: string, id: string) =>
      rows.find((row) => row.event === event && row.entity_id === id);

    const ownChange = byEvent('updated', String(world.owner.id));
    expect(ownChange).toMatchObject({
      old_values: { city: 'Graz' },
      new_values: { city: 'Wien' },
      meta: { url: null, user_agent: 'UA-owner', ip_address: OWNER_IP },
    });
    // Their own ended session says where it was.
    expect(byEvent('session revoked', String(world.owner.id))?.old_values).toEqual(
      endedSession(OWNER_IP, 'Chrome 138'),
    );

    // A sub-user's ended session: which one, not from where (their address, browser and system).
    const subSession = byEvent('session revoked', String(world.sub.id));
    expect(subSession?.old_values).toEqual({ session_id: 'family-1' });
    expect(subSession?.meta).toBeNull();
    // Staff's change: the values, not staff's connection.
    const bySupport = byEvent('updated', 'sub_support');
    expect(bySupport).toMatchObject({ old_values: { quantity: 1 }, new_values: { quantity: 2 }, meta: null });

    for (const hidden of [SUB_IP, SUB_SESSION_IP, STAFF_IP, 'UA-sub', 'UA-staff', 'Firefox 140'])
      expect(body).not.toContain(hidden);
    // Never the route, not even of their own rows.
    expect(body).not.toContain('/v1/account/billing/information');
  });

  it('shows a sub-user who reads the owner’s rows the changes, never the owner’s connection', async () => {
    const { rows, body } = await rowsFor(world.billing.email, { types: 'user' });
    const ownerChange = rows.find(
      (row) => row.event === 'updated' && row.entity_id === String(world.owner.id),
    );
    expect(ownerChange).toMatchObject({
      old_values: { city: 'Graz' },
      new_values: { city: 'Wien' },
      meta: null,
    });
    const ownerSession = rows.find((row) => row.event === 'session revoked');
    expect(ownerSession?.old_values).toEqual({ session_id: 'family-1' });
    expect(body).not.toContain(OWNER_IP);
    expect(body).not.toContain('UA-owner');
  });

  it('exports what the table shows: no one else’s address or browser in the owner’s CSV', async () => {
    const csv = await exportFor(world.owner.email);
    expect(csv).toContain(OWNER_IP);
    expect(csv).toContain('UA-owner');
    for (const hidden of [SUB_IP, SUB_SESSION_IP, STAFF_IP, 'UA-sub', 'UA-staff', 'Firefox 140'])
      expect(csv).not.toContain(hidden);
  });

  it('still gives staff every value and the meta', async () => {
    const { rows } = await rowsFor(world.staff.email, { events: 'session revoked' });
    const subSession = rows.find((row) => row.entity_id === String(world.sub.id));
    expect(subSession?.old_values).toEqual(endedSession(SUB_SESSION_IP, 'Firefox 140'));
    expect(subSession?.meta).toMatchObject({ ip_address: SUB_IP, user_agent: 'UA-sub' });
  });
});

describe('one event, one choice: "Invoice downloaded"', () => {
  it('finds both names of an invoice download from the one choice a customer has', async () => {
    const { rows } = await rowsFor(world.owner.email, { events: 'downloadInvoice' });
    expect(rows.map((row) => row.entity_id)).toEqual(['INV-NEW', 'INV-OLD']);
    // An older link naming the other name still opens.
    const older = await rowsFor(world.owner.email, { events: 'invoice downloaded' });
    expect(older.rows.map((row) => row.entity_id)).toEqual(['INV-OLD']);
  });

  it('keeps the raw names apart for staff, who read them', async () => {
    const { rows } = await rowsFor(world.staff.email, { events: 'downloadInvoice' });
    expect(rows.map((row) => row.entity_id)).toEqual(['INV-NEW']);
  });
});
