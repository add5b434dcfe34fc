import type { MessageCatalogs } from '../../../platform/i18n/index';
import { domainsDe } from './domains.de';
import { domainsEn } from './domains.en';
import { domainsFr } from './domains.fr';

// The domains module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof domainsEn, string> {}
}

/** The domains module's server sentences in en, de and fr; the composition root registers them. */
export const domainsMessages: MessageCatalogs<keyof typeof domainsEn> = {
  en: domainsEn,
  de: domainsDe,
  fr: domainsFr,
};
