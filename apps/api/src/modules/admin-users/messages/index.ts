import type { MessageCatalogs } from '../../../platform/i18n/index';
import { adminUsersDe } from './admin-users.de';
import { adminUsersEn } from './admin-users.en';
import { adminUsersFr } from './admin-users.fr';

// The staff user module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof adminUsersEn, string> {}
}

/** The staff actions' server sentences in en, de and fr; the composition root registers them. */
export const adminUsersMessages: MessageCatalogs<keyof typeof adminUsersEn> = {
  en: adminUsersEn,
  de: adminUsersDe,
  fr: adminUsersFr,
};
