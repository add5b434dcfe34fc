import { randomBytes } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { Config } from '../../config';
import type { Db } from '../db';
import { createKeyFile, keyFilePathOf, readKeyFile, syncKeyFile } from './key-file';
import {
  type Fingerprints,
  keysNotMatching,
  readFingerprints,
  recordFingerprintsIfAbsent,
} from './key-fingerprints';
import { acceptNewKeys, type KeyOrigins, sealedWithOtherKeys } from './key-guard';
import { type KeysByVariable, type KeyVariable, SERVICE_KEYS } from './key-names';
import { deleteStoredKeys, readStoredKeys, type StoredKey } from './stored-keys';

type GivenKeys = Partial<KeysByVariable>;

/**
 * The production keys: each from the environment when it gives one, otherwise from the key file in
 * DATA_DIR, which the first start creates (decision 0070). Keys an older installation kept in the
 * database move out of it in an order that never loses one: the key file is made with their values
 * (not fresh ones) and synced to disk, and only then are the rows deleted. A crash before the file
 * exists leaves the rows; a crash after leaves file and rows, and the next start keeps the file's
 * keys and deletes the rows.
 *
 * The database keeps a fingerprint of each key, and a start whose keys do not match them refuses:
 * another host without the first host's keys, or a host that lost its key file, would otherwise
 * generate new ones, sign sessions the other hosts reject and fail to open the secrets sealed
 * before. ACCEPT_NEW_SERVICE_KEYS re-records them when the operator replaces keys on purpose.
 */
export async function settleProductionKeys(
  config: Config,
  db: Db,
  warn: (message: string) => void,
): Promise<KeysByVariable> {
  const given: GivenKeys = Object.fromEntries(
    SERVICE_KEYS.flatMap(({ variable }) => (config[variable] ? [[variable, config[variable]]] : [])),
  );
  const accept = config.ACCEPT_NEW_SERVICE_KEYS;
  const stored = await readStoredKeys(db);
  // Read before the key file is created, so a seal recorded after this is caught by recordOrRefuse.
  const recorded = accept ? {} : await readFingerprints(db);
  const needsFile = SERVICE_KEYS.some(({ variable }) => given[variable] === undefined);
  const file = keyFilePathOf(config.DATA_DIR);
  const fromFile = needsFile ? await settleKeyFile(file, given, stored, recorded) : null;
  const keys = withGiven(given, fromFile?.keys ?? null);
  if (accept) {
    await acceptNewKeys(db, keys, warn);
  } else {
    const createdHere = fromFile?.createdHere ?? false;
    await recordOrRefuse(db, keys, { file, createdHere, origins: originsOf(given, stored, createdHere) });
  }
  // Only after the fingerprints: a refused start keeps the rows, and with them the keys they hold.
  await deleteStoredKeys(db, stored);
  for (const row of stored) warn(movedKeyNotice(row, given, fromFile?.keys ?? null, file));
  return keys;
}

/**
 * The key file's keys, creating the file first if need be; durable on disk when this returns.
 * Keys the database's fingerprints refuse are refused before the file is written: a host refused
 * here leaves no key file of its own behind, so copying in the first host's file and starting again
 * just works.
 */
async function settleKeyFile(
  file: string,
  given: GivenKeys,
  stored: StoredKey[],
  recorded: Fingerprints,
): Promise<{ keys: KeysByVariable; createdHere: boolean }> {
  const existing = await readKeyFile(file);
  const candidate = existing ?? firstKeys(given, stored);
  const foreign = keysNotMatching(withGiven(given, candidate), recorded);
  if (foreign.length > 0) {
    const origins = originsOf(given, stored, !existing);
    throw sealedWithOtherKeys(foreign, origins, file, existing ? 'kept' : 'not written');
  }
  if (existing) {
    // Another start may have linked it and crashed before syncing it; the rows go only once it is on disk.
    await syncKeyFile(file);
    return { keys: existing, createdHere: false };
  }
  const kept = await createKeyFile(file, candidate);
  // Another process of this host may have linked its file first; then its keys are the ones used.
  return {
    keys: kept,
    createdHere: SERVICE_KEYS.every(({ variable }) => kept[variable] === candidate[variable]),
  };
}

/**
 * Records the keys' fingerprints on a database that has none, or refuses keys that differ from the
 * recorded ones. settleKeyFile saw the database before anything was written; this settles a race
 * with another host that recorded its own keys since. Processes of one host that start together
 * agree on one key file first, so they all record, or match, the same fingerprints.
 */
async function recordOrRefuse(
  db: Db,
  keys: KeysByVariable,
  { file, createdHere, origins }: { file: string; createdHere: boolean; origins: KeyOrigins },
): Promise<void> {
  const foreign = keysNotMatching(keys, await recordFingerprintsIfAbsent(db, keys));
  if (foreign.length === 0) return;
  // No start can have used the keys of a file the database refuses, so removing it loses nothing,
  // and the next start refuses before writing one instead of using these keys.
  if (createdHere) await unlink(file).catch(() => {});
  throw sealedWithOtherKeys(foreign, origins, file, createdHere ? 'removed' : 'kept');
}

/**
 * The keys a new key file starts with: those the database kept, so nothing sealed or signed with them
 * is lost; fresh random ones for the rest. A key the environment gives is not carried over: the
 * database's copy of it is deleted, not moved.
 */
function firstKeys(given: GivenKeys, stored: StoredKey[]): KeysByVariable {
  const keys = {} as KeysByVariable;
  for (const { variable } of SERVICE_KEYS) {
    const kept = given[variable] === undefined ? storedValue(stored, variable) : undefined;
    keys[variable] = kept ?? randomBytes(32).toString('base64url');
  }
  return keys;
}

/** Where each key comes from: the environment, or the key file, or, in a new one, what firstKeys chose. */
function originsOf(given: GivenKeys, stored: StoredKey[], newKeyFile: boolean): KeyOrigins {
  const origins = {} as KeyOrigins;
  for (const { variable } of SERVICE_KEYS) {
    if (given[variable] !== undefined) origins[variable] = 'environment';
    else if (!newKeyFile) origins[variable] = 'key file';
    else origins[variable] = storedValue(stored, variable) === undefined ? 'generated' : 'database row';
  }
  return origins;
}

/** Each key from the environment when it gives one, otherwise from the key file. */
function withGiven(given: GivenKeys, fromFile: KeysByVariable | null): KeysByVariable {
  const keys = {} as KeysByVariable;
  for (const { variable } of SERVICE_KEYS) {
    const key = given[variable] ?? fromFile?.[variable];
    if (key === undefined)
      throw new Error(`${variable} was settled neither by the environment nor the key file`);
    keys[variable] = key;
  }
  return keys;
}

function storedValue(stored: StoredKey[], variable: KeyVariable): string | undefined {
  return stored.find((row) => row.variable === variable)?.value;
}

function movedKeyNotice(row: StoredKey, given: GivenKeys, fromFile: KeysByVariable | null, file: string) {
  const source = `the key the database kept for ${row.variable} (service_secrets '${row.storedName}')`;
  if (given[row.variable] !== undefined)
    return `${row.variable} is set in the environment, so ${source} is not used; it is deleted from the database.`;
  if (fromFile?.[row.variable] === row.value)
    return `Moved ${source} into ${file} and deleted it from the database; back that file up.`;
  return `${file} already holds another ${row.variable}, which is used; ${source} is deleted from the database.`;
}
