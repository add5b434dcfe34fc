import { accountDeletionMessages } from './modules/account-deletion/messages/index';
import { adminUsersMessages } from './modules/admin-users/messages/index';
import { auditMessages } from './modules/audit/messages/index';
import { registrationMessages } from './modules/auth/messages/index';
import { billingMailsMessages } from './modules/billing-mails/messages/index';
import { catalogMessages } from './modules/catalog/messages/index';
import { clientsMessages } from './modules/clients/messages/index';
import { dataExportMessages } from './modules/data-export/messages/index';
import { domainsMessages } from './modules/domains/messages/index';
import { eInvoicesMessages } from './modules/e-invoices/messages/index';
import { extraUsersMessages } from './modules/extra-users/messages/index';
import { invoiceDataMessages } from './modules/invoice-data/messages/index';
import { invoicesMessages } from './modules/invoices/messages/index';
import { mailServerMessages } from './modules/mail-server/messages/index';
import { moneyMessages } from './modules/money/messages/index';
import { notificationsMessages } from './modules/notifications/messages/index';
import { paymentsMessages } from './modules/payments/messages/index';
import { profileMessages } from './modules/profile/messages/index';
import { securityMessages } from './modules/security/messages/index';
import { sepaNoticesMessages } from './modules/sepa-notices/messages/index';
import { subscriptionsMessages } from './modules/subscriptions/messages/index';
import { vatIdsMessages } from './modules/vat-ids/messages/index';
import { webhooksMessages } from './modules/webhooks/messages/index';
import { registerMessages } from './platform/i18n/index';

/**
 * Part of the composition root: every module's server sentences, registered with the platform's
 * translator once per process. Imported for its effect by compose-deps (so the server, the tests
 * and the benchmarks translate the same way) and by the API tests' setup.
 */
for (const messages of [
  accountDeletionMessages,
  adminUsersMessages,
  auditMessages,
  billingMailsMessages,
  catalogMessages,
  clientsMessages,
  dataExportMessages,
  domainsMessages,
  extraUsersMessages,
  eInvoicesMessages,
  invoiceDataMessages,
  invoicesMessages,
  notificationsMessages,
  mailServerMessages,
  moneyMessages,
  paymentsMessages,
  profileMessages,
  registrationMessages,
  securityMessages,
  sepaNoticesMessages,
  subscriptionsMessages,
  vatIdsMessages,
  webhooksMessages,
]) {
  registerMessages(messages);
}
