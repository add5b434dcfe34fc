// The invoices and credit notes of a month or a year as one ZIP (issue 32).
import { z } from 'zod';
import { message } from './messages';

export const ARCHIVE_FIRST_YEAR = 2000;
export const ARCHIVE_LAST_YEAR = 2100;

/** A whole number from min to max, from the text of a query parameter or a form field. */
function wholeNumber(text: string, min: number, max: number, context: z.RefinementCtx): number {
  const fail = (error: string) => {
    context.addIssue({ code: 'custom', message: error });
    return z.NEVER;
  };
  if (text === '') return fail(message('validation.required'));
  if (!/^\d+$/.test(text)) return fail(message('validation.integer'));
  const value = Number(text);
  if (value < min) return fail(message('validation.minValue', { min }));
  if (value > max) return fail(message('validation.maxValue', { max }));
  return value;
}

/**
 * `GET /v1/invoice/archive?year=YYYY[&month=MM]`: a year of 2000 to 2100, and a month 1 to 12 or
 * none (an empty month, a form's "whole year", is none).
 */
export const invoiceArchiveQuerySchema = z.object({
  year: z
    .string({ error: message('validation.required') })
    .trim()
    .transform((text, context) => wholeNumber(text, ARCHIVE_FIRST_YEAR, ARCHIVE_LAST_YEAR, context)),
  month: z
    .string({ error: message('validation.integer') })
    .trim()
    .optional()
    .transform((text, context) => (text ? wholeNumber(text, 1, 12, context) : undefined)),
});
export type InvoiceArchiveQuery = z.output<typeof invoiceArchiveQuerySchema>;
export type InvoiceArchiveQueryInput = z.input<typeof invoiceArchiveQuerySchema>;

/** The archive's file name: `invoices-2026.zip`, `invoices-2026-03.zip`. */
export const invoiceArchiveFileName = ({ year, month }: InvoiceArchiveQuery): string =>
  `invoices-${year}${month === undefined ? '' : `-${String(month).padStart(2, '0')}`}.zip`;
