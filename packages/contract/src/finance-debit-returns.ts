// The finance page's returned SEPA debits (decision 0083): each with its invoice and customer, and
// their count and amount per month and currency. Currencies are never added together.
import { z } from 'zod';
import { SEPA_RETURN_REASONS } from './debit-returns';
import { FINANCE_CURRENCIES } from './finance';

const minor = z.number().int();

/** One returned debit on the finance page: which invoice of which customer, when and why. */
export const financeDebitReturnSchema = z.object({
  paymentId: z.string(),
  invoiceNumber: z.string(),
  /** The invoice's status now: open again, or paid again (by card or transfer). */
  invoiceStatus: z.string(),
  currency: z.enum(FINANCE_CURRENCIES),
  amount: minor,
  reason: z.enum(SEPA_RETURN_REASONS),
  returnedAt: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type FinanceDebitReturn = z.infer<typeof financeDebitReturnSchema>;

export const financeDebitReturnsSchema = z.object({
  /** Newest first, at most `FINANCE_CREDIT_NOTES_LIMIT`. */
  data: z.array(financeDebitReturnSchema),
  /** Count and amount per UTC month (`YYYY-MM`) and currency, oldest first. */
  months: z.array(
    z.object({
      month: z.string(),
      currency: z.enum(FINANCE_CURRENCIES),
      count: z.number().int(),
      amount: minor,
    }),
  ),
});
export type FinanceDebitReturns = z.infer<typeof financeDebitReturnsSchema>;
