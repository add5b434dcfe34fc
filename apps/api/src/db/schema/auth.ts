import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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
  /**
   * `reset` (forgot password, 60 minutes) or `welcome` (a new sub-user's set-password link, 7 days;
   * decision 0056). Either sets the password on the reset page; each kind replaces only its own.
   */
  purpose: varchar('purpose', { length: 16 }).$type<'reset' | 'welcome'>().notNull().default('reset'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The link of a registration mail: proves the address belongs to whoever registered it. */
export const emailConfirmationTokens = pgTable('email_confirmation_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A new e-mail address waiting for whoever holds it to confirm it from the mailed link (24 hours);
 * until then the profile keeps its address. Only the newest open change of a user works.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId)],
);

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
 * Sign-in attempts counted per e-mail, per IP and per known device (docs/decisions/0006): one row per
 * key, claimed with one upsert before the password is checked, so concurrent attempts each see their
 * own count. `retryAt` is when the next attempt may be checked once the free attempts are used up;
 * `lastAttemptId` is the id of the attempt that was last let through, which tells a claim whether it
 * was the one admitted.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    scope: varchar('scope', { length: 8 }).$type<'email' | 'ip' | 'device'>().notNull(),
    /** The lower-cased e-mail as typed (whether or not such a user exists), the IP or the device id. */
    key: varchar('key', { length: 255 }).notNull(),
    /** Attempts let through and not forgiven since the counter last started. */
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    lastAttemptId: uuid('last_attempt_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * A staff member's login-as as the customer sees it (decision 0063): who, why, from when until when,
 * and whether changes were allowed. Its sign-in is the refresh family `familyId`; authentication
 * reads the deadline and the switch from here on every request, so neither can be claimed by a token.
 */
export const supportAccesses = pgTable(
  'support_accesses',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 255 }).notNull(),
    changesAllowed: boolean('changes_allowed').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the staff member returned or signed out; null while running or when it ran out. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('support_accesses_user_idx').on(table.userId, table.startedAt)],
);
