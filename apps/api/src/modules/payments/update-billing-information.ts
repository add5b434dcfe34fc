import { type BillingInformation, billingInformationSchema, message } from '@portal/contract';
import { eq } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import { checkVAT, countries as vatCountries } from 'jsvat';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { noteVatId } from '../vat-ids/index';
import { loadBillingAccount } from './billing-account';

/** The contract's schema plus the check that needs reference data: the country must exist. */
export const billingInformationBody = billingInformationSchema.refine(
  (body) => countries.isValid(body.country),
  {
    path: ['country'],
    message: message('validation.oneOf'),
  },
);

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** VAT ids are kept as jsvat reads them: upper case, without spaces, dots or dashes. */
const normalizeVatId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/** The prefix a VAT id of `country` starts with: its ISO code, but EL for Greece. */
const vatPrefixOf = (country: string) => (country.toUpperCase() === 'GR' ? 'EL' : country.toUpperCase());

/**
 * Refuses a VAT id jsvat cannot read, or one of another country than the address (reverse charge
 * needs the id of the buyer's own member state): 422 with status `vatId`, shown on the field.
 */
function assertVatIdFits(vatId: string | null, country: string): void {
  if (vatId === null) return;
  if (!checkVAT(vatId, vatCountries).isValidFormat) {
    throw new AppError(422, 'vatId', 'payments.vatIdInvalid', { params: { vatid: vatId } });
  }
  const prefix = vatPrefixOf(country);
  if (!vatId.startsWith(prefix)) {
    throw new AppError(422, 'vatId', 'payments.vatIdCountry', { params: { vatid: vatId, prefix } });
  }
}

/** A Leitweg-ID (scheme 0204) is kept in capitals, as its format names its letters. */
const electronicAddressOf = (body: BillingInformation) => {
  const address = blankToNull(body.einvoice_address);
  return address !== null && body.einvoice_address_scheme === '0204' ? address.toUpperCase() : address;
};

/** The stored columns, named as the API names them (the audit shows these names). */
function columnsOf(body: BillingInformation) {
  const vatId = body.no_vat_id ? null : blankToNull(body.vatid);
  return {
    company: blankToNull(body.company),
    vatid: vatId === null ? null : normalizeVatId(vatId),
    firstname: body.firstname,
    lastname: body.lastname,
    street: body.street,
    postal_code: body.postal_code,
    city: body.city,
    country: body.country,
    phone_number: blankToNull(body.phone_number),
    invoice_language: body.invoice_language ?? null,
    invoice_email: blankToNull(body.invoice_email),
    invoice_reference: blankToNull(body.invoice_reference),
    einvoice_format: blankToNull(body.einvoice_format),
    einvoice_buyer_reference: blankToNull(body.einvoice_buyer_reference),
    einvoice_address_scheme: blankToNull(body.einvoice_address_scheme),
    einvoice_address: electronicAddressOf(body),
    purchase_order: blankToNull(body.purchase_order),
  };
}

/**
 * `PUT /v1/account/billing/information` (spec §5 "Billing form", with the e-invoice data of issue 32).
 * A VAT id whose format does not match any country answers 422 with status `vatId` (spec §8 shows it
 * on the VAT id field).
 */
export async function updateBillingInformation(
  deps: AppDeps,
  context: RequestContext,
  body: BillingInformation,
): Promise<void> {
  const next = columnsOf(body);
  assertVatIdFits(next.vatid, next.country);
  const accountId = accountOf(context);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const account = await loadBillingAccount(tx, accountId, { lock: true });
    const before: Record<keyof typeof next, string | null> = {
      company: account.company,
      vatid: account.vatId,
      firstname: account.billingFirstname,
      lastname: account.billingLastname,
      street: account.street,
      postal_code: account.postalCode,
      city: account.city,
      country: account.country,
      phone_number: account.phoneNumber,
      invoice_language: account.invoiceLanguage,
      invoice_email: account.invoiceEmail,
      invoice_reference: account.invoiceReference,
      einvoice_format: account.eInvoiceFormat,
      einvoice_buyer_reference: account.eInvoiceBuyerReference,
      einvoice_address_scheme: account.eInvoiceAddressScheme,
      einvoice_address: account.eInvoiceAddress,
      purchase_order: account.purchaseOrder,
    };
    // A new or changed id is checked with the registry by a job this transaction enqueues (decision 0080).
    await noteVatId(tx, deps, accountId, next.vatid);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => before[key] !== next[key]);
    if (changed.length === 0) return;
    await tx
      .update(users)
      .set({
        company: next.company,
        vatId: next.vatid,
        billingFirstname: next.firstname,
        billingLastname: next.lastname,
        street: next.street,
        postalCode: next.postal_code,
        city: next.city,
        country: next.country,
        phoneNumber: next.phone_number,
        invoiceLanguage: next.invoice_language,
        invoiceEmail: next.invoice_email,
        invoiceReference: next.invoice_reference,
        eInvoiceFormat: next.einvoice_format,
        eInvoiceBuyerReference: next.einvoice_buyer_reference,
        eInvoiceAddressScheme: next.einvoice_address_scheme,
        eInvoiceAddress: next.einvoice_address,
        purchaseOrder: next.purchase_order,
        updatedAt: now,
      })
      .where(eq(users.id, accountId));
    await recordAudit(tx, {
      entityType: 'user',
      entityId: accountId,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: Object.fromEntries(changed.map((key) => [key, before[key]])),
      newValues: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
  });
}
