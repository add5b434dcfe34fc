import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createUser, queryOf } from './audit-fixtures';

// More matching rows than the count's cap (10,000), the case decision 0055 reads differently:
// newest or oldest first by walking the index from the cursor; by type or event, the newest 10,000.
const testApp = useTestApp();
const ROWS = 10_050;
const JULY = { from: '2003-07-01 00:00:00', to: '2003-07-31 23:59:59' };

let owner: { id: number; email: string };

beforeAll(async () => {
  const { db } = testApp();
  owner = await createUser(db, 'customer');
  // One a second, each tenth a `created`, the rest `updated`; n is the entity id and the age order.
  await db.execute(sql`insert into audit_entries (entity_type, entity_id, event, account_id, created_at, updated_at)
    select 'invoice', n::text, case when n % 10 = 0 then 'created' else 'updated' end, ${owner.id}, ts, ts
    from generate_series(1, ${ROWS}) as n,
      lateral (select timestamptz '2003-07-01 00:00:00+00' + n * interval '1 second' as ts) as t`);
});

async function pages(params: Record<string, string | number | string[]>, count: number, email = owner.email) {
  const { client } = await loginAs(testApp().app, email);
  const read: {
    data: { entity_id: string }[];
    nextCursor: string | null;
    total: number;
    totalExact: boolean;
  }[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < count; page += 1) {
    const response = await client.get(`/api/v1/audit/datatable?${queryOf({ ...JULY, ...params, cursor })}`);
    expect(response.statusCode, response.body).toBe(200);
    read.push(response.json());
    cursor = read.at(-1)?.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return read;
}

const entityIds = (read: { data: { entity_id: string }[] }[]) =>
  read.flatMap((page) => page.data.map((row) => Number(row.entity_id)));
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('a result of more rows than the count reads', () => {
  it('pages newest first and oldest first from the cursor, the total a lower bound', async () => {
    const newest = await pages({ limit: 300 }, 3);
    expect(newest.every((page) => page.total === 10_000 && !page.totalExact)).toBe(true);
    expect(entityIds(newest)).toEqual(range(ROWS - 899, ROWS).reverse());
    const oldest = await pages({ limit: 300, sort: 'updated_at:asc' }, 2);
    expect(entityIds(oldest)).toEqual(range(1, 600));
  });

  it('pages to the end: past the cap by walking, below it by collecting the matches', async () => {
    const all = await pages({ limit: 300 }, 40);
    expect(all.at(-1)?.nextCursor).toBeNull();
    expect(entityIds(all)).toEqual(range(1, ROWS).reverse());
    const updated = await pages({ limit: 300, events: 'updated' }, 40);
    expect(updated[0]).toMatchObject({ total: 9_045, totalExact: true });
    expect(entityIds(updated)).toEqual(
      range(1, ROWS)
        .filter((n) => n % 10 !== 0)
        .reverse(),
    );
  });

  it('orders by event the newest 10,000 matching rows, each row once', async () => {
    const byEvent = await pages({ limit: 300, sort: ['event:asc', 'updated_at:desc'] }, 40);
    expect(byEvent.at(-1)?.nextCursor).toBeNull();
    const newest = range(ROWS - 9_999, ROWS).reverse();
    const created = newest.filter((n) => n % 10 === 0);
    const updated = newest.filter((n) => n % 10 !== 0);
    expect(entityIds(byEvent)).toEqual([...created, ...updated]);
  });

  it('reads staff filters of several types and events newest first, and by event in parts (one per pair)', async () => {
    const filter = { limit: 300, types: ['invoice', 'credit_note'], events: ['created', 'updated'] };
    const newest = await pages(filter, 3, 'admin@demo.test');
    expect(newest.every((page) => page.total === 10_000 && !page.totalExact)).toBe(true);
    expect(entityIds(newest)).toEqual(range(ROWS - 899, ROWS).reverse());
    const byEvent = await pages({ ...filter, sort: ['event:asc', 'updated_at:desc'] }, 40, 'admin@demo.test');
    expect(byEvent.at(-1)?.nextCursor).toBeNull();
    const window = range(ROWS - 9_999, ROWS).reverse();
    expect(entityIds(byEvent)).toEqual([
      ...window.filter((n) => n % 10 === 0),
      ...window.filter((n) => n % 10 !== 0),
    ]);
  });
});
