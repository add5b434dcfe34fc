import type { FigureApp } from '@portal/contract';
import { boolean, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './users';

/**
 * The figures the DMP and Analytics apps report for an account (decision 0075), one per app,
 * account and calendar day (Europe/Vienna): DMP audience visitors on that day, Analytics page
 * impressions of that day. A repeated report of the same day replaces its row. The key leads with
 * the account and app, so "the newest day" and "the days of a window" are walks of one index.
 */
export const appFigures = pgTable(
  'app_figures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    app: varchar('app', { length: 16 }).$type<FigureApp>().notNull(),
    day: date('day').notNull(),
    value: integer('value').notNull(),
    reportedAt: at('reported_at').notNull(),
    /** Written by the demo seed and its daily continuation, never by an app: the card says so. */
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.app, table.day] })],
);
