import { defineEndpoint, defineTable, type TableSort, tableCursorQuerySchema } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntries } from '../../src/db/schema/index';
import { routeEndpoint } from '../../src/platform/endpoint-route';
import { AppError } from '../../src/platform/errors';
import { cappedCount, estimatedCount, plannedRows } from '../../src/platform/tables/count-rows';
import { cursorPage, seekAfter } from '../../src/platform/tables/cursor-page';
import { pageOf } from '../../src/platform/tables/offset-page';
import type { TableColumns } from '../../src/platform/tables/table-columns';
import { tableCursorKey } from '../../src/platform/tables/table-cursor';
import { useTestApp } from '../support/test-app';

/** 45 rows: 3 events, 7 timestamps a microsecond apart, so many rows share their sort values. */
const ROWS = 45;
const KIT = 'table-kit';
const EVENTS = ['created', 'deleted', 'updated'];
const key = tableCursorKey('test-secret-that-is-long-enough');
const mine = eq(auditEntries.entityType, KIT);

type Column = 'event' | 'updated_at' | 'entity_id';
const columns: TableColumns<Column> = {
  sortable: {
    event: auditEntries.event,
    updated_at: auditEntries.updatedAt,
    entity_id: auditEntries.entityId,
  },
  tiebreaker: auditEntries.id,
};
const kitTable = defineTable({
  sortable: ['event', 'updated_at', 'entity_id'],
  defaultSort: [{ column: 'updated_at', direction: 'desc' }],
  pageSizes: [10, 20],
  defaultPageSize: 10,
  filters: {},
});

/** A route reading the rows a cursor at a time, as the activity log will. */
const kitLog = defineEndpoint({
  method: 'GET',
  path: '/v1/test/kit-log',
  summary: 'Test: the kit rows a cursor at a time',
  public: true,
  query: tableCursorQuerySchema(kitTable),
  response: z.object({ data: z.array(z.number()), nextCursor: z.string().nullable() }),
});

function addKitRoute(app: FastifyInstance): void {
  routeEndpoint(app, kitLog, async (request) => {
    const query = request.query;
    const page = await cursorPage(app.deps.database.db, {
      table: auditEntries,
      where: mine,
      columns,
      query,
      key,
    });
    return { data: page.rows.map((row) => row.id), nextCursor: page.nextCursor };
  });
}

const testApp = useTestApp({ beforeReady: addKitRoute });

/** Where each row stands in the expected order, computed from how it was made (not by the database). */
interface Made {
  id: number;
  event: string;
  micro: number;
}
let made: Made[] = [];

beforeAll(async () => {
  const { db } = testApp();
  await db.execute(sql`
    INSERT INTO audit_entries (entity_type, entity_id, event, updated_at)
    SELECT ${KIT}, 'e' || g, (ARRAY['created', 'deleted', 'updated'])[g % 3 + 1],
           timestamptz '2026-01-01 10:00:00.000001+00' + (g % 7) * interval '1 microsecond'
    FROM generate_series(1, ${ROWS}) AS g`);
  const rows = await db
    .select({
      id: auditEntries.id,
      event: auditEntries.event,
      micro: sql<number>`extract(microseconds from ${auditEntries.updatedAt})::int`,
    })
    .from(auditEntries)
    .where(mine);
  made = rows.map((row) => ({ ...row, micro: Number(row.micro) }));
  expect(made).toHaveLength(ROWS);
  expect(new Set(made.map((row) => row.micro)).size).toBe(7);
  expect(EVENTS).toEqual([...new Set(made.map((row) => row.event))].sort());
});

/** Event ascending, time descending, then id descending (the tiebreaker follows the last key). */
const byEventThenNewest = (a: Made, b: Made) =>
  a.event.localeCompare(b.event) || b.micro - a.micro || b.id - a.id;
const MIXED: TableSort<Column>[] = [
  { column: 'event', direction: 'asc' },
  { column: 'updated_at', direction: 'desc' },
];

