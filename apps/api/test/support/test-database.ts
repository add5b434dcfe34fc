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
  // The billing demo seeds through the billing engine and the sandbox gateway.
  'apps/api/src/modules/billing-engine',
  'apps/api/src/modules/catalog',
  'apps/api/src/modules/invoices',
  'apps/api/src/modules/payments',
  'apps/api/src/modules/subscriptions',
  'apps/api/src/platform/audit.ts',
  'apps/api/src/platform/i18n',
  'apps/api/src/messages.ts',
  'apps/api/src/platform/payments/gateway.ts',
  'apps/api/src/modules/sandbox-gateway',
  'apps/api/src/platform/request-context.ts',
];

function filesUnder(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

export function snapshotKey(): string {
  // The demo seed is dated relative to the day it runs: a snapshot is rebuilt every day so renewals
  // and grace periods in it never fall due while the cache sits on a developer's machine.
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
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
