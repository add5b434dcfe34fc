import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * What the migrated-and-seeded snapshot is made of. A change to any of these builds a new one; a
 * seeder that starts importing code from elsewhere adds that folder here.
 */
const SNAPSHOT_INPUTS = [
  'apps/api/src/db',
  'apps/api/src/platform/auth/passwords.ts',
  'packages/contract/src',
  'apps/api/test/support/global-setup.ts',
];

function filesUnder(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

export function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const input of SNAPSHOT_INPUTS) {
    for (const file of filesUnder(path.join(repoRoot, input))) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the API suite's database comes from: a PGlite data-dir dump, or a PostgreSQL template. */
export type TestDatabaseSource =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestDatabase: TestDatabaseSource;
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool). */
export async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
