import { z } from 'zod';
import { SEPA_RETURN_REASONS } from './debit-returns';
import { E_INVOICE_FORMATS } from './e-invoices';
import { integerIdParam, MAX_INTEGER_ID, stringId } from './ids';
import { message } from './messages';
import { emailField, requiredString } from './validation';

/** Contract of the invoice endpoints (spec §3 "Invoice", "Credit note", "Upcoming invoice"; §7). */

/**
 * `partially_refunded`: credit notes cover part of the amount (`amountRefunded`); `refunded`: all of
 * it. Both link to the credit notes (spec §4 "Invoice status chip").
 */
export const INVOICE_STATUSES = ['paid', 'open', 'partially_refunded', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_CURRENCIES = ['eur', 'usd'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const DOWNLOAD_AUDIT_EVENTS = ['downloadInvoice', 'downloadCreditNote'] as const;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// The month picker may send an empty value for "no bound".
const optionalDate = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().refine(isCalendarDate, message('validation.date')).optional(),
);

/** `GET /v1/invoice/all` query: optional month bounds, both inclusive. */
export const invoiceListQuerySchema = z
  .object({ start: optionalDate, end: optionalDate })
  .superRefine((query, context) => {
    // Only two valid days are compared; a malformed one already has its own error.
    const { start, end } = query;
    if (start && end && isCalendarDate(start) && isCalendarDate(end) && end < start) {
      context.addIssue({
        code: 'custom',
        path: ['end'],
        message: message('validation.minValue', { min: start }),
      });
    }
  });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const INVOICE_PAYMENT_TYPES = ['card', 'sepa_debit', 'invoice'] as const;
export type InvoicePaymentType = (typeof INVOICE_PAYMENT_TYPES)[number];

/** The seller's account an invoice payer transfers to, with the reference to quote. */
export const bankTransferSchema = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** One automatic attempt to collect a renewal that failed: when, and the gateway's reason code. */
export const dunningAttemptSchema = z.object({
  /** 0 for the renewal itself, 1… for the retries. */
  attempt: z.number(),
  at: z.string(),
  /** The gateway's decline code (card_declined, insufficient_funds, authentication_required, …). */
  reason: z.string().nullable(),
});

/** Decision 0019's dunning as a customer reads it, with the dates of the engine's own schedule. */
export const dunningTimelineSchema = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  attempts: z.array(dunningAttemptSchema),
  /** The next automatic retry; null when none is left. */
  nextRetryAt: z.string().nullable(),
  /** When the subscription ends if nothing is paid by then. */
  endsAt: z.string(),
});
export type DunningTimeline = z.infer<typeof dunningTimelineSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  /** The subscription's product name; null for an invoice without a subscription. */
  subscription: z.string().nullable(),
  /** The product id (spec §3 "Product ids"). */
  product: z.number().nullable(),
  /** Issue date, ISO 8601. */
  date: z.string(),
  /** Gross amount in minor units. */
  amount: z.number(),
  currency: z.enum(INVOICE_CURRENCIES),
  status: z.enum(INVOICE_STATUSES),
  pdf: z.string(),
  /** Set only while the invoice is open and its latest payment waits for 3-D Secure. */
  clientSecret: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  /** How the invoice is paid, frozen at issue: card, sepa_debit or invoice (bank transfer). */
  paymentMethodType: z.enum(INVOICE_PAYMENT_TYPES),
  /** Minor units credited back so far; less than `amount` on a partly refunded invoice. */
  amountRefunded: z.number(),
  /** When it was paid, ISO 8601; null while open. */
  paidAt: z.string().nullable(),
  /** Bank transfer: the day it is due, ISO 8601. Null for card and SEPA, which are collected. */
  dueAt: z.string().nullable(),
  /** Open SEPA invoice: the debit comes on or after this day (the invoice is the pre-notification). */
  debitOnOrAfter: z.string().nullable(),
  /** Open bank-transfer invoice, or a SEPA invoice whose debit came back: where to pay it. */
  transfer: bankTransferSchema.nullable(),
  /** Its SEPA debit came back from the bank (decision 0083): when, and the reason code. */
  debitReturn: z.object({ returnedAt: z.string(), reason: z.enum(SEPA_RETURN_REASONS) }).nullable(),
  /** The customer may pay it now by card (`POST /v1/invoice/:id/pay`). */
  payable: z.boolean(),
  /** A failed renewal being retried: what failed, the next retry and the end. */
  dunning: dunningTimelineSchema.nullable(),
  /** The e-invoice formats it can be downloaded in (Peppol BIS only for a buyer Peppol reaches). */
  eInvoiceFormats: z.array(z.enum(E_INVOICE_FORMATS)),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListResponseSchema = z.object({ data: z.array(invoiceSchema) });

export const creditNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  /** Number of the invoice the credit note corrects. */
  invoice: z.string(),
  subscription: z.string().nullable(),
  product: z.number().nullable(),
  date: z.string(),
  amount: z.number(),
  currency: z.enum(INVOICE_CURRENCIES),
  pdf: z.string(),
  /** The e-invoice formats it can be downloaded in, as for its invoice. */
  eInvoiceFormats: z.array(z.enum(E_INVOICE_FORMATS)),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNoteListResponseSchema = z.object({ data: z.array(creditNoteSchema) });

