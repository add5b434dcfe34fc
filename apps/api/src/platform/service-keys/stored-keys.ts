import { and, eq, or } from 'drizzle-orm';
import { serviceSecrets } from '../../db/schema/index';
import type { Db } from '../db';
import { type KeyVariable, SERVICE_KEYS } from './key-names';

/** A key an installation from before decision 0070 generated and kept in `service_secrets`. */
export interface StoredKey {
  variable: KeyVariable;
  storedName: string;
  value: string;
}

/** The keys the database still holds: read once, to move them out of it. */
export async function readStoredKeys(db: Db): Promise<StoredKey[]> {
  const rows = await db
    .select({ name: serviceSecrets.name, value: serviceSecrets.value })
    .from(serviceSecrets);
  return SERVICE_KEYS.flatMap(({ variable, storedName }) => {
    const row = rows.find((candidate) => candidate.name === storedName);
    return row ? [{ variable, storedName, value: row.value }] : [];
  });
}

/**
 * Deletes exactly the rows that were read (name and value): a row that changed since is not one this
 * start accounted for, and stays. The fingerprints kept in the same table are never among them.
 */
export async function deleteStoredKeys(db: Db, keys: readonly StoredKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(serviceSecrets)
    .where(
      or(
        ...keys.map((key) =>
          and(eq(serviceSecrets.name, key.storedName), eq(serviceSecrets.value, key.value)),
        ),
      ),
    );
}
