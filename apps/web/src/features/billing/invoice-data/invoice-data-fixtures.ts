import type { VatIdStatus, VatIdVerification } from '@portal/contract';
import type { InvoiceData } from '@portal/contract/invoice-data';

/** Where the check of `ATU12345675` stands, as `GET /v1/account/billing/information` carries it. */
export const verificationOf = (
  status: VatIdStatus,
  overrides: Partial<VatIdVerification> = {},
): VatIdVerification => ({
  vatid: 'ATU12345675',
  status,
  verified_at: status === 'verified' ? '2026-12-03T10:15:00.000Z' : null,
  consultation_number: status === 'verified' ? 'WAPI123456789012' : null,
  registry_name: status === 'verified' ? 'Demo Media GmbH' : null,
  registry_address: status === 'verified' ? 'Mariahilfer Straße 1, 1060 Wien' : null,
  next_check_at: status === 'unavailable' ? '2026-12-07T14:30:00.000Z' : '2027-03-03T10:15:00.000Z',
  ...overrides,
});

/** The account's invoice data as the server answers it, with a VAT id and its check. */
export const invoiceDataOf = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  company: 'Demo Media GmbH',
  vatid: 'ATU12345675',
  firstname: 'Olivia',
  lastname: 'Owner',
  street: 'Mariahilfer Straße 1',
  postal_code: '1060',
  city: 'Vienna',
  country: 'AT',
  phone_number: null,
  invoice_language: 'en',
  invoice_email: 'billing@demo.test',
  invoice_reference: null,
  einvoice_format: null,
  einvoice_buyer_reference: null,
  einvoice_address_scheme: null,
  einvoice_address: null,
  purchase_order: null,
  vat_verification: verificationOf('verified'),
  ...overrides,
});
