import type { Config } from './config';
import { createGateway } from './create-gateway';
import './messages';
import { registerAccountDeletionJobs } from './modules/account-deletion/index';
import { registerAuditRetentionJobs } from './modules/audit-retention/index';
import { registerBillingMailJobs } from './modules/billing-mails/index';
import { registerDataExportJobs } from './modules/data-export/index';
import { settleExtraUser } from './modules/extra-users/index';
import { registerFinanceJobs } from './modules/finance/index';
import { registerDemoFeedJobs } from './modules/insights/index';
import { registerInvoiceJobs } from './modules/invoices/invoice-jobs';
import { accountSenders } from './modules/mail-server/index';
import { plugMoneyPurposes } from './modules/money/index';
import { registerInsightsDigestJobs } from './modules/notifications/index';
import {
  activateOnInvoicePaid,
  pastDueOnDebitReturn,
  settleCollection,
  settlePurchase,
  settleQuantityChange,
  settleYearlySwitch,
} from './modules/subscriptions/index';
import { registerBillingJobs } from './modules/subscriptions/renewals/billing-jobs';
import { registerVatIdJobs } from './modules/vat-ids/index';
import { registerWebhookJobs } from './modules/webhooks/webhook-jobs';
import type { AppDeps } from './platform/app-deps';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db';
import { createDeps } from './platform/deps';

/**
 * The composition root of the services: the platform's, then every module's jobs, then the queues
 * installed. main.ts, the test harness and the benchmarks all call this, so tests run the same
 * wiring as production. The database must be migrated: the signing secrets may live there.
 */
export async function composeDeps(config: Config, database: Database, clock: Clock): Promise<AppDeps> {
  const deps = await createDeps(config, database, clock, createGateway);
  // Each purpose's own part of the one money path: how its charges left half-done are settled, and
  // what a paid open invoice does to its subscription (decision 0067).
  plugMoneyPurposes({
    settlers: {
      purchase: settlePurchase,
      quantity: settleQuantityChange,
      renewal: settleCollection,
      extra_user: settleExtraUser,
      interval_switch: settleYearlySwitch,
    },
    invoicePaid: activateOnInvoicePaid,
    debitReturned: pastDueOnDebitReturn,
  });
  registerInvoiceJobs(deps);
  registerBillingJobs(deps);
  registerWebhookJobs(deps);
  registerBillingMailJobs(deps);
  registerInsightsDigestJobs(deps);
  registerDemoFeedJobs(deps);
  registerAccountDeletionJobs(deps);
  registerDataExportJobs(deps);
  registerAuditRetentionJobs(deps);
  registerFinanceJobs(deps);
  registerVatIdJobs(deps);
  // Mails an account sends to its people go through its own mail server when it has one.
  deps.mailer.useAccountSenders(accountSenders(deps));
  // After every queue is declared: a request may enqueue jobs before the workers start.
  await deps.jobs.install();
  return deps;
}
