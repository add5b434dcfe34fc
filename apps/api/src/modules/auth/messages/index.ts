import type { MessageCatalogs } from '../../../platform/i18n/index';
import { registrationDe } from './registration.de';
import { registrationEn } from './registration.en';
import { registrationFr } from './registration.fr';

// The auth module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof registrationEn, string> {}
}

/** The auth module's server sentences in en, de and fr; the composition root registers them. */
export const registrationMessages: MessageCatalogs<keyof typeof registrationEn> = {
  en: registrationEn,
  de: registrationDe,
  fr: registrationFr,
};
