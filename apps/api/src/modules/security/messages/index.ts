import type { MessageCatalogs } from '../../../platform/i18n/index';
import { securityDe } from './security.de';
import { securityEn } from './security.en';
import { securityFr } from './security.fr';

// The security module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof securityEn, string> {}
}

/** The security module's server sentences in en, de and fr; the composition root registers them. */
export const securityMessages: MessageCatalogs<keyof typeof securityEn> = {
  en: securityEn,
  de: securityDe,
  fr: securityFr,
};
