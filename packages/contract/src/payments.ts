import { z } from 'zod';
import { checkElectronicAddress, eInvoiceDataFields, electronicAddressCheckable } from './e-invoice-data';
import { peppolEndpointOf } from './e-invoices';
import { stringId } from './ids';
import { LANGUAGES, message } from './messages';
import { EMAIL_MAX_LENGTH, optionalText, requiredString } from './validation';

// Contract of the payments endpoints (spec §3 "Billing data", "Payment method"; §5; §7).

/** Company, VAT id and the switch: the part of the form the VAT rule reads. */
const vatFields = z.object({
  company: optionalText(55),
  vatid: optionalText(32),
  no_vat_id: z.boolean().optional(),
});

/**
 * `PUT /v1/account/billing/information` (spec §5 "Billing form"). The web form validates with the
 * same schema; the server adds what needs reference data: the country must exist (ISO 3166-1) and
 * the VAT id's format must match its country (answered with status `vatId`). The e-invoice fields
 * (issue 32) are checked by `e-invoice-data.ts`.
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
    ...eInvoiceDataFields.shape,
  })
  .refine((body) => !body.company || body.no_vat_id === true || Boolean(body.vatid), {
    path: ['vatid'],
    message: message('validation.required'),
    // Runs even while other fields are invalid, so the form shows every error at once.
    when: (payload) => vatFields.safeParse(payload.value).success,
  })
  .superRefine(checkElectronicAddress, { when: electronicAddressCheckable })
  // Peppol delivers only to participant ids: a format the buyer cannot be sent is refused here.
  .refine(
    (body) =>
      body.einvoice_format !== 'peppol-bis' ||
      peppolEndpointOf({
        country: body.country,
        vatId: body.no_vat_id ? null : (body.vatid ?? null),
        electronicAddressScheme: body.einvoice_address_scheme,
        electronicAddress: body.einvoice_address,
      }) !== null,
    { path: ['einvoice_format'], message: message('validation.peppolAddress') },
  );
export type BillingInformation = z.infer<typeof billingInformationSchema>;
export type BillingInformationInput = z.input<typeof billingInformationSchema>;

export const PAYMENT_METHOD_TYPES = ['card', 'sepa_debit'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_TYPES)[number];

/**
 * The SEPA Core mandate of a saved SEPA method, as the debtor is shown it (SEPA rulebook, decision
 * 0081). We never store the full IBAN, so the account is the country and its last four digits.
 */
export const sepaMandateSchema = z.object({
  /** Null only while the gateway has not told the reference yet. */
  reference: z.string().nullable(),
  /** Unix seconds: when the customer accepted the mandate online. */
  signedAt: z.number().nullable(),
  creditorId: z.string(),
  creditorName: z.string(),
  /** `AT •••• 3201`. */
  ibanMasked: z.string(),
  holderName: z.string().nullable(),
  /** Our mandates allow every future debit of the subscriptions. */
  type: z.literal('recurrent'),
});
export type SepaMandate = z.infer<typeof sepaMandateSchema>;

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
  /** A SEPA method's mandate; a card has none. */
  mandate: sepaMandateSchema.optional(),
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
