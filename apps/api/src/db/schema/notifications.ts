import type { NotificationInterval } from '@portal/contract';
import { boolean, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
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
  },
  (table) => [primaryKey({ columns: [table.userId, table.typeId] })],
);
