import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/**
 * The catalog (spec §3 "Product ids"): 1 Tools Enterprise, 2 Tools Corporate, 3 Analytics
 * Enterprise, 4 DMP Enterprise, 6 Tools Contracted. `line` groups the products one account may hold
 * only once at a time (tools, dmp, analytics).
 */
/**
 * Amounts in minor units. bigint: a sum the rules allow (10,000 licences of the dearest plan with
 * tax) exceeds integer's 2^31 (docs/decisions/0023); read as a JS number, exact below 2^53.
 */
const money = (name: string) => bigint(name, { mode: 'number' });

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

/** A saved card or SEPA mandate of an account. `gatewayId` is the gateway's own id. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayId: varchar('gateway_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    brand: varchar('brand', { length: 32 }),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month'),
    expYear: smallint('exp_year'),
    bankCode: varchar('bank_code', { length: 32 }),
    country: varchar('country', { length: 2 }),
    holderName: varchar('holder_name', { length: 120 }),
    /** SEPA mandate reference and acceptance date. */
    mandateReference: varchar('mandate_reference', { length: 64 }),
    /**
     * The default this method took over when it was saved as default: a purchase it was saved for
     * that is refused restores that one (spec §4, decision 0023).
     */
    replacedDefaultId: varchar('replaced_default_id', { length: 64 }),
    mandateAcceptedAt: at('mandate_accepted_at'),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: at('deleted_at'),
    ...timestamps,
  },
  (table) => [
    index('payment_methods_user_idx').on(table.userId),
    uniqueIndex('payment_methods_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault} and ${table.deletedAt} is null`),
  ],
);

/**
 * A subscription: our database is its source of truth. Status is active, canceled (in grace period
 * until `endsAt`), incomplete (first payment needs 3-D Secure), past_due (a renewal failed, dunning
 * runs) or ended.
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
    couponId: integer('coupon_id').references(() => coupons.id),
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
    /** Failed renewal attempts of the running dunning (0 when none). */
    dunningAttempts: integer('dunning_attempts').notNull().default(0),
    replacedById: varchar('replaced_by_id', { length: 64 }),
    ...timestamps,
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
    // Without an idempotency key, this still keeps a double click from buying a product twice. A
    // subscription being replaced by an upgrade (replaced_by_id set) makes room for its successor.
    uniqueIndex('subscriptions_one_live_per_line')
      .on(table.userId, table.line)
      .where(sql`${table.status} <> 'ended' and ${table.replacedById} is null`),
  ],
);

/** The next free number per year and document kind, so numbers have no gaps. */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/** Who was billed, frozen at issue time: later changes of billing data never alter a document. */
export interface BuyerSnapshot {
  company: string | null;
  firstname: string | null;
  lastname: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  vatId: string | null;
  email: string | null;
  reference: string | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: varchar('subscription_id', { length: 64 }).references(() => subscriptions.id),
    /** open, paid, refunded or void. */
    status: varchar('status', { length: 16 }).notNull(),
    currencyId: smallint('currency_id').notNull(),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    gross: money('gross').notNull(),
    /** Tax rate in basis points (2000 = 20 %). */
    taxRate: integer('tax_rate').notNull(),
    /** domestic, reverse_charge, destination or export. */
    taxMode: varchar('tax_mode', { length: 16 }).notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    /** card, sepa_debit or invoice. */
    paymentMethodType: varchar('payment_method_type', { length: 16 }).notNull(),
    amountRefunded: money('amount_refunded').notNull().default(0),
    issuedAt: at('issued_at').notNull(),
    dueAt: at('due_at').notNull(),
    paidAt: at('paid_at'),
    ...timestamps,
  },
  (table) => [
    index('invoices_user_issued_idx').on(table.userId, table.issuedAt),
    index('invoices_subscription_idx').on(table.subscriptionId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** subscription, proration, discount or usage. */
    kind: varchar('kind', { length: 16 }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: money('unit_amount').notNull(),
    /** Net amount of the line in minor units; negative only for discounts and credits. */
    amount: money('amount').notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId)],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 32 }).notNull().unique(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    gross: money('gross').notNull(),
    reason: text('reason'),
    refundId: varchar('refund_id', { length: 255 }),
    issuedAt: at('issued_at').notNull(),
    ...timestamps,
  },
  (table) => [index('credit_notes_user_idx').on(table.userId, table.issuedAt)],
);

/**
 * One attempt to collect an invoice through the gateway. `status`: requires_action (3-D Secure),
 * processing (SEPA until settled), succeeded, failed or canceled.
 */
export const payments = pgTable(
  'payments',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentMethodId: varchar('payment_method_id', { length: 64 }),
    gatewayIntentId: varchar('gateway_intent_id', { length: 255 }).notNull(),
    clientSecret: varchar('client_secret', { length: 255 }),
    amount: money('amount').notNull(),
    currencyId: smallint('currency_id').notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    offSession: boolean('off_session').notNull().default(false),
    failureCode: varchar('failure_code', { length: 64 }),
    ...timestamps,
  },
  (table) => [
    index('payments_invoice_idx').on(table.invoiceId),
    uniqueIndex('payments_gateway_intent_unique').on(table.gatewayIntentId),
  ],
);

/**
 * Every charge we start at the gateway, written before the call: reserve → charge → record
 * (DESIGN.md §4). The id is the gateway call's idempotency key and travels in its metadata, so the
 * gateway's record of it can always be found again. `reserved` until the charge is recorded (or
 * released, when no money moved); a reserved charge whose lease ran out was left by a crash or a
 * lost answer, and the reconciliation sweep settles it from the gateway's truth.
 */
export const charges = pgTable(
  'charges',
  {
    id: varchar('id', { length: 128 }).primaryKey(),
    /** purchase (a first payment), quantity (more licences) or renewal (a renewal or a dunning retry). */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: varchar('subscription_id', { length: 64 }).notNull(),
    /** The invoice a renewal collects; for a purchase or a licence change, the one recording issued. */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** Our payment method; null when the account had none to charge. */
    paymentMethodId: varchar('payment_method_id', { length: 64 }),
    amount: money('amount').notNull(),
    currencyId: smallint('currency_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    gatewayIntentId: varchar('gateway_intent_id', { length: 255 }),
    /** What recording needs when the request that reserved it is gone (a purchase, a licence change). */
    plan: jsonb('plan'),
    /** Until then the process that reserved it records it; later the sweep may settle it. */
    leaseUntil: at('lease_until').notNull(),
    ...timestamps,
  },
  (table) => [
    index('charges_reserved_idx').on(table.leaseUntil).where(sql`${table.status} = 'reserved'`),
    // One purchase or licence change of a subscription at a time: a second one is refused before
    // any money moves.
    uniqueIndex('charges_one_change_per_subscription')
      .on(table.subscriptionId)
      .where(sql`${table.status} = 'reserved' and ${table.purpose} <> 'renewal'`),
  ],
);

/** The answer to a money-moving request, kept per caller and key so a retry gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    route: varchar('route', { length: 120 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Webhook events as received from the gateway, processed once by a job (the inbox). */
export const gatewayEvents = pgTable('gateway_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 120 }).notNull(),
  payload: jsonb('payload').notNull(),
  /** When the gateway created the event, so out-of-order deliveries can be told apart. */
  occurredAt: at('occurred_at').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
  processedAt: at('processed_at'),
});

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

/** The sandbox gateway's own objects (customers, methods, intents, refunds), kept across restarts. */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 24 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (table) => [index('sandbox_objects_kind_idx').on(table.kind)],
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
