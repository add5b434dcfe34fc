import type { MessageCatalogs } from '../../../platform/i18n/index';
import { vatIdsDe } from './vat-ids.de';
import { vatIdsEn } from './vat-ids.en';
import { vatIdsFr } from './vat-ids.fr';

// The VAT id module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof vatIdsEn, string> {}
}

/** The VAT id module's server sentences in en, de and fr; the composition root registers them. */
export const vatIdsMessages: MessageCatalogs<keyof typeof vatIdsEn> = {
  en: vatIdsEn,
  de: vatIdsDe,
  fr: vatIdsFr,
};
