/** Sentences the e-invoices carry (payment terms) in English. */
export const eInvoicesEn = {
  'einvoice.transferTerms': 'Payable by bank transfer by {date}, quoting the invoice number.',
  'einvoice.paid': 'Paid.',
  'einvoice.collected': 'The amount is collected from the payment method on file.',
  'einvoice.refund': 'The amount is refunded to the customer.',
} as const;
