import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * What a row's archive is now (decision 0052): pending while the job builds it, ready with a file
 * and a link until `expires_at`, expired once the file is gone, failed when it could not be built.
 */
export type StoredDataExportStatus = 'pending' | 'ready' | 'expired' | 'failed';

/** One "download my data" request of a user and the archive built for it. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<StoredDataExportStatus>().notNull(),
    /** The archive's key in private storage while it exists. */
    storageKey: varchar('storage_key', { length: 200 }),
    /** SHA-256 of the mailed link's token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }),
    requestedAt: at('requested_at').notNull(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    failedAt: at('failed_at'),
    bytes: bigint('bytes', { mode: 'number' }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    // One export is built at a time per user: a second request finds this one.
    uniqueIndex('data_exports_one_pending').on(table.userId).where(sql`${table.status} = 'pending'`),
    // The cleanup finds the archives whose time is over.
    index('data_exports_ready_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'ready'`),
  ],
);
