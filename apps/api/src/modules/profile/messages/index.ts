import type { MessageCatalogs } from '../../../platform/i18n/index';
import { profileDe } from './profile.de';
import { profileEn } from './profile.en';
import { profileFr } from './profile.fr';

// The profile module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof profileEn, string> {}
}

/** The profile module's server sentences in en, de and fr; the composition root registers them. */
export const profileMessages: MessageCatalogs<keyof typeof profileEn> = {
  en: profileEn,
  de: profileDe,
  fr: profileFr,
};
