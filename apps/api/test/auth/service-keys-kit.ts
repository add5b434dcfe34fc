import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/platform/db';
import type { ServiceSecrets } from '../../src/platform/service-secrets';
import { SELLER_ENV } from '../support/seller-env';
import { openTestDatabase } from '../support/test-app';

// What the tests of the production keys share (decision 0070): a DATA_DIR per host, a production
// config on it, the key file and a database of their own.

/** A creator of empty DATA_DIRs for the calling test file, each removed after it. */
export function dataDirsRemovedAfterAll(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

export function productionConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'false', DATA_DIR: dataDir, ...SELLER_ENV, ...env });
}

export const keyFileOf = (dataDir: string) => path.join(dataDir, 'service-keys.json');
export const randomKey = () => randomBytes(32).toString('base64url');

/** The keys as an operator sets them in the environment, and as the key file names them. */
export function asKeyVariables(secrets: ServiceSecrets) {
  return {
    JWT_SECRET: secrets.jwt,
    CHAT_IDENTITY_SECRET: secrets.chatIdentity,
    SECRETS_KEY: secrets.secretsKey,
  };
}

/** Runs `use` on a database of its own, dropped afterwards. */
export async function onTestDatabase(use: (database: Database) => Promise<void>): Promise<void> {
  const { database, drop } = await openTestDatabase();
  try {
    await use(database);
  } finally {
    await database.close();
    await drop();
  }
}
