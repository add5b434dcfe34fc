import type { MessageCatalogs } from '../../../platform/i18n/index';
import { clientsDe } from './clients.de';
import { clientsEn } from './clients.en';
import { clientsFr } from './clients.fr';

// The client management module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof clientsEn, string> {}
}

/** The client management module's server sentences in en, de and fr; the composition root registers them. */
export const clientsMessages: MessageCatalogs<keyof typeof clientsEn> = {
  en: clientsEn,
  de: clientsDe,
  fr: clientsFr,
};
