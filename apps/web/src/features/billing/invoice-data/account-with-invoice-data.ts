import type { Account } from '@portal/contract';
import type { InvoiceData } from '@portal/contract/invoice-data';

/**
 * A sub-user edits the invoice data of the account they belong to, not of their own row: the form
 * starts from the owner's data (`GET /v1/account/billing/information`), so saving never replaces it
 * with the sub-user's empty fields.
 */
export function accountWithInvoiceData(account: Account, data: InvoiceData): Account {
  return {
    ...account,
    company: data.company,
    vatid: data.vatid,
    billing_firstname: data.firstname,
    billing_lastname: data.lastname,
    street: data.street,
    postal_code: data.postal_code,
    city: data.city,
    country: data.country,
    phone_number: data.phone_number,
    invoice_language: data.invoice_language,
    invoice_email: data.invoice_email,
    invoice_reference: data.invoice_reference,
    einvoice_format: data.einvoice_format,
    einvoice_buyer_reference: data.einvoice_buyer_reference,
    einvoice_address_scheme: data.einvoice_address_scheme,
    einvoice_address: data.einvoice_address,
    purchase_order: data.purchase_order,
  };
}
