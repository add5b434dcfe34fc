import { z } from 'zod';

/** Machine codes carried in `status` of every error answer (DESIGN.md §4, spec §8). */
export const ERROR_CODES = [
  'invalid_credentials',
  'email_not_confirmed',
  'account_suspended',
  'account_deactivated',
  // Two-factor sign-in (docs/decisions/0050)
  'two_factor_required',
  'invalid_two_factor_code',
  'two_factor_challenge_expired',
  'token_not_provided',
  'token_expired',
  'unauthenticated',
  'forbidden',
  'csrf_mismatch',
  'xhr_required',
  'not_found',
  'validation_failed',
  'too_many_requests',
  'wrong_password',
  'user_not_found',
  'invalid_token',
  // A data export's link whose week is over (decision 0052)
  'export_expired',
  // An activity log export larger than its bound (decision 0053): narrow the filter
  'export_too_large',
  'conflict',
  // Sub-users need a Tools subscription on the account (decision 0057)
  'tools_subscription_required',
  // A mail server that failed its check on save: saved only when the customer confirms (decision 0072)
  'mail_server_unverified',
  'server_error',
  // Requests the server cannot read (malformed URL or JSON, too large, not JSON)
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  // Billing (spec §4, §8)
  'invalid_coupon',
  'plan_not_found',
  'product_already_active',
  'corporate_plan',
  'invoice_requires_yearly',
  'billing_data_missing',
  'payment_method_missing',
  'payment_declined',
  'authentication_failed',
  'gateway_unavailable',
  'last_payment_method',
  'only_higher_than',
  'subscription_not_found',
  'subscription_incomplete',
  'invalid_state',
  'idempotency_conflict',
  // The retention offer was answered, withdrawn or used up (decision 0085)
  'offer_not_available',
  'vatId',
  'webhook_signature_invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape on the wire: `{ status, message, errors?, data? }`. */
export const errorBodySchema = z.object({
  status: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  data: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
