import type { MessageCatalogs } from '../../../platform/i18n/index';
import { sepaNoticesDe } from './sepa-notices.de';
import { sepaNoticesEn } from './sepa-notices.en';
import { sepaNoticesFr } from './sepa-notices.fr';

// The notices' keys join the server's message keys, so the mail template and the invoice PDF may name them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof sepaNoticesEn, string> {}
}

/** The SEPA pre-notifications' sentences in en, de and fr; the composition root registers them. */
export const sepaNoticesMessages: MessageCatalogs<keyof typeof sepaNoticesEn> = {
  en: sepaNoticesEn,
  de: sepaNoticesDe,
  fr: sepaNoticesFr,
};
