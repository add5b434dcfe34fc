import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/platform/pglite-statements';

// The cache stands in for PGlite's own `query` under drizzle: every answer must be the one PGlite
// gives, however often a statement runs, after errors, inside transactions and past its capacity.
let plain: PGlite;
let cached: PGlite;

beforeAll(async () => {
  plain = await PGlite.create();
  cached = withStatementCache(plain, 2);
  await plain.exec(`
    create table things (id serial primary key, name text, amount numeric(12,2), at timestamptz,
      tags text[], meta jsonb, flag boolean);
    insert into things (name, amount, at, tags, meta, flag) values
      ('one', 1.50, '2026-01-02T03:04:05Z', '{a,b}', '{"x":1}', true),
      ('two', null, null, '{}', null, false);
  `);
});
afterAll(() => plain.close());

const SELECT = 'select * from things where id >= $1 order by id';

describe('PGlite statement cache', () => {
  it('answers as PGlite does, in object and array rows, the first time and every time after', async () => {
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await plain.query(SELECT, [1], options);
      for (let run = 0; run < 3; run++) expect(await cached.query(SELECT, [1], options)).toEqual(expected);
    }
  });

  it('serialises parameters by the types the server inferred: dates, arrays, JSON, booleans and nulls', async () => {
    const insert = 'insert into things (name, at, tags, meta, flag) values ($1, $2, $3, $4, $5) returning *';
    const values = ['three', new Date('2026-05-06T07:08:09Z'), ['c'], { y: [2] }, true];
    const inserted = await cached.query(insert, values);
    expect(inserted.affectedRows).toBe(1);
    expect(inserted.rows).toEqual(
      (await plain.query('select * from things where name = $1', ['three'])).rows,
    );
    const withNull = await cached.query(insert, ['four', null, null, null, null]);
    expect(withNull.rows[0]).toMatchObject({ name: 'four', at: null, tags: null, meta: null, flag: null });
  });

  it('applies the caller’s parsers over PGlite’s', async () => {
    const result = await cached.query<{ at: unknown }>('select at from things where id = $1', [1], {
      parsers: { 1184: (value: string) => `raw:${value}` },
    });
    expect(result.rows[0]?.at).toMatch(/^raw:2026-01-02/);
  });

  it('reports a failing statement with its text and stays usable', async () => {
    await expect(cached.query('select * from things where id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
      query: 'select * from things where id = $1',
    });
    await expect(cached.query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
    expect((await cached.query(SELECT, [2])).rows).toHaveLength(3);
  });

  it('keeps statements of a transaction inside it', async () => {
    await expect(
      cached.transaction(async (tx) => {
        await tx.query("update things set name = 'renamed' where id = 1");
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(
      (await cached.query<{ name: string }>('select name from things where id = $1', [1])).rows[0]?.name,
    ).toBe('one');
  });

  it('closes the least recently used statement beyond its capacity and prepares it again when needed', async () => {
    const texts = [1, 2, 3, 4].map((n) => `select id, ${n} as n from things where id = $1`);
    for (const text of texts) await cached.query(text, [1]);
    const open = await plain.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements',
    );
    expect(open.rows[0]?.count).toBe(2);
    expect((await cached.query<{ n: number }>(texts[0] as string, [1])).rows[0]?.n).toBe(1);
  });

  it('leaves statements it does not keep to PGlite: several at once, DDL', async () => {
    const results = await cached.query('create temporary table scratch (id int)');
    expect(results.rows).toEqual([]);
    const open = await plain.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements',
    );
    expect(open.rows[0]?.count).toBe(2);
  });
});
