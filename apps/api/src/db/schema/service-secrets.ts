import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Where installations before decision 0070 kept the keys they generated for themselves in production
 * (docs/decisions/0024-generated-service-secrets.md). No key is written here any more: a copy of the
 * database must not hold the keys that sign sessions and open the secrets it stores. A start moves
 * key rows it finds into the key file in DATA_DIR and deletes them; what stays is one fingerprint
 * per key (`fingerprint:<key>`, a hash that reveals nothing of it), so a host with other keys is
 * refused rather than sealing with keys the others cannot open
 * (docs/decisions/0070-keys-outside-the-database.md).
 */
export const serviceSecrets = pgTable('service_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