describe('pageOf (LIMIT/OFFSET with a tiebreaker)', () => {
  const page = (sort: TableSort<Column>[], pageNumber: number, pageSize = 10) =>
    pageOf(testApp().db.select().from(auditEntries).where(mine).$dynamic(), columns, {
      sort,
      page: pageNumber,
      pageSize,
    });

  it('walks every row exactly once, in the requested multi-column order, across pages', async () => {
    const walked: number[] = [];
    for (let number = 1; number <= 5; number += 1) {
      const rows = await page(MIXED, number);
      expect(rows.length).toBe(number < 5 ? 10 : 5);
      walked.push(...rows.map((row) => row.id));
    }
    expect(walked).toEqual([...made].sort(byEventThenNewest).map((row) => row.id));
  });

  it('orders rows with equal sort values by the tiebreaker, in the direction of the last key', async () => {
    const newest = await page([{ column: 'updated_at', direction: 'desc' }], 1, 20);
    const expected = [...made].sort((a, b) => b.micro - a.micro || b.id - a.id).slice(0, 20);
    expect(newest.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    const oldest = await page([{ column: 'updated_at', direction: 'asc' }], 1, 20);
    expect(oldest.map((row) => row.id)).toEqual(
      [...made]
        .sort((a, b) => a.micro - b.micro || a.id - b.id)
        .slice(0, 20)
        .map((row) => row.id),
    );
  });

  it('answers an empty page past the end', async () => {
    expect(await page(MIXED, 6)).toEqual([]);
  });
});

describe('cursorPage (keyset paging)', () => {
  const walk = async (sort: TableSort<Column>[], limit: number) => {
    const walked: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await cursorPage(testApp().db, {
        table: auditEntries,
        where: mine,
        columns,
        query: { sort, cursor, limit },
        key,
      });
      walked.push(...page.rows.map((row) => row.id));
      if (!page.nextCursor) return walked;
      cursor = page.nextCursor;
    }
    throw new Error('the cursor never reached the last page');
  };

  it('walks every row exactly once across pages, with mixed directions and microsecond ties', async () => {
    expect(await walk(MIXED, 10)).toEqual([...made].sort(byEventThenNewest).map((row) => row.id));
    expect(await walk([{ column: 'updated_at', direction: 'asc' }], 7)).toEqual(
      [...made].sort((a, b) => a.micro - b.micro || a.id - b.id).map((row) => row.id),
    );
  });

  it('answers no next cursor on the last page, also when it is exactly full', async () => {
    const all = await cursorPage(testApp().db, {
      table: auditEntries,
      where: and(
        mine,
        sql`${auditEntries.id} in (${sql.join(
          made.slice(0, 10).map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      ),
      columns,
      query: { sort: MIXED, limit: 10 },
      key,
    });
    expect(all.rows).toHaveLength(10);
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a forged, altered or foreign cursor with a 422 on the cursor field', async () => {
    const first = await cursorPage(testApp().db, {
      table: auditEntries,
      where: mine,
      columns,
      query: { sort: MIXED, limit: 10 },
      key,
    });
    const cursor = first.nextCursor ?? '';
    const [payload = '', signature = ''] = cursor.split('.');
    const altered = `${Buffer.from(JSON.stringify(['created', '2030-01-01 00:00:00+00', '1'])).toString('base64url')}.${signature}`;
    const attempts: { cursor: string; sort?: TableSort<Column>[]; secret?: string }[] = [
      { cursor: altered },
      { cursor: `${payload}.${'A'.repeat(signature.length)}` },
      { cursor: 'not-a-cursor' },
      { cursor: `${cursor}.more` },
      { cursor, sort: [{ column: 'updated_at', direction: 'desc' }] },
      { cursor, secret: 'another-secret-that-is-long-enough' },
    ];
    for (const attempt of attempts) {
      const reading = cursorPage(testApp().db, {
        table: auditEntries,
        where: mine,
        columns,
        query: { sort: attempt.sort ?? MIXED, cursor: attempt.cursor, limit: 10 },
        key: attempt.secret ? tableCursorKey(attempt.secret) : key,
      });
      await expect(reading, attempt.cursor).rejects.toBeInstanceOf(AppError);
      await expect(reading).rejects.toMatchObject({
        statusCode: 422,
        options: { errors: { cursor: ['validation.oneOf'] } },
      });
    }
  });

  it('answers a forged cursor over HTTP with 422 validation_failed, in the caller’s language', async () => {
    const { app } = testApp();
    const first = (
      await app.inject({ method: 'GET', url: '/v1/test/kit-log?sort=event:asc&sort=updated_at:desc' })
    ).json<{ data: number[]; nextCursor: string }>();
    expect(first.data).toEqual(
      [...made]
        .sort(byEventThenNewest)
        .slice(0, 10)
        .map((row) => row.id),
    );
    const next = await app.inject({
      method: 'GET',
      url: `/v1/test/kit-log?sort=event:asc&sort=updated_at:desc&cursor=${first.nextCursor}`,
    });
    expect(next.json().data).toEqual(
      [...made]
        .sort(byEventThenNewest)
        .slice(10, 20)
        .map((row) => row.id),
    );

    const forged = await app.inject({
      method: 'GET',
      url: `/v1/test/kit-log?cursor=${first.nextCursor.replace(/^./, (c) => (c === 'W' ? 'X' : 'W'))}`,
      headers: { 'accept-language': 'de' },
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({
      status: 'validation_failed',
      errors: { cursor: ['Der gewählte Wert für Position ist ungültig.'] },
    });
    const badSort = await app.inject({ method: 'GET', url: '/v1/test/kit-log?sort=password:asc' });
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors).toEqual({ 'sort.0': ['The selected sort order is invalid.'] });
  });

  it('seeks with one row comparison when every key runs one way, so an index starts at the position', () => {
    const text = (keys: Parameters<typeof seekAfter>[0]) =>
      new PgDialect().sqlToQuery(
        seekAfter(
          keys,
          keys.map(() => 'x'),
        ),
      ).sql;
    const newest = [
      { column: auditEntries.updatedAt, direction: 'desc' as const },
      { column: auditEntries.id, direction: 'desc' as const },
    ];
    expect(text(newest)).toBe('("audit_entries"."updated_at", "audit_entries"."id") < ($1, $2)');
    expect(text(newest.map((each) => ({ ...each, direction: 'asc' as const })))).toBe(
      '("audit_entries"."updated_at", "audit_entries"."id") > ($1, $2)',
    );
    // Mixed directions: bounded by the first key, then exact per key.
    expect(text([{ column: auditEntries.event, direction: 'asc' }, ...newest])).toMatch(
      /^\("audit_entries"\."event" >= \$1 AND \("audit_entries"\."event" > \$2 OR/,
    );
  });

  it('refuses a nullable sort column: keyset paging could not seek past a NULL', async () => {
    const withNullable: TableColumns<'url'> = {
      sortable: { url: auditEntries.url },
      tiebreaker: auditEntries.id,
    };
    await expect(
      cursorPage(testApp().db, {
        table: auditEntries,
        columns: withNullable,
        query: { sort: [{ column: 'url', direction: 'asc' }], limit: 10 },
        key,
      }),
    ).rejects.toThrow(/NOT NULL/);
  });
});

describe('counting rows', () => {
  const source = () => ({ from: auditEntries, where: mine });

  it('counts exactly up to the cap and says when it stopped there', async () => {
    const { db } = testApp();
    expect(await cappedCount(db, source(), 100)).toEqual({ total: ROWS, exact: true });
    expect(await cappedCount(db, source(), ROWS)).toEqual({ total: ROWS, exact: true });
    expect(await cappedCount(db, source(), ROWS - 1)).toEqual({ total: ROWS - 1, exact: false });
    expect(await cappedCount(db, source(), 10)).toEqual({ total: 10, exact: false });
    expect(await cappedCount(db, { from: auditEntries, where: eq(auditEntries.entityType, 'none') })).toEqual(
      {
        total: 0,
        exact: true,
      },
    );
  });

  it('reads the planner’s estimate from EXPLAIN', async () => {
    const { db } = testApp();
    await db.execute(sql`ANALYZE audit_entries`);
    expect(await plannedRows(db, source())).toBeGreaterThan(0);
  });

  it('estimates beyond the cap: the planner on PostgreSQL, the cap on PGlite; exact below it', async () => {
    const { database } = testApp().deps;
    expect(await estimatedCount(database, source(), 100)).toEqual({ total: ROWS, exact: true });
    const beyond = await estimatedCount(database, source(), 10);
    expect(beyond.exact).toBe(false);
    if (database.kind === 'pglite') expect(beyond.total).toBe(10);
    else expect(beyond.total).toBe(Math.max(10, await plannedRows(database.db, source())));
  });
});
