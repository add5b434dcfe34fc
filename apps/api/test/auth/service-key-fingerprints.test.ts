// The guard of decision 0070: the database keeps a fingerprint of each production key, and a start
// whose keys differ (another host without the first host's keys, a host that lost its key file)
// refuses instead of sealing and signing with keys nobody else has.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { serviceSecrets } from '../../src/db/schema/index';
import {
  openMailServerPassword,
  sealMailServerPassword,
} from '../../src/modules/mail-server/stored-password';
import { signAccessToken, verifyAccessToken } from '../../src/platform/auth/tokens';
import { ManualClock } from '../../src/platform/clock';
import type { Database } from '../../src/platform/db';
import { type ServiceSecrets, settleServiceSecrets } from '../../src/platform/service-secrets';
import {
  asKeyVariables,
  dataDirsRemovedAfterAll,
  keyFileOf,
  onTestDatabase,
  productionConfig,
  randomKey,
} from './service-keys-kit';

/** The DATA_DIR of one host, removed after the file. */
const hostDataDir = dataDirsRemovedAfterAll('portal-key-fingerprints-');

/** What an operator does to give a host the first host's keys: copy its key file over. */
function copyKeyFile(from: string, to: string): void {
  writeFileSync(keyFileOf(to), readFileSync(keyFileOf(from)), { mode: 0o600 });
}

/** Worked out here, not with the service's code, so a changed formula shows up as a failure. */
const expectedFingerprint = (storedName: string, value: string) =>
  createHash('sha256').update(`portal-key-fingerprint:${storedName}:${value}`).digest('hex');

function fingerprintsOf(secrets: ServiceSecrets) {
  return [
    { name: 'fingerprint:chat-identity', value: expectedFingerprint('chat-identity', secrets.chatIdentity) },
    { name: 'fingerprint:jwt', value: expectedFingerprint('jwt', secrets.jwt) },
    { name: 'fingerprint:secrets-key', value: expectedFingerprint('secrets-key', secrets.secretsKey) },
  ];
}

const recordedFingerprints = (database: Database) =>
  database.db
    .select({ name: serviceSecrets.name, value: serviceSecrets.value })
    .from(serviceSecrets)
    .where(like(serviceSecrets.name, 'fingerprint:%'))
    .orderBy(serviceSecrets.name);

const allRows = (database: Database) =>
  database.db.select({ name: serviceSecrets.name }).from(serviceSecrets).orderBy(serviceSecrets.name);

