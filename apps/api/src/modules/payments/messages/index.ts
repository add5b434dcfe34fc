import type { MessageCatalogs } from '../../../platform/i18n/index';
import { mandateDe } from './mandate.de';
import { mandateEn } from './mandate.en';
import { mandateFr } from './mandate.fr';
import { paymentsDe } from './payments.de';
import { paymentsEn } from './payments.en';
import { paymentsFr } from './payments.fr';

type PaymentsKey = keyof typeof paymentsEn | keyof typeof mandateEn;

// The payments module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<PaymentsKey, string> {}
}

/** The payments module's server sentences in en, de and fr; the composition root registers them. */
export const paymentsMessages: MessageCatalogs<PaymentsKey> = {
  en: { ...paymentsEn, ...mandateEn },
  de: { ...paymentsDe, ...mandateDe },
  fr: { ...paymentsFr, ...mandateFr },
};
