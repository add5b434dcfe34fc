import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, money, timestamps } from './columns';
import { invoices } from './invoices';
import { users } from './users';

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
    /**
     * A settled SEPA debit the debtor's bank sent back (within 8 weeks; spec §9): when, and the
     * return's reason code (MD06 refund claim, AM04 insufficient funds, …). The invoice is open again.
     */
    returnedAt: at('returned_at'),
    returnReason: varchar('return_reason', { length: 16 }),
    ...timestamps,
  },
  (table) => [
    index('payments_returned_idx').on(table.returnedAt).where(sql`${table.returnedAt} is not null`),
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
    /**
     * purchase (a first payment), quantity (more licences), renewal (a renewal or a dunning retry),
     * invoice (the customer pays an open invoice) or extra_user (a sub-user added, decision 0057).
     */
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
    // any money moves. Extra users (one charge per sub-user, decision 0057) add up instead of
    // replacing a quantity, so several may be under way at once.
    uniqueIndex('charges_one_change_per_subscription')
      .on(table.subscriptionId)
      .where(sql`${table.status} = 'reserved' and ${table.purpose} not in ('renewal', 'extra_user')`),
    // One attempt to collect an invoice at a time, whoever makes it (a dunning retry or the
    // customer paying it on the invoices screen): the invoice is never charged twice at once.
    uniqueIndex('charges_one_reserved_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'reserved' and ${table.invoiceId} is not null`),
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