/** The refusal names the keys that differ, every variable, DATA_DIR and the switch that overrides it. */
async function expectSealedWithOtherKeys(start: Promise<unknown>, problem: RegExp): Promise<string> {
  const error = await start.then(
    () => null,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(Error);
  const { message } = error as Error;
  expect(message).toMatch(/The database was sealed with other keys/);
  expect(message).toMatch(problem);
  expect(message).toContain(
    'Set JWT_SECRET, CHAT_IDENTITY_SECRET and SECRETS_KEY to the values of the first host (its DATA_DIR/service-keys.json)',
  );
  expect(message).toContain('ACCEPT_NEW_SERVICE_KEYS=true');
  return message;
}

const claims = { userId: 1, sessionId: '00000000-0000-4000-8000-000000000000', impersonatorId: null };

describe('fingerprints of the production keys', () => {
  it('records a fingerprint of each key on the first start, never the key itself', async () => {
    await onTestDatabase(async (database) => {
      const keys = await settleServiceSecrets(productionConfig(hostDataDir()), database.db);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(keys));
      expect(await allRows(database)).toHaveLength(3);
      const dump = JSON.stringify(await database.db.select().from(serviceSecrets));
      for (const key of Object.values(keys)) expect(dump).not.toContain(key);
    });
  });

  it('refuses a second host without the first host’s keys and leaves it no key file; with them it starts', async () => {
    const first = hostDataDir();
    const second = hostDataDir();
    const clock = new ManualClock();
    await onTestDatabase(async (database) => {
      const keys = await settleServiceSecrets(productionConfig(first), database.db);
      const token = await signAccessToken({ config: productionConfig(first), clock, secrets: keys }, claims);
      const sealed = sealMailServerPassword(keys, 7, 'the-mail-server-password');

      const message = await expectSealedWithOtherKeys(
        settleServiceSecrets(productionConfig(second), database.db),
        /a newly generated JWT_SECRET, a newly generated CHAT_IDENTITY_SECRET, a newly generated SECRETS_KEY do not match/,
      );
      expect(message).toContain(`DATA_DIR has no key file ${keyFileOf(second)}, and none was written`);
      expect(readdirSync(second)).toEqual([]);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(keys));

      // The operator copies the first host's key file over and starts again.
      copyKeyFile(first, second);
      const config = productionConfig(second);
      const onSecond = await settleServiceSecrets(config, database.db);
      expect(onSecond).toEqual(keys);
      expect(await verifyAccessToken({ config, clock, secrets: onSecond }, token)).toEqual(claims);
      expect(openMailServerPassword({ ...onSecond }, 7, sealed)).toBe('the-mail-server-password');

      // Or sets the variables to the first host's values.
      const third = hostDataDir();
      expect(await settleServiceSecrets(productionConfig(third, asKeyVariables(keys)), database.db)).toEqual(
        keys,
      );
      expect(readdirSync(third)).toEqual([]);
    });
  });

  it('refuses a host that lost its key file until the file is restored', async () => {
    const dataDir = hostDataDir();
    await onTestDatabase(async (database) => {
      const keys = await settleServiceSecrets(productionConfig(dataDir), database.db);
      const backup = readFileSync(keyFileOf(dataDir));
      unlinkSync(keyFileOf(dataDir));

      await expectSealedWithOtherKeys(settleServiceSecrets(productionConfig(dataDir), database.db), /newly/);
      expect(readdirSync(dataDir)).toEqual([]);

      writeFileSync(keyFileOf(dataDir), backup, { mode: 0o600 });
      expect(await settleServiceSecrets(productionConfig(dataDir), database.db)).toEqual(keys);
    });
  });

  it('refuses keys from the environment or a key file that differ from the recorded ones', async () => {
    const given = { JWT_SECRET: randomKey(), CHAT_IDENTITY_SECRET: randomKey(), SECRETS_KEY: randomKey() };
    await onTestDatabase(async (database) => {
      await settleServiceSecrets(productionConfig(hostDataDir(), given), database.db);

      await expectSealedWithOtherKeys(
        settleServiceSecrets(
          productionConfig(hostDataDir(), { ...given, JWT_SECRET: randomKey() }),
          database.db,
        ),
        /JWT_SECRET from the environment does not match/,
      );
      await expectSealedWithOtherKeys(
        settleServiceSecrets(
          productionConfig(hostDataDir(), { ...given, SECRETS_KEY: randomKey() }),
          database.db,
        ),
        /SECRETS_KEY from the environment does not match/,
      );

      // A key file of another installation, even beside the right JWT_SECRET: refused, and kept as it is.
      const other = hostDataDir();
      const foreignFile = JSON.stringify({
        JWT_SECRET: randomKey(),
        CHAT_IDENTITY_SECRET: randomKey(),
        SECRETS_KEY: randomKey(),
      });
      writeFileSync(keyFileOf(other), foreignFile, { mode: 0o600 });
      const message = await expectSealedWithOtherKeys(
        settleServiceSecrets(productionConfig(other, { JWT_SECRET: given.JWT_SECRET }), database.db),
        /CHAT_IDENTITY_SECRET from the key file .*, SECRETS_KEY from the key file .* do not match/,
      );
      expect(message).not.toMatch(/JWT_SECRET from/);
      expect(readFileSync(keyFileOf(other), 'utf8')).toBe(foreignFile);
    });
  });

  it('takes new keys with ACCEPT_NEW_SERVICE_KEYS=true and records their fingerprints', async () => {
    const first = hostDataDir();
    const second = hostDataDir();
    await onTestDatabase(async (database) => {
      const old = await settleServiceSecrets(productionConfig(first), database.db);

      const warnings: string[] = [];
      const renewed = await settleServiceSecrets(
        productionConfig(second, { ACCEPT_NEW_SERVICE_KEYS: 'true' }),
        database.db,
        (warning) => warnings.push(warning),
      );
      expect(renewed.jwt).not.toBe(old.jwt);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(renewed));
      expect(warnings).toEqual([
        expect.stringMatching(/JWT_SECRET replaces the key the database was sealed with; sessions signed/),
        expect.stringMatching(/CHAT_IDENTITY_SECRET replaces/),
        expect.stringMatching(/SECRETS_KEY replaces .*authenticator secrets sealed with the old key/),
        expect.stringMatching(/Unset it once every host runs with the new keys/),
      ]);

      // Now the first host's keys are the foreign ones, and its key file stays for the operator.
      await expectSealedWithOtherKeys(
        settleServiceSecrets(productionConfig(first), database.db),
        /JWT_SECRET from the key file/,
      );
      expect(readdirSync(first)).toEqual(['service-keys.json']);
      expect(await settleServiceSecrets(productionConfig(second), database.db)).toEqual(renewed);

      // Replacing one key warns about that one only.
      const rotated = randomKey();
      const rotation: string[] = [];
      const withRotated = await settleServiceSecrets(
        productionConfig(second, { SECRETS_KEY: rotated, ACCEPT_NEW_SERVICE_KEYS: '1' }),
        database.db,
        (warning) => rotation.push(warning),
      );
      expect(withRotated).toEqual({ ...renewed, secretsKey: rotated });
      expect(rotation).toHaveLength(2);
      expect(rotation[0]).toMatch(/SECRETS_KEY replaces/);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(withRotated));
    });
  });

  it('lets two starts of one host on an empty database and DATA_DIR both start, with the same keys', async () => {
    const dataDir = hostDataDir();
    await onTestDatabase(async (database) => {
      const [one, two] = await Promise.all([
        settleServiceSecrets(productionConfig(dataDir), database.db),
        settleServiceSecrets(productionConfig(dataDir), database.db),
      ]);
      expect(one).toEqual(two);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(one!));
      expect(readdirSync(dataDir)).toEqual(['service-keys.json']);
    });
  });

  it('lets only one of two hosts starting together on an empty database seal it; the other keeps no key file', async () => {
    const hosts = [hostDataDir(), hostDataDir()];
    await onTestDatabase(async (database) => {
      const starts = await Promise.allSettled(
        hosts.map((dataDir) => settleServiceSecrets(productionConfig(dataDir), database.db)),
      );
      const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      expect(started).toHaveLength(1);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(started[0]!));
      const refused = starts.findIndex((start) => start.status === 'rejected');
      const reason = (starts[refused] as PromiseRejectedResult).reason as Error;
      expect(reason.message).toMatch(/The database was sealed with other keys/);
      // Whether it was refused before writing its key file or just after: none is left behind.
      expect(readdirSync(hosts[refused]!)).toEqual([]);
    });
  });

  it('moves the keys of an older installation, records their fingerprints and keeps them', async () => {
    const first = hostDataDir();
    const old: ServiceSecrets = { jwt: randomKey(), chatIdentity: randomKey(), secretsKey: randomKey() };
    await onTestDatabase(async (database) => {
      const storeOldRows = () =>
        database.db.insert(serviceSecrets).values([
          { name: 'jwt', value: old.jwt },
          { name: 'chat-identity', value: old.chatIdentity },
          { name: 'secrets-key', value: old.secretsKey },
        ]);
      await storeOldRows();
      expect(await settleServiceSecrets(productionConfig(first), database.db)).toEqual(old);
      expect(await allRows(database)).toEqual([
        { name: 'fingerprint:chat-identity' },
        { name: 'fingerprint:jwt' },
        { name: 'fingerprint:secrets-key' },
      ]);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(old));

      // A start cut short after recording the fingerprints left the rows: the next one deletes the
      // rows, and only them.
      await storeOldRows();
      expect(await settleServiceSecrets(productionConfig(first), database.db)).toEqual(old);
      expect(await allRows(database)).toHaveLength(3);
      expect(await recordedFingerprints(database)).toEqual(fingerprintsOf(old));

      // The other hosts find the rows gone: without the first host's keys they are refused.
      const second = hostDataDir();
      await expectSealedWithOtherKeys(settleServiceSecrets(productionConfig(second), database.db), /newly/);
      expect(readdirSync(second)).toEqual([]);
    });
  });

  it('refuses an old row that differs from the recorded fingerprint and keeps the row', async () => {
    await onTestDatabase(async (database) => {
      await settleServiceSecrets(productionConfig(hostDataDir()), database.db);
      // A host still on a version from before decision 0070 wrote a key of its own into the table.
      const stray = randomKey();
      await database.db.insert(serviceSecrets).values({ name: 'jwt', value: stray });
      const other = hostDataDir();
      await expectSealedWithOtherKeys(
        settleServiceSecrets(productionConfig(other), database.db),
        /JWT_SECRET from the old row 'jwt' of service_secrets/,
      );
      expect(readdirSync(other)).toEqual([]);
      expect(
        await database.db
          .select({ value: serviceSecrets.value })
          .from(serviceSecrets)
          .where(eq(serviceSecrets.name, 'jwt')),
      ).toEqual([{ value: stray }]);
    });
  });

  it('records nothing outside production', async () => {
    await onTestDatabase(async (database) => {
      await settleServiceSecrets(
        loadConfig({ NODE_ENV: 'development', DATA_DIR: hostDataDir() }),
        database.db,
      );
      expect(await allRows(database)).toEqual([]);
    });
  });
});
