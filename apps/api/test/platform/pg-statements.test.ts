import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../src/platform/db';
import { PLANNED_FOR_VALUES, StatementNamingPool } from '../../src/platform/pg-statements';

// Needs a PostgreSQL server: runs in the PostgreSQL pass of the API suite (TEST_DATABASE_URL).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a pool of named statements', () => {
  const pool = new StatementNamingPool({ connectionString: serverUrl, max: 1 });
  afterAll(() => pool.end());

  const prepared = async (): Promise<string[]> => {
    const result = await pool.query('select statement from pg_prepared_statements');
    return (result.rows as { statement: string }[]).map((row) => row.statement);
  };

  it('prepares a statement once per connection and answers as an unnamed query does', async () => {
    const text = 'select $1::int + 1 as next, now() is not null as known';
    const first = await pool.query({ text, values: [1] });
    const second = await pool.query({ text, values: [41] });
    expect(first.rows).toEqual([{ next: 2, known: true }]);
    expect(second.rows).toEqual([{ next: 42, known: true }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves DDL and session commands unnamed', async () => {
    await pool.query({ text: 'create temporary table if not exists scratch (id int)' });
    await pool.query({ text: 'set statement_timeout = 0' });
    expect((await prepared()).some((statement) => /scratch|statement_timeout/.test(statement))).toBe(false);
  });

  it('leaves a statement planned for its values unnamed, so each run gets its own plan', async () => {
    const text = `${PLANNED_FOR_VALUES} select $1::int * 2 as twice`;
    for (let run = 0; run < 7; run += 1)
      expect((await pool.query({ text, values: [run] })).rows).toEqual([{ twice: run * 2 }]);
    expect(await prepared()).not.toContain(text);
  });

  it('keeps a failing statement usable afterwards', async () => {
    const text = 'select 1 / $1::int as share';
    await expect(pool.query({ text, values: [0] })).rejects.toMatchObject({ code: '22012' });
    expect((await pool.query({ text, values: [1] })).rows).toEqual([{ share: 1 }]);
  });
});

describe.skipIf(!serverUrl)('the portal database on PostgreSQL', () => {
  it('runs its connections without JIT compilation', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolMax: 1 });
    try {
      const result = await database.db.execute(sql`show jit`);
      expect(rowsOf<{ jit: string }>(result)).toEqual([{ jit: 'off' }]);
    } finally {
      await database.close();
    }
  });
});
