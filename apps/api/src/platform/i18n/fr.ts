import { catalogFr } from './areas/catalog.fr';
import { coreFr } from './areas/core.fr';
import { invoicesFr } from './areas/invoices.fr';
import { paymentsFr } from './areas/payments.fr';
import { registrationFr } from './areas/registration.fr';
import { subscriptionsFr } from './areas/subscriptions.fr';
import { webhooksFr } from './areas/webhooks.fr';
import type { ServerMessageKey } from './en';

export const fr: Record<ServerMessageKey, string> = {
  ...coreFr,
  ...catalogFr,
  ...paymentsFr,
  ...invoicesFr,
  ...subscriptionsFr,
  ...webhooksFr,
  ...registrationFr,
};
