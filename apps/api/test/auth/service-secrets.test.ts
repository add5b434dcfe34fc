import { spawn } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { notLike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { composeDeps } from '../../src/compose-deps';
import { type Config, DEVELOPMENT_SECRETS, loadConfig } from '../../src/config';
import { serviceSecrets } from '../../src/db/schema/index';
import {
  openMailServerPassword,
  sealMailServerPassword,
} from '../../src/modules/mail-server/stored-password';
import { openTotpSecret, sealTotpSecret } from '../../src/modules/security/sealed-totp-secret';
import { signAccessToken, verifyAccessToken } from '../../src/platform/auth/tokens';
import { ManualClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db';
import { createKeyFile } from '../../src/platform/service-keys/key-file';
import { type ServiceSecrets, settleServiceSecrets } from '../../src/platform/service-secrets';
import { repoRoot } from '../support/test-database';
import {
  asKeyVariables,
  dataDirsRemovedAfterAll,
  keyFileOf,
  onTestDatabase,
  productionConfig,
  randomKey,
} from './service-keys-kit';

/** A DATA_DIR of this test's own, removed after the file (nothing lands in the repository's data/). */
const emptyDataDir = dataDirsRemovedAfterAll('portal-service-keys-');
const readKeyFile = (dataDir: string) => JSON.parse(readFileSync(keyFileOf(dataDir), 'utf8')) as unknown;
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** One start of the service on `database`: what its signing secrets came out as. */
async function startOnce(config: Config, database: Database) {
  const deps = await composeDeps(config, database, new ManualClock());
  await deps.jobs.stop();
  return deps;
}

/** Keys as the service before decision 0070 kept them: generated, in the `service_secrets` table. */
async function storeKeysTheOldWay(database: Database, secrets: Partial<ServiceSecrets>): Promise<void> {
  const rows = [
    { name: 'jwt', value: secrets.jwt },
    { name: 'chat-identity', value: secrets.chatIdentity },
    { name: 'secrets-key', value: secrets.secretsKey },
  ].flatMap(({ name, value }) => (value === undefined ? [] : [{ name, value }]));
  await database.db.insert(serviceSecrets).values(rows);
}

/** The keys the database holds, not the fingerprints kept beside them (service-key-fingerprints.test.ts). */
const storedRows = (database: Database) =>
  database.db
    .select({ name: serviceSecrets.name, value: serviceSecrets.value })
    .from(serviceSecrets)
    .where(notLike(serviceSecrets.name, 'fingerprint:%'));

/** A refusal tells the operator both ways out, whatever went wrong. */
async function expectRefusal(start: Promise<unknown>, problem: RegExp): Promise<void> {
  const error = await start.then(
    () => null,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(Error);
  const { message } = error as Error;
  expect(message).toMatch(problem);
  for (const name of ['JWT_SECRET', 'CHAT_IDENTITY_SECRET', 'SECRETS_KEY', 'DATA_DIR']) {
    expect(message).toContain(name);
  }
}

const claims = { userId: 1, sessionId: '00000000-0000-4000-8000-000000000000', impersonatorId: null };

describe('service keys in production', () => {
  it('generates three keys into a 0600 key file in DATA_DIR, none in the database, kept across restarts', async () => {
    // DATA_DIR need not exist yet (on PostgreSQL nothing else creates it).
    const dataDir = path.join(emptyDataDir(), 'data');
    const config = productionConfig(dataDir);
    await onTestDatabase(async (database) => {
      const start = await startOnce(config, database);
      const file = keyFileOf(dataDir);
      expect(modeOf(file)).toBe(0o600);
      expect(readKeyFile(dataDir)).toEqual(asKeyVariables(start.secrets));
      expect(await storedRows(database)).toEqual([]);
      expect(readdirSync(dataDir)).toEqual(['service-keys.json']);

      expect(start.secrets.jwt).not.toBe(DEVELOPMENT_SECRETS.jwt);
      expect(start.secrets.chatIdentity).not.toBe(DEVELOPMENT_SECRETS.chatIdentity);
      expect(start.secrets.secretsKey).not.toBe(DEVELOPMENT_SECRETS.secretsKey);
      expect(start.secrets.jwt.length).toBeGreaterThanOrEqual(43);
      // Each use has a key of its own (decisions 0024, 0046).
      expect(new Set(Object.values(start.secrets)).size).toBe(3);

      // A restart (or another process of the host) reads the same keys: sessions outlive it.
      const restart = await startOnce(config, database);
      expect(restart.secrets).toEqual(start.secrets);
      const token = await signAccessToken(start, claims);
      expect(await verifyAccessToken(restart, token)).toEqual(claims);
      expect(await storedRows(database)).toEqual([]);

      // Another installation, with a database of its own, generates its own keys: nothing about the
      // values is known in advance.
      await onTestDatabase(async (itsDatabase) => {
        const elsewhere = await startOnce(productionConfig(emptyDataDir()), itsDatabase);
        expect(elsewhere.secrets.jwt).not.toBe(start.secrets.jwt);
        expect(await verifyAccessToken(elsewhere, token)).toBeNull();
      });
    });
  });

  it('agrees on one set of keys when several starts create the key file at the same time', async () => {
    const dataDir = emptyDataDir();
    const config = productionConfig(dataDir);
    await onTestDatabase(async (database) => {
      const starts = await Promise.all(
        Array.from({ length: 8 }, () => settleServiceSecrets(config, database.db)),
      );
      expect(new Set(starts.map((secrets) => JSON.stringify(secrets))).size).toBe(1);
      expect(readKeyFile(dataDir)).toEqual(asKeyVariables(starts[0]!));
      // The losers' temporary files are gone.
      expect(readdirSync(dataDir)).toEqual(['service-keys.json']);
      expect((await startOnce(config, database)).secrets).toEqual(starts[0]);
    });
  });

  it('agrees on one key file when separate processes create it at the same time', async () => {
    const file = keyFileOf(emptyDataDir());
    const keyFileModule = path.join(repoRoot, 'apps/api/src/platform/service-keys/key-file.ts');
    // Each process waits for the same moment after loading, so the creations overlap on the disk.
    const startAt = Date.now() + 2_000;
    const script = `
      const { createKeyFile } = await import(${JSON.stringify(keyFileModule)});
      await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
      const fresh = () => crypto.randomUUID() + crypto.randomUUID();
      const keys = { JWT_SECRET: fresh(), CHAT_IDENTITY_SECRET: fresh(), SECRETS_KEY: fresh() };
      process.stdout.write(JSON.stringify(await createKeyFile(${JSON.stringify(file)}, keys)));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        let errors = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.stderr.on('data', (chunk: Buffer) => {
          errors += chunk.toString();
        });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(errors))));
      });
    const answers = await Promise.all([run(), run(), run(), run()]);
    expect(new Set(answers).size).toBe(1);
    const winner = JSON.parse(answers[0]!) as unknown;
    expect(winner).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    expect(modeOf(file)).toBe(0o600);
    // One that comes later, however late, never replaces keys another process already answered with.
    const late = { JWT_SECRET: randomKey(), CHAT_IDENTITY_SECRET: randomKey(), SECRETS_KEY: randomKey() };
    expect(await createKeyFile(file, late)).toEqual(winner);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(winner);
  });

  it('moves the keys an older installation kept in the database into the key file, losing nothing', async () => {
    const dataDir = emptyDataDir();
    const config = productionConfig(dataDir);
    const clock = new ManualClock();
    const old: ServiceSecrets = { jwt: randomKey(), chatIdentity: randomKey(), secretsKey: randomKey() };
    await onTestDatabase(async (database) => {
      await storeKeysTheOldWay(database, old);
      // What the old keys protect: a customer's mail server password, an authenticator secret, a session.
      const sealedPassword = sealMailServerPassword(old, 7, 'the-mail-server-password');
      const sealedTotp = sealTotpSecret(old, 7, 'JBSWY3DPEHPK3PXP');
      const token = await signAccessToken({ config, clock, secrets: old }, claims);

      const warnings: string[] = [];
      const settled = await settleServiceSecrets(config, database.db, (message) => warnings.push(message));
      expect(settled).toEqual(old);
      expect(readKeyFile(dataDir)).toEqual(asKeyVariables(old));
      expect(modeOf(keyFileOf(dataDir))).toBe(0o600);
      expect(await storedRows(database)).toEqual([]);
      expect(warnings).toHaveLength(3);
      expect(warnings.every((warning) => warning.startsWith('Moved'))).toBe(true);

      // A fresh copy of the keys, so nothing cached for the old object answers for them.
      const after = { ...settled };
      expect(openMailServerPassword(after, 7, sealedPassword)).toBe('the-mail-server-password');
      expect(openTotpSecret(after, 7, sealedTotp)).toBe('JBSWY3DPEHPK3PXP');
      expect(await verifyAccessToken({ config, clock, secrets: after }, token)).toEqual(claims);

      // Later starts read the file; the database holds nothing to read any more.
      expect((await startOnce(config, database)).secrets).toEqual(old);
    });
  });

  it('finishes a move a crash cut short: the key file wins and the rows are deleted', async () => {
    const dataDir = emptyDataDir();
    const config = productionConfig(dataDir);
    const old: ServiceSecrets = { jwt: randomKey(), chatIdentity: randomKey(), secretsKey: randomKey() };
    // The file was written from the rows, then the process died before deleting them; one key in
    // the database has changed since (a row the file must not lose to).
    const inFile = { ...old, secretsKey: randomKey() };
    writeFileSync(keyFileOf(dataDir), JSON.stringify(asKeyVariables(inFile)), { mode: 0o600 });
    await onTestDatabase(async (database) => {
      await storeKeysTheOldWay(database, old);
      const warnings: string[] = [];
      expect(await settleServiceSecrets(config, database.db, (message) => warnings.push(message))).toEqual(
        inFile,
      );
      expect(readKeyFile(dataDir)).toEqual(asKeyVariables(inFile));
      expect(await storedRows(database)).toEqual([]);
      expect(
        warnings.filter((warning) => warning.includes('already holds another SECRETS_KEY')),
      ).toHaveLength(1);
    });
  });

  it('moves the keys the database holds and generates those it never had', async () => {
    const dataDir = emptyDataDir();
    const jwt = randomKey();
    await onTestDatabase(async (database) => {
      // An installation from before the chat identity and the secrets key had keys of their own.
      await storeKeysTheOldWay(database, { jwt });
      const settled = await settleServiceSecrets(productionConfig(dataDir), database.db);
      expect(settled.jwt).toBe(jwt);
      expect(new Set(Object.values(settled)).size).toBe(3);
      expect(readKeyFile(dataDir)).toEqual(asKeyVariables(settled));
      expect(await storedRows(database)).toEqual([]);
    });
  });

  it('refuses to start when it cannot keep the keys outside the database, and keeps the rows', async () => {
    const old: ServiceSecrets = { jwt: randomKey(), chatIdentity: randomKey(), secretsKey: randomKey() };
    await onTestDatabase(async (database) => {
      await storeKeysTheOldWay(database, old);

      // DATA_DIR cannot be created: a regular file is in its way.
      const blocker = path.join(emptyDataDir(), 'a-file');
      writeFileSync(blocker, '');
      await expectRefusal(startOnce(productionConfig(path.join(blocker, 'data')), database), /a-file/);

      // A key file others may read.
      const shared = emptyDataDir();
      writeFileSync(keyFileOf(shared), JSON.stringify(asKeyVariables(old)));
      chmodSync(keyFileOf(shared), 0o644);
      await expectRefusal(
        settleServiceSecrets(productionConfig(shared), database.db),
        new RegExp(`mode 0644.*chmod 600 ${keyFileOf(shared)}`),
      );

      // Key files that are not JSON, or lack a key: never replaced by new keys.
      for (const text of ['{"JWT_SECRET": "cut off', JSON.stringify({ JWT_SECRET: old.jwt }), '']) {
        const malformed = emptyDataDir();
        writeFileSync(keyFileOf(malformed), text, { mode: 0o600 });
        await expectRefusal(settleServiceSecrets(productionConfig(malformed), database.db), /malformed/);
        expect(readFileSync(keyFileOf(malformed), 'utf8')).toBe(text);
      }

      // Every refusal came before anything was deleted: the keys are still in the database.
      expect(await storedRows(database)).toHaveLength(3);
    });
  });

  it('uses the keys the environment gives, writes no key file and deletes the database’s copies', async () => {
    const dataDir = emptyDataDir();
    const given = {
      JWT_SECRET: 'a-jwt-secret-from-the-operator',
      CHAT_IDENTITY_SECRET: 'a-chat-secret-from-the-operator',
      SECRETS_KEY: 'a-secrets-key-from-the-operator',
    };
    await onTestDatabase(async (database) => {
      await storeKeysTheOldWay(database, {
        jwt: randomKey(),
        chatIdentity: randomKey(),
        secretsKey: randomKey(),
      });
      const warnings: string[] = [];
      const settled = await settleServiceSecrets(productionConfig(dataDir, given), database.db, (message) =>
        warnings.push(message),
      );
      expect(settled).toEqual({
        jwt: 'a-jwt-secret-from-the-operator',
        chatIdentity: 'a-chat-secret-from-the-operator',
        secretsKey: 'a-secrets-key-from-the-operator',
      });
      expect(readdirSync(dataDir)).toEqual([]);
      expect(await storedRows(database)).toEqual([]);
      expect(warnings).toHaveLength(3);
      for (const variable of Object.keys(given)) {
        expect(warnings.some((warning) => warning.startsWith(`${variable} is set in the environment`))).toBe(
          true,
        );
      }
    });
  });

  it('takes a key the environment gives as it is and the others from the key file', async () => {
    const given = 'a-jwt-secret-from-the-operator';
    await onTestDatabase(async (database) => {
      const partly = emptyDataDir();
      const mixed = await settleServiceSecrets(productionConfig(partly, { JWT_SECRET: given }), database.db);
      expect(mixed.jwt).toBe(given);
      const file = readKeyFile(partly) as Record<string, string>;
      expect([mixed.chatIdentity, mixed.secretsKey]).toEqual([file.CHAT_IDENTITY_SECRET, file.SECRETS_KEY]);
      expect(file.JWT_SECRET).not.toBe(given);
    });
  });

  it('uses the fixed development keys outside production and writes no key file', async () => {
    const dataDir = emptyDataDir();
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    await onTestDatabase(async (database) => {
      expect(await settleServiceSecrets(config, database.db)).toEqual(DEVELOPMENT_SECRETS);
      expect(readdirSync(dataDir)).toEqual([]);
    });
  });

  it('refuses to start with the secret published in the source code', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'local-development-secret-change-me' }),
    ).toThrow(/JWT_SECRET is set to the development secret/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CHAT_IDENTITY_SECRET: DEVELOPMENT_SECRETS.chatIdentity }),
    ).toThrow(/CHAT_IDENTITY_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRETS_KEY: DEVELOPMENT_SECRETS.secretsKey })).toThrow(
      /SECRETS_KEY is set to the development secret/,
    );
    // Development keeps its fixed secret, so its sessions outlive a restart of the demo.
    expect(() => loadConfig({ NODE_ENV: 'development', JWT_SECRET: DEVELOPMENT_SECRETS.jwt })).not.toThrow();
  });
});
