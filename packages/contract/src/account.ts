import { z } from 'zod';
import { E_INVOICE_FORMATS } from './e-invoices';
import { LANGUAGES, message } from './messages';

export { CURRENCY_IDS } from './money/currencies';
export const CARD_BRANDS_SPECIAL = ['sepa_debit', 'invoice'] as const;

/** `GET /v1/account/me`: the Account entity of spec §3 plus permissions and the login-as origin. */
export const accountSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
  /** The user signed in themselves before this sign-in: the dashboard says "welcome back" only then. */
  signed_in_before: z.boolean(),
  userHash: z.string(),
  parent_id: z.number().nullable(),
  accepted_latest_terms: z.boolean(),
  terms_accepted_at: z.string().nullable(),
  language: z.enum(LANGUAGES),
  timezone: z.string(),
  gender: z.enum(['unspecified', 'female', 'male']),
  currency_id: z.number(),
  currencySymbol: z.string(),
  hasOpenPayments: z.boolean(),
  /**
   * An open payment is due and not on its way (a failed or unconfirmed card payment, a failed
   * debit, an overdue bank transfer): no purchase until it is settled (decision 0040). A SEPA debit
   * still processing and an invoice not yet due count as open payments, not as this.
   */
  mustSettleOpenPayments: z.boolean(),
  stripe_id: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last_four: z.string().nullable(),
  company: z.string().nullable(),
  vatid: z.string().nullable(),
  /** The invoice recipient's name (billing data), apart from the profile's firstname/lastname. */
  billing_firstname: z.string().nullable(),
  billing_lastname: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  phone_number: z.string().nullable(),
  invoice_language: z.enum(LANGUAGES).nullable(),
  invoice_email: z.string().nullable(),
  invoice_reference: z.string().nullable(),
  /** The e-invoice format mailed with every invoice; null for the PDF alone. */
  einvoice_format: z.enum(E_INVOICE_FORMATS).nullable(),
  /** EN 16931 BT-10 (for German public bodies the Leitweg-ID) and BT-49 with its EAS scheme. */
  einvoice_buyer_reference: z.string().nullable(),
  einvoice_address_scheme: z.string().nullable(),
  einvoice_address: z.string().nullable(),
  /** The purchase-order number a purchase carries unless it names its own (BT-13). */
  purchase_order: z.string().nullable(),
  mail_server: z
    .object({ host: z.string(), username: z.string(), port: z.number(), encryption: z.enum(['ssl', 'tls']) })
    .nullable(),
  trial_ends_at: z.string().nullable(),
  hasSubscriptions: z.boolean(),
  permissions: z.array(z.string()),
  /** Set while a staff member is signed in as this user: who to return to. */
  impersonator: z
    .object({
      id: z.number(),
      email: z.string(),
      /** When the login-as ends by itself (decision 0063). */
      until: z.string(),
      /** Read-only unless an Administrator allowed changes. */
      changes_allowed: z.boolean(),
    })
    .nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const languageUpdateSchema = z.object({
  language: z.enum(LANGUAGES, { error: message('validation.oneOf') }),
});
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;
