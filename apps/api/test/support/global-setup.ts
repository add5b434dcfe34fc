import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import '../../src/messages';
import { seedDatabase } from '../../src/db/seed/index';
import { systemClock } from '../../src/platform/clock';
import { createPglite, type Database, migrateDatabase, openDatabase } from '../../src/platform/db';
import {
  databaseUrl,
  onServer,
  repoRoot,
  snapshotKey,
  type TestDatabaseSource,
  uniqueDatabaseName,
} from './test-database';

async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: true, clock: systemClock, config: loadConfig() });
}

/**
 * Migrates and seeds one database for the whole API suite. On PGlite (default) it is a data-dir
 * dump under .cache/, reused while migrations and seed are unchanged; each test file loads it into
 * its own in-memory PGlite. With TEST_DATABASE_URL it is a template database on that server, from
 * which each test file copies its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = uniqueDatabaseName('portal_template');
    await onServer(serverUrl, `CREATE DATABASE "${template}"`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template) });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    const source: TestDatabaseSource = { kind: 'postgres', serverUrl, template };
    project.provide('apiTestDatabase', source);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }

  const cacheDir = path.join(repoRoot, '.cache');
  const snapshotFile = path.join(cacheDir, `api-test-db-${snapshotKey()}.tar`);
  if (!existsSync(snapshotFile)) {
    mkdirSync(cacheDir, { recursive: true });
    const pglite = await createPglite();
    const database = await openDatabase({ pglite });
    try {
      await prepare(database);
      const dump = await pglite.dumpDataDir('none');
      const partial = `${snapshotFile}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, snapshotFile);
    } finally {
      await database.close();
    }
    for (const old of readdirSync(cacheDir).filter((f) => /^api-test-db-\w+\.tar$/.test(f))) {
      if (path.join(cacheDir, old) !== snapshotFile) rmSync(path.join(cacheDir, old), { force: true });
    }
  }
  const source: TestDatabaseSource = { kind: 'pglite', snapshotFile };
  project.provide('apiTestDatabase', source);
  return async () => {};
}
