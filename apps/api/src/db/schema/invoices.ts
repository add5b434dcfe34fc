import type { VatIdStatus } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, money, timestamps } from './columns';
import { subscriptions } from './subscriptions';
import { users } from './users';

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
  /** EN 16931 BT-10, BT-49 (scheme and address); absent on invoices issued before e-invoices. */
  buyerReference?: string | null;
  electronicAddressScheme?: string | null;
  electronicAddress?: string | null;
  /**
   * The registry check of `vatId` the invoice's tax rested on (decision 0080): verified with its
   * consultation number, or why VAT was charged; absent on invoices issued before ids were checked.
   */
  vatIdCheck?: {
    vatId: string;
    status: VatIdStatus;
    verifiedAt: string | null;
    consultationNumber: string | null;
  } | null;
}

/**
 * How an invoice was paid, frozen at issue for its e-invoice: the card's last four digits, or the
 * SEPA mandate and the debited account's last four. Null when the method was not known.
 */
export interface PaymentDetails {
  last4: string | null;
  brand?: string | null;
  mandateReference?: string | null;
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
    paymentDetails: jsonb('payment_details').$type<PaymentDetails>(),
    /** EN 16931 BT-13: the buyer's purchase-order number, from the purchase or the invoice data. */
    purchaseOrder: varchar('purchase_order', { length: 100 }),
    amountRefunded: money('amount_refunded').notNull().default(0),
    issuedAt: at('issued_at').notNull(),
    dueAt: at('due_at').notNull(),
    paidAt: at('paid_at'),
    ...timestamps,
  },
  (table) => [
    index('invoices_user_issued_idx').on(table.userId, table.issuedAt),
    index('invoices_subscription_idx').on(table.subscriptionId),
    // The finance page (decision 0061): money per month read from the index alone, open invoices
    // by due date, and the newest change for its cache.
    index('invoices_issued_money_idx').on(table.issuedAt, table.currencyId, table.status, table.gross),
    index('invoices_paid_money_idx')
      .on(table.paidAt, table.currencyId, table.gross)
      .where(sql`${table.paidAt} is not null`),
    index('invoices_open_due_idx').on(table.dueAt, table.id).where(sql`${table.status} = 'open'`),
    index('invoices_updated_idx').on(table.updatedAt),
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
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId),
    // MRR (decision 0061): the recurring lines whose service period holds an instant.
    index('invoice_lines_recurring_period_idx')
      .on(table.periodEnd, table.periodStart, table.invoiceId, table.amount)
      .where(sql`${table.kind} in ('subscription', 'discount')`),
    // MRR kept at an instant (decision 0061, addendum): the recurring lines started since.
    index('invoice_lines_recurring_start_idx')
      .on(table.periodStart, table.periodEnd, table.invoiceId, table.amount)
      .where(sql`${table.kind} in ('subscription', 'discount')`),
  ],
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
  (table) => [
    index('credit_notes_user_idx').on(table.userId, table.issuedAt),
    index('credit_notes_issued_idx').on(table.issuedAt),
  ],
);

/**
 * Further addresses that receive every invoice and credit note mail of an account, e.g. its
 * accountant's (at most five, enforced by the API).
 */
export const invoiceRecipients = pgTable(
  'invoice_recipients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('invoice_recipients_user_email_unique').on(table.userId, table.email)],
);
