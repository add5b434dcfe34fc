import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { serviceSecrets } from '../../db/schema/index';
import type { Db } from '../db';
import { type KeysByVariable, type KeyVariable, SERVICE_KEYS } from './key-names';

/** What the database remembers of each key: enough to recognise it, nothing to rebuild it from. */
export type Fingerprints = Partial<Record<KeyVariable, string>>;

/**
 * A key's fingerprint, named by its use: two uses that happened to share a value still differ. The
 * service's own keys are 32 random bytes, out of reach of guessing; for a key an operator chose, a
 * dump already lets one test a guess against the tokens and sealed secrets it holds, so the
 * fingerprint adds no shortcut.
 */
export function fingerprintOf(variable: KeyVariable, value: string): string {
  const { storedName } = keyNamed(variable);
  return createHash('sha256').update(`portal-key-fingerprint:${storedName}:${value}`).digest('hex');
}

/**
 * The `service_secrets` row that holds a key's fingerprint. The rows of the keys themselves
 * (`jwt`, …; before decision 0070) keep their names, so a start still finds and moves them.
 */
export function fingerprintRowName(variable: KeyVariable): string {
  return `fingerprint:${keyNamed(variable).storedName}`;
}

export async function readFingerprints(db: Db): Promise<Fingerprints> {
  const rows = await db
    .select({ name: serviceSecrets.name, value: serviceSecrets.value })
    .from(serviceSecrets)
    .where(
      inArray(
        serviceSecrets.name,
        SERVICE_KEYS.map(({ variable }) => fingerprintRowName(variable)),
      ),
    );
  const recorded: Fingerprints = {};
  for (const { variable } of SERVICE_KEYS) {
    const row = rows.find((candidate) => candidate.name === fingerprintRowName(variable));
    if (row) recorded[variable] = row.value;
  }
  return recorded;
}

/**
 * Records the keys' fingerprints where none is recorded yet, and answers what the database holds
 * afterwards. Processes that start together each insert; the first insert stands, and reading back
 * tells the others whether their keys are the ones that stood.
 */
export async function recordFingerprintsIfAbsent(db: Db, keys: KeysByVariable): Promise<Fingerprints> {
  await db.insert(serviceSecrets).values(fingerprintRows(keys)).onConflictDoNothing();
  return readFingerprints(db);
}

/** Records the keys' fingerprints over whatever was recorded: the operator replaced the keys. */
export async function replaceFingerprints(db: Db, keys: KeysByVariable): Promise<void> {
  await db
    .insert(serviceSecrets)
    .values(fingerprintRows(keys))
    .onConflictDoUpdate({
      target: serviceSecrets.name,
      set: { value: sql`excluded.value`, createdAt: sql`now()` },
    });
}

/** The keys whose fingerprint differs from the recorded one; a key with none recorded differs from nothing. */
export function keysNotMatching(keys: KeysByVariable, recorded: Fingerprints): KeyVariable[] {
  return SERVICE_KEYS.flatMap(({ variable }) => {
    const known = recorded[variable];
    return known !== undefined && known !== fingerprintOf(variable, keys[variable]) ? [variable] : [];
  });
}

function fingerprintRows(keys: KeysByVariable) {
  return SERVICE_KEYS.map(({ variable }) => ({
    name: fingerprintRowName(variable),
    value: fingerprintOf(variable, keys[variable]),
  }));
}

function keyNamed(variable: KeyVariable) {
  const key = SERVICE_KEYS.find((candidate) => candidate.variable === variable);
  if (!key) throw new Error(`${variable} is not a service key`);
  return key;
}
