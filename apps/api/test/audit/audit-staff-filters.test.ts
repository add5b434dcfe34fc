import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createUser, insertEntries, queryOf } from './audit-fixtures';

// Staff's search and "support" filter, read through indexes (decision 0055): an entity id without its
// type, an editor by the start of their address, support as the holders of a staff role.
const testApp = useTestApp();
const AUGUST = { from: '2005-08-01 00:00:00', to: '2005-08-31 23:59:59' };

let owner: { id: number; email: string };
let staffId: number;

beforeAll(async () => {
  const { db } = testApp();
  owner = await createUser(db, 'customer', { email: `searched-owner-${Date.now()}@audit.test` });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  staffId = admin!.id;
  await insertEntries(db, [
    { at: '2005-08-01T10:00:00Z', entityType: 'invoice', entityId: 'inv-searched', accountId: owner.id },
    {
      at: '2005-08-02T10:00:00Z',
      entityType: 'user',
      entityId: String(owner.id),
      accountId: owner.id,
      editorId: owner.id,
    },
    {
      at: '2005-08-03T10:00:00Z',
      entityType: 'payment_method',
      entityId: 'pm-support',
      accountId: owner.id,
      editorId: staffId,
    },
    // A staff member changing their own account is not support.
    {
      at: '2005-08-04T10:00:00Z',
      entityType: 'user',
      entityId: String(staffId),
      accountId: staffId,
      editorId: staffId,
    },
    // Found by the search for the start of the owner's address twice: as an entity id and by its editor.
    {
      at: '2005-08-05T10:00:00Z',
      entityType: 'user',
      entityId: owner.email.slice(0, 16),
      accountId: owner.id,
      editorId: owner.id,
    },
  ]);
});

const entityIds = async (params: Record<string, string>) => {
  const { client } = await loginAs(testApp().app, 'admin@demo.test');
  const response = await client.get(`/api/v1/audit/datatable?${queryOf({ ...AUGUST, ...params })}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { entity_id: string }) => row.entity_id);
};

describe('staff filters served by the indexes', () => {
  it('searches an entity id without its type, and an editor by the start of their address', async () => {
    expect(await entityIds({ search: 'inv-searched' })).toEqual(['inv-searched']);
    expect(await entityIds({ ids: 'inv-searched' })).toEqual(['inv-searched']);
    expect(await entityIds({ search: owner.email.slice(0, 16).toUpperCase() })).toEqual([
      owner.email.slice(0, 16),
      String(owner.id),
    ]);
    expect(await entityIds({ search: 'nobody-has-this-address' })).toEqual([]);
  });

  it('lists an entry once when both its entity id and its editor match the search', async () => {
    // The search reads the entity id and the named editors apart; an entry found by both is one row.
    const term = owner.email.slice(0, 16);
    const { client } = await loginAs(testApp().app, 'admin@demo.test');
    const response = await client.get(`/api/v1/audit/datatable?${queryOf({ ...AUGUST, search: term })}`);
    expect(response.json()).toMatchObject({ total: 2, totalExact: true });
    expect(response.json().data.map((row: { entity_id: string }) => row.entity_id)).toEqual([
      term,
      String(owner.id),
    ]);
  });

  it('reads support as changes by holders of a staff role to an account not their own', async () => {
    expect(await entityIds({ editors: 'support' })).toEqual(['pm-support']);
    expect(await entityIds({ editors: String(staffId) })).toEqual([String(staffId), 'pm-support']);
  });
});
