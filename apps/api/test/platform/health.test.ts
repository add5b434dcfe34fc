import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import {
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  rowsOf,
  underMigrationLock,
} from '../../src/platform/db';
import { readinessCheck } from '../../src/platform/health';
import { useTestApp } from '../support/test-app';
import { databaseUrl, onServer, uniqueDatabaseName } from '../support/test-database';

const testApp = useTestApp();

describe('GET /livez and /readyz', () => {
  it('answers liveness and readiness publicly, never cached', async () => {
    const { app } = testApp();
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, draining: false },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('fails readiness first when the process drains, while it still lives', async () => {
    const { app } = testApp();
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { draining: true } });
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('is not ready while a migration of this build is missing', async () => {
    const { database } = testApp().deps;
    const [last] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select max(id) as id from drizzle.__drizzle_migrations`),
    );
    const [row] = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`select * from drizzle.__drizzle_migrations where id = ${last?.id}`),
    );
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      expect(await readinessCheck(database, { draining: false })()).toEqual({
        status: 'not_ready',
        checks: { database: true, migrations: false, draining: false },
      });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row?.id}, ${row?.hash}, ${row?.created_at})`,
      );
    }
    expect((await readinessCheck(database, { draining: false })()).status).toBe('ready');
  });

  it('serves only the probes in a worker process (PORTAL_ROLE=worker)', async () => {
    const { deps } = testApp();
    const worker = await buildApp(deps, { serve: 'probes' });
    try {
      expect((await worker.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await worker.inject({ method: 'GET', url: '/v1/config' })).statusCode).toBe(404);
      expect((await worker.inject({ method: 'POST', url: '/v1/login', payload: {} })).statusCode).toBe(404);
    } finally {
      await worker.close();
    }
  });
});

// Needs a PostgreSQL server: runs in the PostgreSQL pass of the API suite (TEST_DATABASE_URL).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('several processes starting together on one PostgreSQL database', () => {
  const name = uniqueDatabaseName('portal_lock');
  afterAll(() => onServer(serverUrl ?? '', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('migrate one after another under the advisory lock: every one starts, each migration once', async () => {
    await onServer(serverUrl ?? '', `CREATE DATABASE "${name}"`);
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: databaseUrl(serverUrl ?? '', name), poolMax: 2 })),
    );
    try {
      await Promise.all(
        processes.map((database) => underMigrationLock(database, () => migrateDatabase(database))),
      );
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
      const [applied] = rowsOf<{ n: number | string }>(
        await processes[0]!.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
      );
      expect(Number(applied?.n)).toBe(journal.entries.length);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});
