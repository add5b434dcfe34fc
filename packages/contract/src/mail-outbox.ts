import { z } from 'zod';
import { integerIdParam } from './ids';
import { LANGUAGES } from './messages';
import { enumFilter } from './table-params';
import { defineTable, tablePageSchema, tableQuerySchema } from './table-query';

/**
 * queued: waiting for its delivery job; stored: kept in the outbox only (no SMTP server configured);
 * sent: handed to the SMTP server; failed: every delivery attempt failed.
 */
export const MAIL_OUTBOX_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

/**
 * Why a delivery attempt failed, in our words: never what the far side said (decision 0068).
 * not_allowed: the outbound policy refused the destination, no connection was made.
 */
export const MAIL_DELIVERY_FAILURES = [
  'not_allowed',
  'unknown_host',
  'refused',
  'timeout',
  'tls_mismatch',
  'certificate',
  'auth_failed',
  'rejected',
  'failed',
] as const;
export type MailDeliveryFailure = (typeof MAIL_DELIVERY_FAILURES)[number];

/** Where a mail stands: its state, the attempts made and why the last one failed. */
export const mailDeliveryStateSchema = z.object({
  status: z.enum(MAIL_OUTBOX_STATUSES),
  attempts: z.number(),
  failure: z.enum(MAIL_DELIVERY_FAILURES).nullable(),
});
export type MailDeliveryState = z.infer<typeof mailDeliveryStateSchema>;

/**
 * The staff mail outbox as a table (docs/decisions/0035): newest first unless sorted otherwise; the
 * search matches recipients containing the text (any case); `status` keeps the chosen states only.
 */
export const mailOutboxTable = defineTable({
  sortable: ['created_at', 'to', 'subject', 'language', 'status'],
  defaultSort: [{ column: 'created_at', direction: 'desc' }],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: { status: enumFilter(MAIL_OUTBOX_STATUSES) },
});

/** `GET /v1/admin/mail-outbox` query: `search`, `sort`, `page`, `pageSize`, `status`. */
export const mailOutboxQuerySchema = tableQuerySchema(mailOutboxTable);
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;
/** The columns the outbox sorts by. */
export type MailOutboxColumn = (typeof mailOutboxTable.sortable)[number];

export const mailOutboxSummarySchema = z
  .object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    language: z.enum(LANGUAGES),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .extend(mailDeliveryStateSchema.shape);
export type MailOutboxSummary = z.infer<typeof mailOutboxSummarySchema>;

/** A page of the outbox in the order asked for. */
export const mailOutboxPageSchema = tablePageSchema(mailOutboxSummarySchema);
export type MailOutboxPage = z.infer<typeof mailOutboxPageSchema>;

export const mailOutboxIdParamsSchema = z.object({ id: integerIdParam() });

/** `GET /v1/admin/mail-outbox/:id`: one mail with its bodies and delivery state. */
export const mailOutboxEntrySchema = mailOutboxSummarySchema.extend({
  html: z.string(),
  text: z.string(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;
