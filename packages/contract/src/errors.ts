import { z } from 'zod';

/** Machine codes carried in `status` of every error answer (DESIGN.md §4, spec §8). */
export const ERROR_CODES = [
  'invalid_credentials',
  'account_suspended',
  'account_deactivated',
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
  'conflict',
  'server_error',
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
