import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { coupons, plans, products } from './catalog';
import { at, timestamps } from './columns';
import { users } from './users';

/**
 * A subscription: our database is its source of truth. Status is active, canceled (in grace period
 * until `endsAt`), incomplete (first payment needs 3-D Secure), past_due (a renewal failed, dunning
 * runs), paused (between `pauseStartsAt` and `pauseEndsAt`: no module, no renewal; decision 0085)
 * or ended.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Copied from the product so one index can keep one live subscription per line. */
    line: varchar('line', { length: 16 }).notNull(),
    planId: varchar('plan_id', { length: 64 })
      .notNull()
      .references(() => plans.id),
    status: varchar('status', { length: 16 }).notNull(),
    quantity: integer('quantity').notNull(),
    interval: varchar('interval', { length: 8 }).notNull(),
    currencyId: smallint('currency_id').notNull(),
    /** Price of one license per interval at the time of purchase, in minor units. */
    unitAmount: integer('unit_amount').notNull(),
    /**
     * Extra users billed on this subscription (Tools Enterprise; decision 0057): raised in the
     * transaction that creates a sub-user, lowered in the one that deletes it. Each renewal bills
     * this many, so a deletion lowers the line from the next period on.
     */
    extraUsers: integer('extra_users').notNull().default(0),
    /** Price of one extra user per interval in minor units, fixed by the first one; null before. */
    extraUserUnitAmount: integer('extra_user_unit_amount'),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** EN 16931 BT-13 the purchase named; its invoices carry it (else the invoice data's). */
    purchaseOrder: varchar('purchase_order', { length: 100 }),
    /** Renewals the coupon still discounts; null while it lasts forever, 0 once used up. */
    couponCyclesLeft: integer('coupon_cycles_left'),
    payByInvoice: boolean('pay_by_invoice').notNull().default(false),
    isMetered: boolean('is_metered').notNull().default(false),
    /** Poll views of the running period, rolled up once per day from usage records. */
    currentUsage: integer('current_usage').notNull().default(0),
    usageUpdatedAt: at('usage_updated_at'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    canceledAt: at('canceled_at'),
    endsAt: at('ends_at'),
    endedAt: at('ended_at'),
    /**
     * The instant the renewal dates count from (decision 0085): the creation until a pause or a
     * switch to yearly billing moves it; null means `createdAt`.
     */
    billingAnchorAt: at('billing_anchor_at'),
    /**
     * A pause asked for (decision 0085): from the end of the period it was asked in until
     * `pauseEndsAt`; both null when none is planned or running.
     */
    pauseStartsAt: at('pause_starts_at'),
    pauseEndsAt: at('pause_ends_at'),
    /** 'year' when a monthly subscription switches to yearly billing at its next renewal. */
    pendingInterval: varchar('pending_interval', { length: 8 }),
    /** Failed renewal attempts of the running dunning (0 when none). */
    dunningAttempts: integer('dunning_attempts').notNull().default(0),
    replacedById: varchar('replaced_by_id', { length: 64 }),
    ...timestamps,
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
    // The newest change, for the finance page's cache (decision 0061).
    index('subscriptions_updated_idx').on(table.updatedAt),
    // MRR kept at an instant (decision 0061, addendum): the subscriptions ended since.
    index('subscriptions_ended_idx').on(table.endedAt).where(sql`${table.endedAt} is not null`),
    // Without an idempotency key, this still keeps a double click from buying a product twice. A
    // subscription being replaced by an upgrade (replaced_by_id set) makes room for its successor.
    uniqueIndex('subscriptions_one_live_per_line')
      .on(table.userId, table.line)
      .where(sql`${table.status} <> 'ended' and ${table.replacedById} is null`),
  ],
);

/** Poll views the Tools app reports for metered subscriptions, rolled up once per day. */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: varchar('subscription_id', { length: 64 })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    occurredAt: at('occurred_at').notNull(),
    rolledUpAt: at('rolled_up_at'),
  },
  (table) => [index('usage_records_subscription_idx').on(table.subscriptionId, table.rolledUpAt)],
);

/** Time travel (sandbox only): how far an account's clock, or every clock (user null), runs ahead. */
export const clockOffsets = pgTable('clock_offsets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

/** Every pause a customer asked for (decision 0085), kept for finance and staff after it ended. */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: serial('id').primaryKey(),
    subscriptionId: varchar('subscription_id', { length: 64 })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    months: smallint('months').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Ended before `endsAt`: resumed early, or withdrawn before it started, or cancelled. */
    endedEarlyAt: at('ended_early_at'),
    /** The subscription's monthly net before tax when the pause was asked (finance's paused MRR). */
    monthlyNet: bigint('monthly_net', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('subscription_pauses_subscription_idx').on(table.subscriptionId),
    index('subscription_pauses_starts_idx').on(table.startsAt),
  ],
);

/**
 * Why a customer cancelled (decision 0085): one of CANCELLATION_REASONS (null when the API client
 * gave none) and an optional comment. `withdrawnAt` when the cancellation was taken back.
 */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    id: serial('id').primaryKey(),
    subscriptionId: varchar('subscription_id', { length: 64 })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 24 }),
    comment: varchar('comment', { length: 1000 }),
    canceledAt: at('canceled_at').notNull(),
    withdrawnAt: at('withdrawn_at'),
  },
  (table) => [
    index('subscription_cancellations_subscription_idx').on(table.subscriptionId),
    index('subscription_cancellations_canceled_idx').on(table.canceledAt),
  ],
);

/** The retention offer of a product (decision 0085): a catalogue coupon for `periods` renewals. */
export const retentionOffers = pgTable('retention_offers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id),
  periods: smallint('periods').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * A retention offer shown in a cancel dialog and what the customer did with it: accepted, or
 * declined by cancelling. One per subscription: an offer is made once.
 */
export const retentionOfferResponses = pgTable(
  'retention_offer_responses',
  {
    id: serial('id').primaryKey(),
    subscriptionId: varchar('subscription_id', { length: 64 })
      .notNull()
      .unique()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    couponId: integer('coupon_id').notNull(),
    periods: smallint('periods').notNull(),
    response: varchar('response', { length: 12 }).notNull(),
    respondedAt: at('responded_at').notNull(),
  },
  (table) => [index('retention_offer_responses_at_idx').on(table.respondedAt)],
);
