// The staff's view of a customer's invoices and credit notes on the user detail (issue 32): the
// list, and every file of each (PDF and the e-invoice formats), downloaded by staff and audited.
import { z } from 'zod';
import { userDetailParamsSchema } from './admin-user-detail';
import { E_INVOICE_FORMATS, eInvoiceParamsSchema } from './e-invoices';
import { documentNumberParamsSchema, INVOICE_CURRENCIES, INVOICE_STATUSES } from './invoices';

/** How many of the newest invoices, and of the newest credit notes, the user detail lists. */
export const USER_DOCUMENTS_LIMIT = 50;

/** Where a credit note's money goes: back to the payment method it was paid with, or by transfer. */
export const CREDIT_NOTE_REFUNDS = ['payment_method', 'bank_transfer'] as const;
export type CreditNoteRefund = (typeof CREDIT_NOTE_REFUNDS)[number];

const userDocumentFields = {
  number: z.string(),
  /** Issue date, ISO 8601. */
  date: z.string(),
  /** Gross amount in minor units. */
  amount: z.number(),
  currency: z.enum(INVOICE_CURRENCIES),
  /** The e-invoice formats it can be downloaded in (Peppol BIS only for a buyer Peppol reaches). */
  e_invoice_formats: z.array(z.enum(E_INVOICE_FORMATS)),
};

/** An invoice as the customer's list words its status (void invoices are not listed there either). */
export const userInvoiceDocumentSchema = z.object({
  kind: z.literal('invoice'),
  ...userDocumentFields,
  status: z.enum(INVOICE_STATUSES),
});
export type UserInvoiceDocument = z.infer<typeof userInvoiceDocumentSchema>;

/** A credit note, the invoice it corrects, and how it is refunded (its status). */
export const userCreditNoteDocumentSchema = z.object({
  kind: z.literal('credit-note'),
  ...userDocumentFields,
  invoice: z.string(),
  status: z.enum(CREDIT_NOTE_REFUNDS),
});
export type UserCreditNoteDocument = z.infer<typeof userCreditNoteDocumentSchema>;

export type UserDocument = UserInvoiceDocument | UserCreditNoteDocument;

/**
 * `GET /v1/admin/users/:id/documents`: the account's newest `USER_DOCUMENTS_LIMIT` invoices and
 * newest `USER_DOCUMENTS_LIMIT` credit notes, each newest first. Documents belong to the account
 * owner: a sub-user's lists are empty (its owner's page lists them), as its subscriptions are.
 */
export const userDocumentsSchema = z.object({
  invoices: z.array(userInvoiceDocumentSchema).max(USER_DOCUMENTS_LIMIT),
  credit_notes: z.array(userCreditNoteDocumentSchema).max(USER_DOCUMENTS_LIMIT),
});
export type UserDocuments = z.infer<typeof userDocumentsSchema>;

/** `…/users/:id/invoice/:number/pdf`, `…/credit-note/:number/pdf`. */
export const userDocumentPdfParamsSchema = userDetailParamsSchema.extend(documentNumberParamsSchema.shape);

/** `…/users/:id/invoice/:number/e-invoice/:format`, `…/credit-note/:number/e-invoice/:format`. */
export const userDocumentEInvoiceParamsSchema = userDetailParamsSchema.extend(eInvoiceParamsSchema.shape);
