import type { MessageCatalogs } from '../../../platform/i18n/index';
import { eInvoicesDe } from './e-invoices.de';
import { eInvoicesEn } from './e-invoices.en';
import { eInvoicesFr } from './e-invoices.fr';

// The e-invoices module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof eInvoicesEn, string> {}
}

/** The e-invoices module's server sentences in en, de and fr; the composition root registers them. */
export const eInvoicesMessages: MessageCatalogs<keyof typeof eInvoicesEn> = {
  en: eInvoicesEn,
  de: eInvoicesDe,
  fr: eInvoicesFr,
};
