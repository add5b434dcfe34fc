import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { composeDeps } from '../../src/compose-deps';
import { loadConfig } from '../../src/config';
import type { AppDeps } from '../../src/platform/app-deps';
import { ManualClock } from '../../src/platform/clock';
import { createPglite, type Database, type Db, openDatabase } from '../../src/platform/db';
import { databaseUrl, onServer, uniqueDatabaseName } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: Db;
  /** The database's address on PostgreSQL (none on PGlite). */
  databaseUrl: string | null;
  /** Starts at the real time and moves only when a test says so. */
  clock: ManualClock;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables for this file's config. */
  env?: Record<string, string>;
  /** Runs before the app is ready: a test may add routes (they still need a rule or public: true). */
  beforeReady?: (app: FastifyInstance) => void;
  /** A stand-in payment gateway for this file (a fake that records calls or fails on purpose). */
  gateway?: AppDeps['gateway'];
  /** This file's clock, e.g. one that stands still so a quote and its charge see the same instant. */
  clock?: ManualClock;
  /** A second process on another app's PostgreSQL database (its own pool, cache and jobs). */
  shareDatabaseOf?: TestApp;
}

/** This file's own database: a PGlite loaded from the suite's snapshot, or a copy of the template. */
export async function openTestDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const source = inject('apiTestDatabase');
  if (source.kind === 'pglite') {
    const pglite = await createPglite({ loadDataDir: new Blob([readFileSync(source.snapshotFile)]) });
    return { database: await openDatabase({ pglite }), url: null, drop: async () => {} };
  }
  const name = uniqueDatabaseName('portal_test');
  await onServer(source.serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  const url = databaseUrl(source.serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: () => onServer(source.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Another pool on a test app's PostgreSQL database, as a second process opens it. */
async function openSharedDatabase(other: TestApp) {
  if (!other.databaseUrl) throw new Error('two processes share a database on PostgreSQL only');
  const database = await openDatabase({ databaseUrl: other.databaseUrl });
  return { database, url: other.databaseUrl, drop: async () => {} };
}

export const TEST_PUBLIC_URL = 'http://portal.test';

/** The app as production wires it (composeDeps + buildApp), on a migrated and seeded database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DEMO_SEED: 'false',
    // Each file's uploads and exports in a folder of its own, removed with the app.
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'portal-storage-')),
    ...options.env,
  });
  const { database, url, drop } = options.shareDatabaseOf
    ? await openSharedDatabase(options.shareDatabaseOf)
    : await openTestDatabase();
  const clock = options.clock ?? new ManualClock();
  const wired = await composeDeps(config, database, clock);
  const deps = options.gateway ? { ...wired, gateway: options.gateway } : wired;
  const app = await buildApp(deps);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    deps,
    db: database.db,
    databaseUrl: url,
    clock,
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (config.STORAGE_DIR) rmSync(config.STORAGE_DIR, { recursive: true, force: true });
    },
  };
}

/** Opens one app for the test file and closes it after; call at the top of a file. */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('the test app is not open yet');
    return testApp;
  };
}
