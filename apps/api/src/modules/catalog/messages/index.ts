import type { MessageCatalogs } from '../../../platform/i18n/index';
import { catalogDe } from './catalog.de';
import { catalogEn } from './catalog.en';
import { catalogFr } from './catalog.fr';

// The catalog module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof catalogEn, string> {}
}

/** The catalog module's server sentences in en, de and fr; the composition root registers them. */
export const catalogMessages: MessageCatalogs<keyof typeof catalogEn> = {
  en: catalogEn,
  de: catalogDe,
  fr: catalogFr,
};
