import type { MessageCatalogs } from '../../../platform/i18n/index';
import { webhooksDe } from './webhooks.de';
import { webhooksEn } from './webhooks.en';
import { webhooksFr } from './webhooks.fr';

// The webhooks module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof webhooksEn, string> {}
}

/** The webhooks module's server sentences in en, de and fr; the composition root registers them. */
export const webhooksMessages: MessageCatalogs<keyof typeof webhooksEn> = {
  en: webhooksEn,
  de: webhooksDe,
  fr: webhooksFr,
};