/**
 * A SEPA debit as announced to the customer (decision 0082): the amount, the day it is collected
 * (the account's calendar day, `YYYY-MM-DD`), the mandate, our creditor id and the debited account
 * masked (`DE •••• 3000`). Purchases, licence changes and extra users paid by SEPA answer it.
 */
export const sepaDebitNoticeSchema = z.object({
  amount: z.number().int(),
  currency: z.enum(INVOICE_CURRENCIES),
  collectOn: z.string(),
  mandateReference: z.string(),
  creditorId: z.string(),
  account: z.string(),
});
export type SepaDebitNotice = z.infer<typeof sepaDebitNoticeSchema>;

/**
 * An upcoming renewal collected by SEPA direct debit: the day it is debited (`YYYY-MM-DD`, the
 * account's day) and its pre-notification, sent (`noticeSentAt`, ISO 8601) or due on `noticeOn`.
 */
export const upcomingSepaDebitSchema = z.object({
  debitOn: z.string(),
  noticeSentAt: z.string().nullable(),
  noticeOn: z.string().nullable(),
});
export type UpcomingSepaDebit = z.infer<typeof upcomingSepaDebitSchema>;

export const upcomingInvoiceSchema = z.object({
  name: z.string(),
  /** The next renewal's gross in minor units. */
  total: z.number(),
  is_metered: z.enum(['0', '1']),
  /** Unix seconds. */
  last_updated: z.number(),
  /** Unix seconds: the end of the running period, or of the pause planned or running (decision 0085). */
  next_payment_attempt: z.number(),
  subscriptionId: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  /** Set when the renewal is collected by SEPA direct debit; null for cards and bank transfer. */
  sepaDebit: upcomingSepaDebitSchema.nullable().optional(),
  /** ISO 8601, only while a pause is planned or running: paused until then, and charged again then. */
  paused_until: z.string().optional(),
});
export type UpcomingInvoice = z.infer<typeof upcomingInvoiceSchema>;
export const upcomingInvoiceListResponseSchema = z.object({ data: z.array(upcomingInvoiceSchema) });

/** `GET /v1/invoice/:number/pdf` and `GET /v1/credit-note/:number/pdf`. */
export const documentNumberParamsSchema = z.object({
  number: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, message('validation.oneOf')),
});

/** `POST /v1/user/audit`: the web records that the user downloaded a document. */
const MAX_LINK_LENGTH = 2048;
const downloadLink = z.object(
  { link: requiredString(MAX_LINK_LENGTH) },
  { error: message('validation.required') },
);

/**
 * `POST /v1/user/audit`: the web records that the user downloaded a document (spec §7: event,
 * old_value, new_value {link}). Only these fields are kept, each bounded: other fields are dropped
 * like everywhere in the contract, and old_value is nothing, a short text or another {link}.
 */
export const userAuditRequestSchema = z.object({
  event: z.enum(DOWNLOAD_AUDIT_EVENTS, { error: message('validation.oneOf') }),
  old_value: z
    .union(
      [
        z.null(),
        z.string().max(255, message('validation.max', { max: 255 })),
        z.object({
          link: z.string().max(MAX_LINK_LENGTH, message('validation.max', { max: MAX_LINK_LENGTH })),
        }),
      ],
      { error: message('validation.oneOf') },
    )
    .optional(),
  new_value: downloadLink,
});
export type UserAuditRequest = z.infer<typeof userAuditRequestSchema>;

/** `POST /v1/invoice/csv`: e-mail the invoices of one month (YYYY-MM) as CSV. */
export const invoiceCsvRequestSchema = z.object({
  date: z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, message('validation.required'))
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, message('validation.oneOf')),
  email: emailField,
});
export type InvoiceCsvRequest = z.infer<typeof invoiceCsvRequestSchema>;

/** `POST /v1/admin/invoices/:id/refund` (staff). */
export const refundParamsSchema = z.object({ id: integerIdParam() });
export const refundRequestSchema = z.object({
  /** Minor units; the whole remaining amount when left out. */
  amount: z
    .number({ error: message('validation.integer') })
    .int(message('validation.integer'))
    .min(1, message('validation.minValue', { min: 1 }))
    .max(MAX_INTEGER_ID, message('validation.maxValue', { max: MAX_INTEGER_ID }))
    .optional(),
  reason: requiredString(255),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const refundResponseSchema = z.object({ message: z.string(), data: creditNoteSchema });

/** `POST /v1/invoice/:id/pay` and `…/pay/confirm`. */
export const invoiceIdParamsSchema = z.object({ id: integerIdParam() });

/**
 * `POST /v1/invoice/:id/pay`: the saved default card pays it, or a card the browser just created at
 * the gateway (`newPaymentMethodId`, saved as the default as a purchase does).
 */
export const payInvoiceRequestSchema = z.object({ newPaymentMethodId: stringId().nullish() });
export type PayInvoiceRequest = z.infer<typeof payInvoiceRequestSchema>;

/** `paid`, or `requires_action` with what the browser needs for 3-D Secure, then `…/pay/confirm`. */
export const payInvoiceResponseSchema = z.object({
  status: z.enum(['paid', 'processing', 'requires_action']),
  message: z.string(),
  clientSecret: z.string().nullable(),
  /** The gateway id of the card charged, for the browser's confirmation. */
  paymentMethodId: z.string().nullable(),
});
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponseSchema>;
