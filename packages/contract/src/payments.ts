import { z } from 'zod';
import { MAX_STRING_ID_LENGTH, stringId } from './ids';
import { LANGUAGES, message } from './messages';
import { EMAIL_MAX_LENGTH, requiredString } from './validation';

// Contract of the payments endpoints (spec §3 "Billing data", "Payment method"; §5; §7).

/** Optional text: empty and null both mean "not set"; only the length is checked. */
const optionalText = (max: number) =>
  z
    .string({ error: message('validation.required') })
    .trim()
    .max(max, message('validation.max', { max }))
    .nullish();

/** Company, VAT id and the switch: the part of the form the VAT rule reads. */
const vatFields = z.object({
  company: optionalText(55),
  vatid: optionalText(32),
  no_vat_id: z.boolean().optional(),
});

/**
 * `PUT /v1/account/billing/information` (spec §5 "Billing form"). The web form validates with the
 * same schema; the server adds what needs reference data: the country must exist (ISO 3166-1) and
 * the VAT id's format must match its country (answered with status `vatId`).
 */
export const billingInformationSchema = z
  .object({
    ...vatFields.shape,
    firstname: requiredString(50),
    lastname: requiredString(50),
    street: requiredString(255),
    postal_code: requiredString(10),
    city: requiredString(55),
    country: z
      .string({ error: message('validation.required') })
      .trim()
      .min(1, { error: message('validation.required'), abort: true })
      .max(2, { error: message('validation.max', { max: 2 }), abort: true })
      // Checked before upper-casing: `ß` would otherwise become `SS` (South Sudan).
      .regex(/^[A-Za-z]{2}$/, { error: message('validation.oneOf'), abort: true })
      .toUpperCase(),
    phone_number: optionalText(20),
    invoice_language: z.enum(LANGUAGES, { error: message('validation.oneOf') }).nullish(),
    invoice_email: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(EMAIL_MAX_LENGTH, message('validation.max', { max: EMAIL_MAX_LENGTH }))
          .pipe(z.email(message('validation.email'))),
      ])
      .nullish(),
    invoice_reference: optionalText(30),
  })
  .refine((body) => !body.company || body.no_vat_id === true || Boolean(body.vatid), {
    path: ['vatid'],
    message: message('validation.required'),
    // Runs even while other fields are invalid, so the form shows every error at once.
    when: (payload) => vatFields.safeParse(payload.value).success,
  });
export type BillingInformation = z.infer<typeof billingInformationSchema>;
export type BillingInformationInput = z.input<typeof billingInformationSchema>;

export const PAYMENT_METHOD_TYPES = ['card', 'sepa_debit'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_TYPES)[number];

/** A saved payment method (spec §3 "Payment method"); `id` is ours, never the gateway's. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  brand: z.string().nullable(),
  last4: z.string(),
  /** Unix seconds. */
  created: z.number(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
  bankCode: z.string().nullable(),
  country: z.string().nullable(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = z.object({ data: z.array(paymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** `POST /v1/account/billing/payment-methods`: `paymentId` is the gateway's id the browser got. */
export const addPaymentMethodSchema = z.object({
  paymentId: stringId(255),
  isDefault: z.boolean({ error: message('validation.oneOf') }).default(false),
});
export type AddPaymentMethod = z.input<typeof addPaymentMethodSchema>;

export const paymentMethodCreatedSchema = z.object({ message: z.string(), data: paymentMethodSchema });
export type PaymentMethodCreated = z.infer<typeof paymentMethodCreatedSchema>;

/** `POST /v1/account/billing/payment-methods/default`: our id of the method. */
export const setDefaultPaymentMethodSchema = z.object({ paymentId: stringId() });
export type SetDefaultPaymentMethod = z.infer<typeof setDefaultPaymentMethodSchema>;

export const paymentMethodParamsSchema = z.object({ id: stringId() });

/** `POST /v1/account/billing/sepa-setup`: the setup intent the browser confirms with the IBAN. */
export const sepaSetupSchema = z.object({ id: z.string(), clientSecret: z.string() });
export type SepaSetup = z.infer<typeof sepaSetupSchema>;

/** `GET /v1/account/card`: the gateway id of the default card, for confirming 3-D Secure. */
export const defaultCardSchema = z.object({ paymentMethodId: z.string().nullable() });
export type DefaultCard = z.infer<typeof defaultCardSchema>;

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
