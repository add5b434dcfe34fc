import { z } from 'zod';
import { integerIdParam } from './ids';
import { LANGUAGES, message } from './messages';

/**
 * queued: waiting for its delivery job; stored: kept in the outbox only (no SMTP server configured);
 * sent: handed to the SMTP server; failed: every delivery attempt failed.
 */
export const MAIL_OUTBOX_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

const positiveInteger = z.coerce
  .number({ error: message('validation.integer') })
  .int(message('validation.integer'))
  .min(1, message('validation.oneOf'));

/** `GET /v1/admin/mail-outbox` query: a page of the outbox, optionally only recipients containing `to`. */
export const mailOutboxQuerySchema = z.object({
  // A page past this one would skip more rows than the outbox can hold.
  page: positiveInteger.max(10_000_000, message('validation.maxValue', { max: 10_000_000 })).default(1),
  perPage: positiveInteger.max(100, message('validation.oneOf')).default(20),
  to: z
    .string()
    .trim()
    .max(255, message('validation.max', { max: 255 }))
    .optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

export const mailOutboxSummarySchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(MAIL_OUTBOX_STATUSES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailOutboxSummary = z.infer<typeof mailOutboxSummarySchema>;

/** Newest first. */
export const mailOutboxPageSchema = z.object({
  data: z.array(mailOutboxSummarySchema),
  total: z.number(),
});
export type MailOutboxPage = z.infer<typeof mailOutboxPageSchema>;

export const mailOutboxIdParamsSchema = z.object({ id: integerIdParam() });

/** `GET /v1/admin/mail-outbox/:id`: one mail with its bodies and delivery state. */
export const mailOutboxEntrySchema = mailOutboxSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;
