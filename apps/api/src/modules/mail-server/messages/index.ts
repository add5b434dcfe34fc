import type { MessageCatalogs } from '../../../platform/i18n/index';
import { mailServerDe } from './mail-server.de';
import { mailServerEn } from './mail-server.en';
import { mailServerFr } from './mail-server.fr';

// The mail server module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof mailServerEn, string> {}
}

/** The mail server module's sentences in en, de and fr; the composition root registers them. */
export const mailServerMessages: MessageCatalogs<keyof typeof mailServerEn> = {
  en: mailServerEn,
  de: mailServerDe,
  fr: mailServerFr,
};
