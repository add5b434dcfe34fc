import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { invoices } from './invoices';
import { users } from './users';

/**
 * The pre-notification of a SEPA debit (SEPA rulebook; spec §9 "notice of debit up to 2 days
 * before"): the amount, the day it will be collected, the mandate and the creditor id, as the mail
 * told the customer. `kind`: renewal (announced SEPA_PRENOTIFICATION_DAYS ahead; the debit waits
 * for it) or immediate (a purchase, licence change or extra user, announced in its confirmation).
 * A renewal notice whose amount no longer matches is superseded by a new one, never changed.
 */
export const sepaDebitNotices = pgTable(
  'sepa_debit_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The renewal's subscription and the period the debit pays for (renewal notices). */
    subscriptionId: varchar('subscription_id', { length: 64 }),
    periodStart: at('period_start'),
    /** The invoice the debit collects, once it exists. */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    paymentMethodId: varchar('payment_method_id', { length: 64 }).notNull(),
    mandateReference: varchar('mandate_reference', { length: 64 }).notNull(),
    creditorId: varchar('creditor_id', { length: 35 }).notNull(),
    amount: money('amount').notNull(),
    currencyId: smallint('currency_id').notNull(),
    /** The day announced for the collection, as a UTC instant at the start of that day. */
    collectOn: at('collect_on').notNull(),
    /** When the notice mail was handed to the outbox; null while it has not gone out. */
    sentAt: at('sent_at'),
    supersededAt: at('superseded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sepa_debit_notices_user_idx').on(table.userId),
    uniqueIndex('sepa_debit_notices_one_per_period')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`${table.kind} = 'renewal' and ${table.supersededAt} is null`),
  ],
);
