import { z } from 'zod';
import { MAX_STRING_ID_LENGTH, stringId } from './ids';
import { LANGUAGES, message } from './messages';

const MAX_CLIENT_SECRET_LENGTH = MAX_STRING_ID_LENGTH * 2;

// The sandbox gateway's browser side (what Stripe.js does against Stripe), under /v1/sandbox/.

/** Kept loose on purpose: the sandbox checks a card like a card input and names each problem. */
export const sandboxCreatePaymentMethodSchema = z.object({
  type: z.literal('card', { error: message('validation.oneOf') }),
  card: z.object({
    number: z
      .string()
      .max(32, message('validation.max', { max: 32 }))
      .default(''),
    exp_month: z.coerce.number({ error: message('validation.integer') }).default(0),
    exp_year: z.coerce.number({ error: message('validation.integer') }).default(0),
    cvc: z
      .string()
      .max(8, message('validation.max', { max: 8 }))
      .default(''),
  }),
  billing_details: z.object({ name: z.string().trim().max(120).optional() }).optional(),
});
export type SandboxCreatePaymentMethod = z.input<typeof sandboxCreatePaymentMethodSchema>;

export const sandboxCardSchema = z.object({
  id: z.string(),
  type: z.literal('card'),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

/** `<intent id>_secret_<random>`, like Stripe's client secrets. */
const clientSecretField = stringId(MAX_CLIENT_SECRET_LENGTH);

export const sandboxConfirmSetupSchema = z.object({
  client_secret: clientSecretField,
  iban: z
    .string()
    .max(64, message('validation.max', { max: 64 }))
    .default(''),
  name: z.string().trim().max(120).default(''),
});
export type SandboxConfirmSetup = z.input<typeof sandboxConfirmSetupSchema>;

export const sandboxSetupIntentSchema = z.object({
  id: z.string(),
  status: z.literal('succeeded'),
  /** The gateway id of the new SEPA method: the browser sends it as `paymentId`. */
  payment_method: z.string(),
});
export type SandboxSetupIntent = z.infer<typeof sandboxSetupIntentSchema>;

export const SANDBOX_INTENT_STATUSES = ['requires_action', 'processing', 'succeeded', 'failed'] as const;

export const sandboxPaymentIntentSchema = z.object({
  id: z.string(),
  status: z.enum(SANDBOX_INTENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  last_payment_error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SandboxPaymentIntent = z.infer<typeof sandboxPaymentIntentSchema>;

export const sandboxIntentParamsSchema = z.object({ id: stringId() });
export const sandboxChallengeParamsSchema = z.object({ intentId: stringId() });
export const sandboxClientSecretQuerySchema = z.object({ client_secret: clientSecretField });
export const sandboxChallengeQuerySchema = z.object({
  client_secret: clientSecretField,
  lang: z.enum(LANGUAGES).optional(),
});

export const sandboxChallengeSchema = z.object({
  client_secret: clientSecretField,
  result: z.enum(['complete', 'fail'], { error: message('validation.oneOf') }),
});
export type SandboxChallenge = z.infer<typeof sandboxChallengeSchema>;

export const sandboxAvailabilitySchema = z.object({
  available: z.boolean({ error: message('validation.required') }),
});
export type SandboxAvailability = z.infer<typeof sandboxAvailabilitySchema>;

/** What the 3-D Secure page tells the portal window that framed it (`window.postMessage`). */
export const sandbox3dsMessageSchema = z.object({
  type: z.literal('sandbox-3ds'),
  intentId: z.string(),
  status: z.enum(SANDBOX_INTENT_STATUSES),
});
export type Sandbox3dsMessage = z.infer<typeof sandbox3dsMessageSchema>;
