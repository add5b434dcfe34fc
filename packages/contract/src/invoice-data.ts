// Invoice data as a sub-user who may only read it sees it, and the further addresses that receive the
// account's invoice and credit note mails, e.g. its accountant's (issue 32).
import { z } from 'zod';
import { E_INVOICE_FORMATS } from './e-invoices';
import { integerIdParam } from './ids';
import { LANGUAGES } from './messages';
import { emailField } from './validation';
import { vatIdVerificationSchema } from './vat-ids';

/** Most further invoice recipients one account keeps. */
export const MAX_INVOICE_RECIPIENTS = 5;

/** One further address that receives every invoice and credit note mail of the account. */
export const invoiceRecipientSchema = z.object({
  id: z.number(),
  email: z.string(),
  created_at: z.string(),
});
export type InvoiceRecipient = z.infer<typeof invoiceRecipientSchema>;

/** `GET /v1/account/billing/recipients`: oldest first. */
export const invoiceRecipientListSchema = z.object({ data: z.array(invoiceRecipientSchema) });

/** `POST /v1/account/billing/recipients`: a valid e-mail the account does not have yet. */
export const invoiceRecipientPayloadSchema = z.object({ email: emailField });
export type InvoiceRecipientPayload = z.infer<typeof invoiceRecipientPayloadSchema>;

export const invoiceRecipientAddedSchema = z.object({ message: z.string(), data: invoiceRecipientSchema });

export const invoiceRecipientParamsSchema = z.object({ id: integerIdParam() });

/**
 * `GET /v1/account/billing/information`: the account's invoice data (spec §3 "Billing data") as it
 * is stored, for whoever may read it; a sub-user reads the owner's.
 */
export const invoiceDataSchema = z.object({
  company: z.string().nullable(),
  vatid: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  phone_number: z.string().nullable(),
  invoice_language: z.enum(LANGUAGES).nullable(),
  invoice_email: z.string().nullable(),
  invoice_reference: z.string().nullable(),
  einvoice_format: z.enum(E_INVOICE_FORMATS).nullable(),
  einvoice_buyer_reference: z.string().nullable(),
  einvoice_address_scheme: z.string().nullable(),
  einvoice_address: z.string().nullable(),
  purchase_order: z.string().nullable(),
  /** Where the registry check of `vatid` stands (decision 0080); null without a VAT id. */
  vat_verification: vatIdVerificationSchema.nullable(),
});
export type InvoiceData = z.infer<typeof invoiceDataSchema>;
export const invoiceDataResponseSchema = z.object({ data: invoiceDataSchema });
