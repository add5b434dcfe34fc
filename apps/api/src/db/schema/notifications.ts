import type { NotificationInterval } from '@portal/contract';
import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Which notification types an account wants (spec §3 "Notifications": 1 insights, 2 invoice,
 * 3 system, 4 partner). No row means the type is active: an account that never opened the settings
 * gets every mail. System notifications are sent whatever their row says (decision 0041).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    active: boolean('active').notNull(),
    /** How often the insights digest comes (DAY, WEEK or MONTH); null for the other types. */
    status: varchar('status', { length: 5 }).$type<NotificationInterval>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Partner (4) only: when the marketing consent was given; null while it is withdrawn. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.typeId] })],
);

/**
 * The insights digests sent, one row per user and period (decision 0047). The digest job inserts
 * the row in the transaction that writes the mail, so a period is mailed once however often the
 * job runs or however it crashes.
 */
export const insightsDigests = pgTable(
  'insights_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interval: varchar('interval', { length: 5 }).$type<NotificationInterval>().notNull(),
    /** The first day of the period, in the user's timezone. */
    periodStart: date('period_start').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.interval, table.periodStart] })],
);
