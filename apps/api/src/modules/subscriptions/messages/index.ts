import type { MessageCatalogs } from '../../../platform/i18n/index';
import { subscriptionsDe } from './subscriptions.de';
import { subscriptionsEn } from './subscriptions.en';
import { subscriptionsFr } from './subscriptions.fr';

// The subscriptions module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<keyof typeof subscriptionsEn, string> {}
}

/** The subscriptions module's server sentences in en, de and fr; the composition root registers them. */
export const subscriptionsMessages: MessageCatalogs<keyof typeof subscriptionsEn> = {
  en: subscriptionsEn,
  de: subscriptionsDe,
  fr: subscriptionsFr,
};
