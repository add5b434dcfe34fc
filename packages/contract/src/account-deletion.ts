import { z } from 'zod';
import { INVOICE_CURRENCIES } from './invoices';
import { message } from './messages';

/**
 * Why a customer deletes their account (spec §2 "Account settings", §3 "Account deletion payload"):
 * a fixed list, so the answers can be counted; `other` with the comment says the rest.
 */
export const DELETION_REASONS = [
  'too_expensive',
  'missing_features',
  'switched_service',
  'not_using',
  'privacy',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const DELETION_COMMENT_MAX_LENGTH = 1000;

/** How long invoices and credit notes are kept after the account is gone (tax law). */
export const RECORDS_RETENTION_YEARS = 10;

/** `POST /v1/account/delete` {confirmed, comment, reason}: every field bounded, the confirmation required. */
export const accountDeletionSchema = z.object({
  confirmed: z.literal(true, { error: message('validation.confirm') }),
  reason: z.enum(DELETION_REASONS, { error: message('validation.oneOf') }),
  comment: z
    .string({ error: message('validation.required') })
    .trim()
    .max(DELETION_COMMENT_MAX_LENGTH, message('validation.max', { max: DELETION_COMMENT_MAX_LENGTH }))
    .default(''),
});
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** A subscription and when the deletion ends it (at once: no further charge). */
export const deletionSubscriptionSchema = z.object({
  id: z.string(),
  product: z.string(),
  interval: z.enum(['month', 'year']),
  quantity: z.number(),
  status: z.string(),
  /** When it ends: the moment of the deletion, ISO 8601. */
  endsAt: z.string(),
  /** The end of the period already paid for, ISO 8601; it is not refunded. */
  paidUntil: z.string(),
});

/** An invoice still owed: it stays payable (by bank transfer) after the account is gone. */
export const deletionOpenInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  /** What is left to pay, minor units. */
  amount: z.number(),
  currency: z.enum(INVOICE_CURRENCIES),
  /** ISO 8601. */
  dueAt: z.string(),
});

/**
 * `GET /v1/account/delete/preview`: what the deletion would do, computed by the server before the
 * customer confirms. `scope` is `account` for an account holder (everything below goes) and `user`
 * for a sub-user, who removes only themselves (the lists are empty then).
 */
export const accountDeletionPreviewSchema = z.object({
  scope: z.enum(['account', 'user']),
  email: z.string(),
  subscriptions: z.array(deletionSubscriptionSchema),
  openInvoices: z.array(deletionOpenInvoiceSchema),
  subUsers: z.array(z.object({ id: z.number(), email: z.string(), name: z.string() })),
  /** What is kept by law, anonymised where it can be, for `years`. */
  keptRecords: z.object({ invoices: z.number(), creditNotes: z.number(), years: z.number() }),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;

/** The typed confirmation (spec §5 "Account deletion"): the account e-mail, without case or spaces. */
export function confirmsEmail(typed: string, email: string): boolean {
  const normalised = typed.trim().toLowerCase();
  return normalised.length > 0 && normalised === email.trim().toLowerCase();
}
