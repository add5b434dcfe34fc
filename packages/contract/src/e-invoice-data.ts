import { z } from 'zod';
import { E_INVOICE_FORMATS } from './e-invoices';
import { message } from './messages';
import { optionalText } from './validation';

// What the customer adds to the invoice data for e-invoices (EN 16931), and the purchase-order number.

/**
 * The electronic-address schemes (EAS code list, BT-49-1) the invoice data offers: e-mail, GLN, the
 * Leitweg-ID, and the company and VAT registers of the countries that exchange e-invoices most.
 */
export const E_INVOICE_ADDRESS_SCHEMES = [
  'EM',
  '0088',
  '0204',
  '9930',
  '9914',
  '0208',
  '0009',
  '0060',
  '0192',
  '0106',
  '0007',
  '0211',
  '9920',
  '0190',
] as const;
export type EInvoiceAddressScheme = (typeof E_INVOICE_ADDRESS_SCHEMES)[number];

export const isEInvoiceAddressScheme = (value: unknown): value is EInvoiceAddressScheme =>
  typeof value === 'string' && (E_INVOICE_ADDRESS_SCHEMES as readonly string[]).includes(value);

/** EN 16931 BT-13; also what a purchase may name for its subscription. */
export const PURCHASE_ORDER_MAX_LENGTH = 100;
export const BUYER_REFERENCE_MAX_LENGTH = 100;
export const ELECTRONIC_ADDRESS_MAX_LENGTH = 255;

export const purchaseOrderField = optionalText(PURCHASE_ORDER_MAX_LENGTH);

/**
 * KoSIT's Leitweg-ID format (v2.0.2): 2 to 12 digits, an optional part of up to 30 letters and
 * digits, and 2 check digits, joined by hyphens. Only the form is checked, not the check digits.
 */
const LEITWEG_ID = /^[0-9]{2,12}(-[0-9A-Z]{0,30})?-[0-9]{2}$/i;
const GLN = /^[0-9]{13}$/;

/** The e-invoice part of `PUT /v1/account/billing/information`; '' and null both mean "not set". */
export const eInvoiceDataFields = z.object({
  /** The format mailed with every invoice; empty for the PDF alone. */
  einvoice_format: z.enum(['', ...E_INVOICE_FORMATS], { error: message('validation.oneOf') }).nullish(),
  /** BT-10: XRechnung needs it for public bodies, yet it is not required here (not every buyer is one). */
  einvoice_buyer_reference: optionalText(BUYER_REFERENCE_MAX_LENGTH),
  einvoice_address_scheme: z
    .enum(['', ...E_INVOICE_ADDRESS_SCHEMES], { error: message('validation.oneOf') })
    .nullish(),
  einvoice_address: optionalText(ELECTRONIC_ADDRESS_MAX_LENGTH),
  /** The purchase-order number a purchase carries unless it names its own. */
  purchase_order: purchaseOrderField,
});

type EInvoiceData = z.infer<typeof eInvoiceDataFields>;

/** The message an address breaks its scheme's form with, if it does. */
function addressProblem(scheme: string, address: string): string | null {
  if (scheme === 'EM') return z.email().safeParse(address).success ? null : message('validation.email');
  if (scheme === '0088') return GLN.test(address) ? null : message('validation.gln');
  if (scheme === '0204') return LEITWEG_ID.test(address) ? null : message('validation.leitwegId');
  return null;
}

/**
 * Scheme and address come together or not at all, and an address fits its scheme: for a schema's
 * `superRefine`, with `electronicAddressCheckable` as its `when`.
 */
export function checkElectronicAddress(body: EInvoiceData, context: z.RefinementCtx): void {
  const scheme = body.einvoice_address_scheme || '';
  const address = body.einvoice_address || '';
  const issue = (path: keyof EInvoiceData, problem: string) =>
    context.addIssue({ code: 'custom', path: [path], message: problem });
  if (address && !scheme) {
    issue('einvoice_address_scheme', message('validation.requiredWith', { other: 'einvoice_address' }));
  } else if (scheme && !address) {
    issue('einvoice_address', message('validation.requiredWith', { other: 'einvoice_address_scheme' }));
  } else if (scheme && address) {
    const problem = addressProblem(scheme, address);
    if (problem) issue('einvoice_address', problem);
  }
}

const addressFields = eInvoiceDataFields.pick({ einvoice_address_scheme: true, einvoice_address: true });

/** Runs the check even while other fields of the form are invalid, so every error shows at once. */
export const electronicAddressCheckable = (payload: { value: unknown }) =>
  addressFields.safeParse(payload.value).success;
