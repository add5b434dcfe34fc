import type { Language, MailDeliveryFailure, MailOutboxStatus } from '@portal/contract';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every e-mail the portal sends. By default this table is the only transport (staff read it in the
 * mail viewer); with SMTP_URL set the job also delivers it and records when.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    template: varchar('template', { length: 80 }).notNull(),
    language: varchar('language', { length: 2 }).$type<Language>().notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default([]),
    /**
     * The token of the mail's secret link (password reset, e-mail confirmation), sealed with
     * AES-256-GCM, until the mail is delivered; `html` and `text` hold a placeholder instead. Never
     * returned by the outbox API; erased once the mail has gone out or can no longer go out.
     */
    sealedSecret: text('sealed_secret'),
    status: varchar('status', { length: 16 }).$type<MailOutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the latest attempt failed, in our words; what the far side said is never kept (decision 0068). */
    failure: varchar('failure', { length: 16 }).$type<MailDeliveryFailure>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The event a mail tells of (`invoice-issued:42`), for mails an event causes: a retried job or a
     * replayed webhook finds its mail here and sends no second one. Null for mails a person asks for.
     */
    eventKey: varchar('event_key', { length: 160 }),
    /**
     * The customer account a mail goes out for (a sub-user's welcome mail): delivered through that
     * account's own mail server when it has one (decision 0046), else through the portal's.
     */
    senderAccountId: integer('sender_account_id'),
  },
  (table) => [
    index('mail_outbox_to_idx').on(table.toAddress, table.createdAt),
    uniqueIndex('mail_outbox_event_key_unique').on(table.eventKey),
  ],
);

/**
 * How mails through a customer account's own mail server went (decision 0072): the Mail server page,
 * the dashboard's warning and the one notice mail per failing spell read it. Reset when the server
 * settings are saved.
 */
export const mailServerHealth = pgTable('mail_server_health', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastFailure: varchar('last_failure', { length: 16 }).$type<MailDeliveryFailure>(),
  /** When the current spell of failures began; null while the latest attempt succeeded. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
});
