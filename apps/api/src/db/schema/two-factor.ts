import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's authenticator-app secret (docs/decisions/0050), sealed with SECRETS_KEY like the mail
 * server password. Without `enabledAt` it is a set-up waiting for its first code; a new set-up
 * replaces it. `lastUsedStep` is the 30-second time step of the last code accepted: a code is
 * accepted only for a later step, so none works twice.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes that stand in for the app; only a keyed hash of each is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);

/**
 * The second step of a sign-in: the right password of an account with two-factor sign-in gets a
 * challenge (its hash is kept), valid five minutes, for one sign-in and at most five wrong codes. It
 * remembers the login throttle key the password step counted on (the e-mail or the known device), so
 * wrong codes count on the same key.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    throttleScope: varchar('throttle_scope', { length: 8 }).$type<'email' | 'device'>().notNull(),
    throttleKey: varchar('throttle_key', { length: 255 }).notNull(),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_challenges_user_idx').on(table.userId)],
);
