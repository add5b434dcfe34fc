/** Server sentences of the invoice data's further recipients (English; the other languages mirror these keys). */
export const invoiceDataEn = {
  'invoiceData.recipients.added': '{email} now receives every invoice and credit note.',
  'invoiceData.recipients.removed': '{email} no longer receives invoices and credit notes.',
  'invoiceData.recipients.tooMany': 'An account can have at most {max} further invoice recipients.',
} as const;
