// VAT ids verified with the VAT registry (VIES), with the evidence an auditor asks for (decision 0080).
import { z } from 'zod';

/**
 * Where the check of a VAT id stands for the customer: verified (the registry confirmed it, recently
 * enough to drop VAT), pending (not answered yet), invalid (the registry does not know it),
 * unavailable (the registry could not be reached; checked again with growing pauses).
 */
export const VAT_ID_STATUSES = ['verified', 'pending', 'invalid', 'unavailable'] as const;
export type VatIdStatus = (typeof VAT_ID_STATUSES)[number];

/** What one question to the registry answered. */
export const VAT_CHECK_RESULTS = ['valid', 'invalid', 'unavailable'] as const;
export type VatCheckResult = (typeof VAT_CHECK_RESULTS)[number];

/** Why a check was made: the id entered or changed, the 90-day re-check, a retry, the first invoice, on request. */
export const VAT_CHECK_REASONS = ['entered', 'periodic', 'retry', 'first_invoice', 'requested'] as const;
export type VatCheckReason = (typeof VAT_CHECK_REASONS)[number];

/** The account's current VAT id as the registry saw it; in the invoice data read. */
export const vatIdVerificationSchema = z.object({
  vatid: z.string(),
  status: z.enum(VAT_ID_STATUSES),
  /** When the registry last confirmed this id (ISO 8601), and that consultation's number. */
  verified_at: z.string().nullable(),
  consultation_number: z.string().nullable(),
  /** The name and address the registry holds for the id (some member states give none). */
  registry_name: z.string().nullable(),
  registry_address: z.string().nullable(),
  /** When it is checked again: a retry while the registry is down, else the 90-day re-check. */
  next_check_at: z.string().nullable(),
});
export type VatIdVerification = z.infer<typeof vatIdVerificationSchema>;

/** `POST /v1/account/billing/vat-id/check`: the check made now and where the id stands after it. */
export const vatIdCheckResponseSchema = z.object({ message: z.string(), data: vatIdVerificationSchema });
export type VatIdCheckResponse = z.infer<typeof vatIdCheckResponseSchema>;

/**
 * Beside a quote's tax: whether the buyer's VAT id carries reverse charge, so the customer sees why
 * VAT is or is not charged before buying. Null when the VAT id plays no part (no id, domestic, export).
 */
export const quoteVatIdSchema = z.object({
  /** The id as saved, so the sentence can name it. */
  vatid: z.string(),
  status: z.enum(VAT_ID_STATUSES),
  verified_at: z.string().nullable(),
});
export type QuoteVatId = z.infer<typeof quoteVatIdSchema>;

/** One check as staff read it on the user detail. */
export const vatCheckSchema = z.object({
  id: z.number(),
  checked_at: z.string(),
  vatid: z.string(),
  result: z.enum(VAT_CHECK_RESULTS),
  consultation_number: z.string().nullable(),
  registry_name: z.string().nullable(),
  registry_address: z.string().nullable(),
  reason: z.enum(VAT_CHECK_REASONS),
});
export type VatCheck = z.infer<typeof vatCheckSchema>;

/** `PUT /v1/sandbox/vat-registry/availability`: the stand-in registry's "down" switch. */
export const sandboxVatRegistryAvailabilitySchema = z.object({ available: z.boolean() });
