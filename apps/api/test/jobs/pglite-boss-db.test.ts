import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBossDb } from '../../src/platform/jobs/pglite-boss-db';

describe('pg-boss on PGlite', () => {
  const pglite = new PGlite();
  const db = pgliteBossDb(pglite);
  const boss = new PgBoss({ db, supervise: false, schedule: false });

  beforeAll(async () => {
    await boss.start();
    await boss.createQueue('upkeep');
  });

  afterAll(async () => {
    await boss.stop({ graceful: false });
    await pglite.close();
  });

  it("runs pg-boss's upkeep scripts (expire, archive, delete)", async () => {
    await boss.send('upkeep', { n: 1 });
    await expect(boss.maintain()).resolves.toMatchObject({ ms: expect.any(Number) });
    expect(await boss.getQueueSize('upkeep')).toBe(1);
  });

  it('leaves the single session usable after a locked script fails', async () => {
    await expect(db.executeSql('BEGIN; SELECT 1/0; COMMIT;', [])).rejects.toThrow(/division by zero/);
    expect((await db.executeSql('SELECT 1 AS ok', [])).rows).toEqual([{ ok: 1 }]);
  });
});
