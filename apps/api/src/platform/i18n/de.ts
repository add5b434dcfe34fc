import { catalogDe } from './areas/catalog.de';
import { coreDe } from './areas/core.de';
import { invoicesDe } from './areas/invoices.de';
import { paymentsDe } from './areas/payments.de';
import { registrationDe } from './areas/registration.de';
import { subscriptionsDe } from './areas/subscriptions.de';
import { webhooksDe } from './areas/webhooks.de';
import type { ServerMessageKey } from './en';

export const de: Record<ServerMessageKey, string> = {
  ...coreDe,
  ...catalogDe,
  ...paymentsDe,
  ...invoicesDe,
  ...subscriptionsDe,
  ...webhooksDe,
  ...registrationDe,
};
