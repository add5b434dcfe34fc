import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * Every question put to the VAT registry (VIES or its stand-in) about a customer's VAT id, kept as
 * evidence for the tax office: what was asked, with which requester, what the registry answered and
 * its consultation number. Rows are never changed.
 */
export const vatChecks = pgTable(
  'vat_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The VAT id as checked, with its country prefix (ATU12345678). */
    vatId: varchar('vat_id', { length: 32 }).notNull(),
    /** The seller's own VAT id, sent as requester so the registry issues a consultation number. */
    requesterVatId: varchar('requester_vat_id', { length: 32 }).notNull(),
    /** valid, invalid, unavailable (the registry or the member state's service was down) or error. */
    result: varchar('result', { length: 16 }).notNull(),
    consultationNumber: varchar('consultation_number', { length: 64 }),
    /** The name and address the registry returned (some member states return none). */
    registryName: varchar('registry_name', { length: 255 }),
    registryAddress: varchar('registry_address', { length: 512 }),
    /** entered (saved or changed), periodic (every 90 days), first_invoice, retry, staff. */
    reason: varchar('reason', { length: 16 }).notNull(),
    checkedAt: at('checked_at').notNull(),
  },
  (table) => [index('vat_checks_user_idx').on(table.userId, table.checkedAt)],
);

/**
 * Where the check of an account's current VAT id stands: one row per account, replaced when the id
 * changes. `status`: pending (not asked yet), valid, invalid, unavailable (asked, no answer; retried
 * with backoff). Reverse charge needs a valid check of this very id (`verifiedAt`).
 */
export const vatVerifications = pgTable(
  'vat_verifications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vatId: varchar('vat_id', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    /** The latest check that found this id valid, and when. */
    verifiedCheckId: integer('verified_check_id').references(() => vatChecks.id),
    verifiedAt: at('verified_at'),
    lastCheckId: integer('last_check_id').references(() => vatChecks.id),
    /** Unanswered attempts in a row, for the retry's backoff. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** When the next check is due: a retry, or 90 days after the last answer. */
    nextCheckAt: at('next_check_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('vat_verifications_due_idx').on(table.nextCheckAt)],
);
