import { type Account, type BillingInformationInput, isEInvoiceAddressScheme } from '@portal/contract';

export type BillingFormValues = BillingInformationInput;

/** The fields the server may report errors on, in form order. */
export const BILLING_FIELDS = [
  'company',
  'no_vat_id',
  'vatid',
  'firstname',
  'lastname',
  'street',
  'postal_code',
  'city',
  'country',
  'phone_number',
  'invoice_language',
  'invoice_email',
  'invoice_reference',
  'einvoice_format',
  'einvoice_buyer_reference',
  'einvoice_address_scheme',
  'einvoice_address',
  'purchase_order',
] as const satisfies readonly (keyof BillingFormValues)[];

/**
 * The form's start from the saved account. Spec §5: the no-VAT-id switch starts on for a company
 * without a VAT id. An account without billing names starts with the profile's names, and without an
 * invoice language with the profile's language, so the usual case needs no typing.
 */
export function billingFormValuesOf(account: Account): BillingFormValues {
  return {
    company: account.company ?? '',
    no_vat_id: Boolean(account.company) && !account.vatid,
    vatid: account.vatid ?? '',
    firstname: account.billing_firstname ?? account.firstname,
    lastname: account.billing_lastname ?? account.lastname,
    street: account.street ?? '',
    postal_code: account.postal_code ?? '',
    city: account.city ?? '',
    country: account.country ?? '',
    phone_number: account.phone_number ?? '',
    invoice_language: account.invoice_language ?? account.language,
    invoice_email: account.invoice_email ?? '',
    invoice_reference: account.invoice_reference ?? '',
    einvoice_format: account.einvoice_format ?? '',
    einvoice_buyer_reference: account.einvoice_buyer_reference ?? '',
    einvoice_address_scheme: isEInvoiceAddressScheme(account.einvoice_address_scheme)
      ? account.einvoice_address_scheme
      : '',
    einvoice_address: account.einvoice_address ?? '',
    purchase_order: account.purchase_order ?? '',
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();
/** As the server keeps VAT ids: upper case, without spaces, dots or dashes. */
const vatId = (values: BillingFormValues) =>
  values.no_vat_id
    ? ''
    : text(values.vatid)
        .toUpperCase()
        .replace(/[\s.-]/g, '');

/**
 * Spec §5: a warning shows when the VAT id, reference or invoice language changed, since they are
 * printed on every invoice from now on (issued invoices keep theirs).
 */
export function invoiceRelevantChange(saved: BillingFormValues, current: BillingFormValues): boolean {
  return (
    vatId(saved) !== vatId(current) ||
    text(saved.invoice_reference) !== text(current.invoice_reference) ||
    (saved.invoice_language ?? null) !== (current.invoice_language ?? null)
  );
}
