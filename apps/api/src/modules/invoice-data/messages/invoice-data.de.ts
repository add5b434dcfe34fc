import type { invoiceDataEn } from './invoice-data.en';

export const invoiceDataDe: Record<keyof typeof invoiceDataEn, string> = {
  'invoiceData.recipients.added': '{email} erhält nun jede Rechnung und Gutschrift.',
  'invoiceData.recipients.removed': '{email} erhält keine Rechnungen und Gutschriften mehr.',
  'invoiceData.recipients.tooMany': 'Ein Konto kann höchstens {max} weitere Rechnungsempfänger haben.',
};
