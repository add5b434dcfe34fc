import { boolean, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';

/**
 * The catalog (spec §3 "Product ids"): 1 Tools Enterprise, 2 Tools Corporate, 3 Analytics
 * Enterprise, 4 DMP Enterprise, 6 Tools Contracted. `line` groups the products one account may hold
 * only once at a time (tools, dmp, analytics).
 */
export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  line: varchar('line', { length: 16 }).notNull(),
  tier: varchar('tier', { length: 16 }).notNull(),
  name: varchar('name', { length: 80 }).notNull(),
  ...timestamps,
});

/** A price of a product per interval and currency; `id` is the plan id clients send. */
export const plans = pgTable(
  'plans',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    interval: varchar('interval', { length: 8 }).notNull(),
    currencyId: smallint('currency_id').notNull(),
    /** Price of one license for one whole interval, in minor units (yearly = 12 × monthly rate). */
    unitAmount: integer('unit_amount').notNull(),
    /** Contracted plans are priced on request and cannot be bought in the portal. */
    onRequest: boolean('on_request').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('plans_product_interval_currency').on(table.productId, table.interval, table.currencyId),
  ],
);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored upper case; looked up case-insensitively. */
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  percentOff: integer('percent_off').notNull(),
  /** once, forever or repeating (for `durationMonths` months). */
  duration: varchar('duration', { length: 12 }).notNull(),
  durationMonths: integer('duration_months'),
  expiresAt: at('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  ...timestamps,
});
