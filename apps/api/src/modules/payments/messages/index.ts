import type { MessageCatalogs } from '../../../platform/i18n/index';
import { paymentsDe } from './payments.de';
import { paymentsEn } from './payments.en';
import { paymentsFr } from './payments.fr';

// The payments module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof paymentsEn, string> {}
}

/** The payments module's server sentences in en, de and fr; the composition root registers them. */
export const paymentsMessages: MessageCatalogs<keyof typeof paymentsEn> = {
  en: paymentsEn,
  de: paymentsDe,
  fr: paymentsFr,
};
