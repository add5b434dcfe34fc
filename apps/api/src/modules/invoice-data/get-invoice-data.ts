import { type InvoiceData, isEInvoiceFormat, isLanguage } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { loadBillingAccount } from '../payments/index';
import { vatIdVerificationOf } from '../vat-ids/index';

/**
 * `GET /v1/account/billing/information`: the account's invoice data as stored. A sub-user who may
 * read it (an accountant, issue 32) sees the owner's, which `/v1/account/me` does not carry for them.
 * With it, where the registry check of the VAT id stands (decision 0080).
 */
export async function getInvoiceData(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  accountId: number,
): Promise<InvoiceData> {
  const executor = deps.database.db;
  const account = await loadBillingAccount(executor, accountId);
  const vatVerification = await vatIdVerificationOf(
    executor,
    { accountId, vatId: account.vatId },
    deps.clock.now(),
    deps.config.VAT_VERIFICATION_VALID_DAYS,
  );
  return {
    company: account.company,
    vatid: account.vatId,
    firstname: account.billingFirstname,
    lastname: account.billingLastname,
    street: account.street,
    postal_code: account.postalCode,
    city: account.city,
    country: account.country,
    phone_number: account.phoneNumber,
    invoice_language: isLanguage(account.invoiceLanguage) ? account.invoiceLanguage : null,
    invoice_email: account.invoiceEmail,
    invoice_reference: account.invoiceReference,
    einvoice_format: isEInvoiceFormat(account.eInvoiceFormat) ? account.eInvoiceFormat : null,
    einvoice_buyer_reference: account.eInvoiceBuyerReference,
    einvoice_address_scheme: account.eInvoiceAddressScheme,
    einvoice_address: account.eInvoiceAddress,
    purchase_order: account.purchaseOrder,
    vat_verification: vatVerification,
  };
}
