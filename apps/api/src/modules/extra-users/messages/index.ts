import type { MessageCatalogs } from '../../../platform/i18n/index';
import { extraUsersDe } from './extra-users.de';
import { extraUsersEn } from './extra-users.en';
import { extraUsersFr } from './extra-users.fr';

// The extra-users module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof extraUsersEn, string> {}
}

/** The extra-users module's server sentences in en, de and fr; the composition root registers them. */
export const extraUsersMessages: MessageCatalogs<keyof typeof extraUsersEn> = {
  en: extraUsersEn,
  de: extraUsersDe,
  fr: extraUsersFr,
};
