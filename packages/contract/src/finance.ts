// The staff finance page (issue 15; docs/decisions/0061): MRR and ARR with their movement, twelve
// months of MRR and of invoiced against collected money, receivables with their dunning step, the
// credit notes of a period and the tax summary of a quarter. Money in integer minor units, each
// figure in one currency: currencies are never added together.
import { z } from 'zod';
import { PRODUCT_LINES } from './catalog';
import { INVOICE_PAYMENT_TYPES, isCalendarDate } from './invoices';
import { message } from './messages';
import { RECEIVABLE_STANDINGS } from './overdue';
import { TAX_REASONS } from './quotes';
import { TABLE_SEARCH_MAX_LENGTH } from './table-params';

/** The currencies the catalog sells in, as the finance endpoints name them. */
export const FINANCE_CURRENCIES = ['EUR', 'USD'] as const;
export type FinanceCurrency = (typeof FINANCE_CURRENCIES)[number];

/** Months the charts look back, the current month included. */
export const FINANCE_CHART_MONTHS = 12;

const currencyParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(FINANCE_CURRENCIES, { error: message('validation.oneOf') }).optional(),
);

/** `GET /v1/finance/overview?currency=`: every currency unless one is named. */
export const financeOverviewQuerySchema = z.object({ currency: currencyParam });
export type FinanceOverviewQuery = z.input<typeof financeOverviewQuerySchema>;

const minor = z.number().int();

/**
 * How MRR moved since the same instant one month earlier; previous + new + expansion − contraction
 * − churn − paused = now. `paused`: subscriptions that counted then and are paused now (decision
 * 0085), apart from those that left.
 */
export const mrrMovementSchema = z.object({
  previous: minor,
  new: minor,
  expansion: minor,
  contraction: minor,
  churn: minor,
  paused: minor,
});
export type MrrMovement = z.infer<typeof mrrMovementSchema>;

export const currencyOverviewSchema = z.object({
  currency: z.enum(FINANCE_CURRENCIES),
  mrr: minor,
  arr: minor,
  /** Subscriptions that make up the MRR. */
  subscriptions: z.number().int(),
  lines: z.array(
    z.object({ line: z.enum(PRODUCT_LINES), mrr: minor, arr: minor, subscriptions: z.number().int() }),
  ),
  movement: mrrMovementSchema,
  /** Oldest month first, the current month last (`YYYY-MM`, UTC). */
  months: z.array(
    z.object({
      month: z.string(),
      /** MRR at the end of the month (for the current month: now). */
      mrr: minor,
      /** Gross of the invoices issued in the month. */
      invoiced: minor,
      /** Gross of the invoices paid in the month. */
      collected: minor,
      /** Gross of the credit notes issued in the month. */
      refunded: minor,
    }),
  ),
});
export type CurrencyOverview = z.infer<typeof currencyOverviewSchema>;

export const financeOverviewSchema = z.object({
  asOf: z.string(),
  currencies: z.array(currencyOverviewSchema),
});
export type FinanceOverview = z.infer<typeof financeOverviewSchema>;

// ---------------------------------------------------------------------------------------------------
// Receivables

export const RECEIVABLES_PAGE_SIZES = [10, 25, 50, 100] as const;
export const RECEIVABLES_MAX_PAGE = 1_000;

const pageParam = (max: number) =>
  z.coerce
    .number({ error: message('validation.integer') })
    .int({ error: message('validation.integer') })
    .min(1, { error: message('validation.minValue', { min: 1 }) })
    .max(max, { error: message('validation.maxValue', { max }) });

const pageSizeParam = z.coerce
  .number({ error: message('validation.integer') })
  .refine((size) => (RECEIVABLES_PAGE_SIZES as readonly number[]).includes(size), {
    error: message('validation.oneOf'),
  });

/**
 * `GET /v1/finance/receivables?overdue&page&pageSize`: open invoices (or only the overdue ones, decision
 * 0073), the longest overdue first.
 */
export const receivablesQuerySchema = z.object({
  overdue: z
    .enum(['true', 'false'], { error: message('validation.oneOf') })
    .optional()
    .transform((value) => value === 'true'),
  page: pageParam(RECEIVABLES_MAX_PAGE).default(1),
  pageSize: pageSizeParam.default(25),
});
export type ReceivablesQuery = z.input<typeof receivablesQuerySchema>;

