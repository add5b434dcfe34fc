import { index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per refresh token ever issued. A token is spent when rotated (`replacedAt`); presenting a
 * spent token again revokes every session of the user (reuse detection), except within a short grace
 * window in which it gets its successor again (docs/decisions/0009). Only the hash is stored.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All rotations of one sign-in share a family id. */
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /**
     * The successor pair, encrypted with a key only the spent token derives: a second tab that
     * refreshed with the same cookie within the grace window gets the same pair, not a sign-out.
     */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: varchar('ip_address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_sessions_user_idx').on(table.userId),
    // Every authenticated request checks that its token's family is still live.
    index('refresh_sessions_family_idx').on(table.familyId),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    loggedInAt: timestamp('loggedin_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (table) => [index('login_history_user_idx').on(table.userId, table.loggedInAt)],
);

/** Published versions of the terms; accepting the newest sets `accepted_latest_terms`. */
export const termsVersions = pgTable('terms_versions', {
  id: serial('id').primaryKey(),
  version: varchar('version', { length: 32 }).notNull().unique(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins, counted per e-mail and per IP inside a sliding window (the login rate limit).
 * Kept in the database so the limit holds across restarts and across processes on PostgreSQL.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased as typed, whether or not such a user exists. */
    email: varchar('email', { length: 255 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.failedAt),
    index('login_failures_ip_idx').on(table.ipAddress, table.failedAt),
  ],
);
