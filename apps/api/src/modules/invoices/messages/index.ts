import type { MessageCatalogs } from '../../../platform/i18n/index';
import { invoicesDe } from './invoices.de';
import { invoicesEn } from './invoices.en';
import { invoicesFr } from './invoices.fr';

// The invoices module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof invoicesEn, string> {}
}

/** The invoices module's server sentences in en, de and fr; the composition root registers them. */
export const invoicesMessages: MessageCatalogs<keyof typeof invoicesEn> = {
  en: invoicesEn,
  de: invoicesDe,
  fr: invoicesFr,
};
