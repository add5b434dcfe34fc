import type { MessageCatalogs } from '../../../platform/i18n/index';
import { invoiceDataDe } from './invoice-data.de';
import { invoiceDataEn } from './invoice-data.en';
import { invoiceDataFr } from './invoice-data.fr';

// The invoice data module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof invoiceDataEn, string> {}
}

/** The invoice data module's server sentences in en, de and fr; the composition root registers them. */
export const invoiceDataMessages: MessageCatalogs<keyof typeof invoiceDataEn> = {
  en: invoiceDataEn,
  de: invoiceDataDe,
  fr: invoiceDataFr,
};
