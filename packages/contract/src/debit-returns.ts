// A settled SEPA debit the debtor's bank sent back within 8 weeks (spec §9, decision 0083): the
// reasons the portal puts in words and the sandbox's staff action that simulates one.
import { z } from 'zod';
import { message } from './messages';

/**
 * The return reasons (ISO 20022) said in words: MD06 the debtor asked for a refund, AM04 insufficient
 * funds, MD01 no valid mandate, AC04 account closed, MS02 no reason given. Any other code reads as MS02.
 */
export const SEPA_RETURN_REASONS = ['MD06', 'AM04', 'MD01', 'AC04', 'MS02'] as const;
export type SepaReturnReason = (typeof SEPA_RETURN_REASONS)[number];

/** A stored reason code as one the portal has words for. */
export const sepaReturnReasonOf = (code: string | null | undefined): SepaReturnReason =>
  (SEPA_RETURN_REASONS as readonly string[]).includes(code ?? '') ? (code as SepaReturnReason) : 'MS02';

/** Spec §9: a debtor may claim an authorised SEPA debit back for 8 weeks after it was taken. */
export const SEPA_RETURN_WINDOW_DAYS = 56;

/** `POST /v1/sandbox/customers/:id/payments/:paymentId/return` (sandbox only). */
export const sandboxDebitReturnParamsSchema = z.object({
  id: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
});
export const sandboxDebitReturnSchema = z.object({
  reason: z.enum(SEPA_RETURN_REASONS, { error: message('validation.oneOf') }).default('MD06'),
});
export type SandboxDebitReturnRequest = z.input<typeof sandboxDebitReturnSchema>;
export const sandboxDebitReturnResponseSchema = z.object({
  message: z.string(),
  /** The portal's invoice the debit paid, now open again; null when it stays paid another way. */
  invoiceNumber: z.string().nullable(),
  reopened: z.boolean(),
});
export type SandboxDebitReturnResponse = z.infer<typeof sandboxDebitReturnResponseSchema>;