export const receivableSchema = z.object({
  invoiceId: z.number(),
  number: z.string(),
  currency: z.enum(FINANCE_CURRENCIES),
  gross: minor,
  issuedAt: z.string(),
  dueAt: z.string(),
  /** How the invoice is paid, as frozen at its issue: card and SEPA are collected by us. */
  method: z.enum(INVOICE_PAYMENT_TYPES),
  /** From when it counts as overdue unless a payment of it is on its way (decision 0073). */
  overdueFrom: z.string(),
  standing: z.enum(RECEIVABLE_STANDINGS),
  overdue: z.boolean(),
  /** Whole days since `overdueFrom` while overdue (0 on its first day), else 0. */
  daysOverdue: z.number().int(),
  /** Failed automatic collection attempts of the subscription's running dunning (0: none yet). */
  dunningStep: z.number().int(),
  /** When the engine retries next; null when no retry is planned. */
  nextRetryAt: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type Receivable = z.infer<typeof receivableSchema>;

const currencyTotalSchema = z.object({
  currency: z.enum(FINANCE_CURRENCIES),
  count: z.number().int(),
  gross: minor,
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

export const receivablesPageSchema = z.object({
  data: z.array(receivableSchema),
  total: z.number().int(),
  open: z.array(currencyTotalSchema),
  overdue: z.array(currencyTotalSchema),
});
export type ReceivablesPage = z.infer<typeof receivablesPageSchema>;

// ---------------------------------------------------------------------------------------------------
// Credit notes of a period

/** The longest period the credit notes answer for. */
export const FINANCE_MAX_PERIOD_DAYS = 366;
export const FINANCE_CREDIT_NOTES_LIMIT = 200;

const dayParam = z.string({ error: message('validation.required') }).refine(isCalendarDate, {
  error: message('validation.date'),
});

/** Days from `from` to `to`; 0 when either is no date (its own field reports that). */
const daysBetween = (from: string, to: string) =>
  isCalendarDate(from) && isCalendarDate(to) ? (Date.parse(to) - Date.parse(from)) / 86_400_000 : 0;

/** `GET /v1/finance/credit-notes?from&to`: both days inclusive (UTC), at most 366 days. */
export const financeCreditNotesQuerySchema = z
  .object({ from: dayParam, to: dayParam })
  .refine((query) => daysBetween(query.from, query.to) >= 0, {
    error: message('validation.notBeforeFrom'),
    path: ['to'],
  })
  .refine((query) => daysBetween(query.from, query.to) < FINANCE_MAX_PERIOD_DAYS, {
    error: message('validation.maxValue', { max: FINANCE_MAX_PERIOD_DAYS }),
    path: ['to'],
  });
export type FinanceCreditNotesQuery = z.input<typeof financeCreditNotesQuerySchema>;

export const financeCreditNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  invoiceNumber: z.string(),
  currency: z.enum(FINANCE_CURRENCIES),
  net: minor,
  tax: minor,
  gross: minor,
  reason: z.string().nullable(),
  issuedAt: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type FinanceCreditNote = z.infer<typeof financeCreditNoteSchema>;

export const financeCreditNotesSchema = z.object({
  /** Newest first, at most `FINANCE_CREDIT_NOTES_LIMIT`; the totals count every one of the period. */
  data: z.array(financeCreditNoteSchema),
  totals: z.array(currencyTotalSchema),
});
export type FinanceCreditNotes = z.infer<typeof financeCreditNotesSchema>;

// ---------------------------------------------------------------------------------------------------
// Tax summary

const QUARTER = /^(\d{4})-Q([1-4])$/;
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

/** `2026-Q3` → its first day and the first day after it (UTC). */
export function quarterRange(quarter: string): { from: Date; to: Date } | null {
  const match = QUARTER.exec(quarter);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const first = (Number(match[2]) - 1) * 3;
  return { from: new Date(Date.UTC(year, first, 1)), to: new Date(Date.UTC(year, first + 3, 1)) };
}

/** The quarter an instant falls in (UTC): `2026-Q3`. */
export const quarterOf = (at: Date): string =>
  `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;

/** `GET /v1/finance/tax?quarter=2026-Q3` and `tax.csv`. */
export const financeTaxQuerySchema = z.object({
  quarter: z
    .string({ error: message('validation.required') })
    .max(7, { error: message('validation.oneOf'), abort: true })
    .refine((text) => quarterRange(text) !== null, { error: message('validation.oneOf') }),
});
export type FinanceTaxQuery = z.input<typeof financeTaxQuerySchema>;

/** domestic VAT, EU reverse charge, EU destination VAT for consumers (OSS), export outside the EU. */
export const TAX_KINDS = TAX_REASONS;
export type TaxKind = (typeof TAX_KINDS)[number];

export const taxRowSchema = z.object({
  /** The buyer's country on the invoice (ISO 3166-1 alpha-2); empty when it had none. */
  country: z.string(),
  kind: z.enum(TAX_KINDS),
  /** Basis points: 2000 = 20 %. */
  rate: z.number().int(),
  currency: z.enum(FINANCE_CURRENCIES),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  /** Invoiced in the quarter minus credited in the quarter. */
  net: minor,
  tax: minor,
  gross: minor,
});
export type TaxRow = z.infer<typeof taxRowSchema>;

export const reverseChargeEvidenceSchema = z.object({
  invoice: z.string(),
  issuedAt: z.string(),
  country: z.string(),
  vatId: z.string().nullable(),
  consultationNumber: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export type ReverseChargeEvidence = z.infer<typeof reverseChargeEvidenceSchema>;

export const financeTaxSchema = z.object({
  quarter: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(taxRowSchema),
  /**
   * Every reverse-charge invoice of the quarter with the VAT registry's consultation number that
   * verified its buyer's VAT id (decision 0080); null on invoices issued before ids were verified.
   */
  reverseCharges: z.array(reverseChargeEvidenceSchema),
});
export type FinanceTax = z.infer<typeof financeTaxSchema>;

/** The CSV's columns, in order. */
export const TAX_CSV_COLUMNS = [
  'quarter',
  'country',
  'kind',
  'rate_percent',
  'currency',
  'invoices',
  'credit_notes',
  'net',
  'tax',
  'gross',
  /** Reverse-charge rows: `invoice=consultation number` of each invoice, `; `-separated (decision 0080). */
  'consultation_numbers',
] as const;

// ---------------------------------------------------------------------------------------------------
// Paid invoices to refund

export const FINANCE_INVOICES_PAGE_SIZES = [10, 25, 50] as const;
/** Finance looks for a recent invoice: deeper pages are a search's job, and deep offsets are slow. */
export const FINANCE_INVOICES_MAX_PAGE = 100;
export const FINANCE_INVOICES_SEARCH_MAX_LENGTH = TABLE_SEARCH_MAX_LENGTH;

/**
 * `GET /v1/finance/invoices?search&page&pageSize`: paid invoices with money left to refund, the most
 * recently paid first. `search` is an invoice number (whole, any case) or the start of the customer's
 * e-mail address.
 */
export const financeInvoicesQuerySchema = z.object({
  search: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: message('validation.oneOf') })
      .max(FINANCE_INVOICES_SEARCH_MAX_LENGTH, {
        error: message('validation.max', { max: FINANCE_INVOICES_SEARCH_MAX_LENGTH }),
      })
      .optional(),
  ),
  page: pageParam(FINANCE_INVOICES_MAX_PAGE).default(1),
  pageSize: z.coerce
    .number({ error: message('validation.integer') })
    .refine((size) => (FINANCE_INVOICES_PAGE_SIZES as readonly number[]).includes(size), {
      error: message('validation.oneOf'),
    })
    .default(10),
});
export type FinanceInvoicesQuery = z.input<typeof financeInvoicesQuerySchema>;

export const financeInvoiceSchema = z.object({
  invoiceId: z.number(),
  number: z.string(),
  currency: z.enum(FINANCE_CURRENCIES),
  gross: minor,
  /** Credited back so far. */
  refunded: minor,
  /** What a refund may still give back: gross − refunded. */
  refundable: minor,
  issuedAt: z.string(),
  paidAt: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type FinanceInvoice = z.infer<typeof financeInvoiceSchema>;

export const financeInvoicesPageSchema = z.object({
  data: z.array(financeInvoiceSchema),
  /** A next page exists; no total is counted, so the list stays one short index walk. */
  hasMore: z.boolean(),
});
export type FinanceInvoicesPage = z.infer<typeof financeInvoicesPageSchema>;
