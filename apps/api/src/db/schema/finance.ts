import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Every version a kept instant ever takes, on creation and at every change: never twice the same,
 * so nothing kept for an instant deleted and made again can pass for the new one.
 */
export const financeMrrVersions = pgSequence('finance_mrr_versions');

/**
 * MRR at a fixed instant of the past, kept so the finance overview need not work it out from the
 * invoice lines on every look (docs/decisions/0061, addendum). The closed months' ends and the start
 * of today and of the same day a month ago. Triggers (migrations 0020, 0022) give `version` a new
 * value whenever an invoice line, invoice, credit note or subscription changes in a way that moves
 * the figures at `at`; what was kept is usable only while `built_version` equals `version`, so every
 * process sharing the database agrees.
 */
export const financeMrrAnchors = pgTable('finance_mrr_anchors', {
  at: at('at').primaryKey(),
  /** The first transaction id unassigned once this row was visible (pg_snapshot_xmax). */
  horizon: bigint('horizon', { mode: 'number' }),
  /** A closed month's last instant, which keeps that month's money too (set once, when made). */
  monthEnd: boolean('month_end').notNull().default(false),
  version: bigint('version', { mode: 'number' }).notNull().default(sql`nextval('finance_mrr_versions')`),
  builtVersion: bigint('built_version', { mode: 'number' }),
  /** Per currency and product line: MRR, subscriptions with MRR and subscription rows. */
  cells: jsonb('cells'),
  /** For a month end, per currency: the month's invoiced, collected and refunded money. */
  money: jsonb('money'),
});

/** Per subscription and currency: the unrounded monthly net of its recurring lines running at `at`. */
export const financeMrrAnchorSubscriptions = pgTable(
  'finance_mrr_anchor_subscriptions',
  {
    at: at('at').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    subscriptionId: varchar('subscription_id', { length: 64 }).notNull(),
    currencyId: smallint('currency_id').notNull(),
    line: varchar('line', { length: 16 }).notNull(),
    raw: numeric('raw').notNull(),
    /** How many recurring lines run at `at`. */
    lines: integer('lines').notNull(),
  },
  (table) => [primaryKey({ columns: [table.at, table.version, table.subscriptionId, table.currencyId] })],
);

/** The movement of every subscription from one kept instant to another (a month later). */
export const financeMrrMovements = pgTable(
  'finance_mrr_movements',
  {
    beforeAt: at('before_at').notNull(),
    afterAt: at('after_at').notNull(),
    beforeVersion: bigint('before_version', { mode: 'number' }).notNull(),
    afterVersion: bigint('after_version', { mode: 'number' }).notNull(),
    /** Per currency: previous, new, expansion, contraction, churn. */
    sums: jsonb('sums').notNull(),
  },
  (table) => [primaryKey({ columns: [table.beforeAt, table.afterAt] })],
);
