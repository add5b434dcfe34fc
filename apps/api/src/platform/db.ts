import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import * as schema from '../db/schema/index';
import { PLANNED_FOR_VALUES, StatementNamingPool } from './pg-statements';
import { withStatementCache } from './pglite-statements';

export type Schema = typeof schema;
/** Both drivers speak the PostgreSQL dialect; business code only sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

/** The statement, marked to be planned for its values on every run (`PLANNED_FOR_VALUES`). */
export const plannedForValues = (statement: SQL): SQL => sql`${sql.raw(PLANNED_FOR_VALUES)} ${statement}`;

/** The rows of a raw `execute`, whichever driver (pg or PGlite) answered it. */
export function rowsOf<T = unknown>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations',
);

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; client: pg.Pool; close: () => Promise<void> };

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An already opened PGlite (tests load a migrated snapshot this way). */
  pglite?: PGlite;
  /** Connections to PostgreSQL at most (DATABASE_POOL_MAX). */
  poolMax?: number;
}

/**
 * A PGlite with the extensions the schema uses (pg_trgm: the staff's user search, migration 0017).
 * Every PGlite the portal migrates or loads is made here: one without them cannot run the migrations
 * or load a data directory that holds them.
 */
export const createPglite = (options: Omit<PGliteOptions, 'extensions'> = {}) =>
  PGlite.create({ ...options, extensions: { pg_trgm } });

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new StatementNamingPool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 20,
      // No JIT compilation: every query here is an index read of a few rows, and a plan whose cost
      // passes jit_above_cost (a planner estimate over a large table does) spent 60–90 ms loading
      // and compiling, more than any query here runs (decision 0055).
      options: '-c jit=off',
    });
    // An idle connection the server ends (restart, failover, a dropped database) must not take the
    // process down: the pool replaces it on the next query. createDeps reports it in the log.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const close = () => pool.end();
    return { kind: 'postgres', db, client: pool, close };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.resolve(options.dataDir ?? './data', 'db');
    mkdirSync(dir, { recursive: true });
    client = await createPglite({ dataDir: dir });
  }
  const opened = client;
  const db = drizzlePglite({ client: withStatementCache(opened), schema }) as unknown as Db;
  return { kind: 'pglite', db, client: opened, close: () => opened.close() };
}

/** The advisory lock key under which processes starting together migrate and seed one at a time. */
export const MIGRATION_LOCK_KEY = 7_461_130_208;

/**
 * Runs `work` holding PostgreSQL's session advisory lock: several processes starting against one
 * database migrate and seed one after another, each later one finding the work done (issue 16).
 * PGlite is one process's own database and needs none.
 */
export async function underMigrationLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const client = await database.client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}
