import type { MessageCatalogs } from '../../../platform/i18n/index';
import { pauseDe } from './pause.de';
import { pauseEn } from './pause.en';
import { pauseFr } from './pause.fr';
import { retentionDe } from './retention.de';
import { retentionEn } from './retention.en';
import { retentionFr } from './retention.fr';
import { subscriptionsDe } from './subscriptions.de';
import { subscriptionsEn } from './subscriptions.en';
import { subscriptionsFr } from './subscriptions.fr';
import { yearlyDe } from './yearly.de';
import { yearlyEn } from './yearly.en';
import { yearlyFr } from './yearly.fr';

type SubscriptionsKey =
  | keyof typeof subscriptionsEn
  | keyof typeof retentionEn
  | keyof typeof pauseEn
  | keyof typeof yearlyEn;

// The subscriptions module's keys join the server's message keys, so `t()` and `AppError` accept them.
declare module '../../../platform/i18n/index' {
  interface ModuleMessages extends Record<SubscriptionsKey, string> {}
}

/** The subscriptions module's server sentences in en, de and fr; the composition root registers them. */
export const subscriptionsMessages: MessageCatalogs<SubscriptionsKey> = {
  en: { ...subscriptionsEn, ...retentionEn, ...pauseEn, ...yearlyEn },
  de: { ...subscriptionsDe, ...retentionDe, ...pauseDe, ...yearlyDe },
  fr: { ...subscriptionsFr, ...retentionFr, ...pauseFr, ...yearlyFr },
};
