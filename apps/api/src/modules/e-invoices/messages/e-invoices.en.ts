/** Sentences the e-invoices carry (payment terms) in English. */
export const eInvoicesEn = {
  'einvoice.transferTerms': 'Payable by bank transfer by {date}, quoting the invoice number.',
  'einvoice.paid': 'Paid.',
  'einvoice.collected': 'The amount is collected from the payment method on file.',
  'einvoice.peppolUnavailable':
    "Peppol BIS needs the buyer's Peppol participant ID: add it under Invoice data → Electronic address, or give a VAT ID. The other formats are available.",
  'einvoice.refund': 'The amount is refunded to the customer.',
} as const;
