import type { MessageCatalogs } from '../../../platform/i18n/index';
import { accountDeletionDe } from './account-deletion.de';
import { accountDeletionEn } from './account-deletion.en';
import { accountDeletionFr } from './account-deletion.fr';

// The account deletion module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof accountDeletionEn, string> {}
}

/** The account deletion module's server sentences in en, de and fr; the composition root registers them. */
export const accountDeletionMessages: MessageCatalogs<keyof typeof accountDeletionEn> = {
  en: accountDeletionEn,
  de: accountDeletionDe,
  fr: accountDeletionFr,
};
