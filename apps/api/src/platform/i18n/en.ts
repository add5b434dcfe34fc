import { catalogEn } from './areas/catalog.en';
import { coreEn } from './areas/core.en';
import { invoicesEn } from './areas/invoices.en';
import { paymentsEn } from './areas/payments.en';
import { registrationEn } from './areas/registration.en';
import { subscriptionsEn } from './areas/subscriptions.en';
import { webhooksEn } from './areas/webhooks.en';

/** Every server sentence in English, merged from one file per area (each area owns its keys). */
export const en = {
  ...coreEn,
  ...catalogEn,
  ...paymentsEn,
  ...invoicesEn,
  ...subscriptionsEn,
  ...webhooksEn,
  ...registrationEn,
} as const;

export type ServerMessageKey = keyof typeof en;
