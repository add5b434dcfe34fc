import type { AppDeps } from '../app';
import type { Config } from '../config';
import { registerInvoiceJobs } from '../modules/invoices/invoice-jobs';
import { registerBillingJobs } from '../modules/subscriptions/renewals/billing-jobs';
import { registerWebhookJobs } from '../modules/webhooks/webhook-jobs';
import { AuthCache } from './auth/auth-cache';
import type { Clock } from './clock';
import type { Database } from './db';
import { createJobs } from './jobs/create-jobs';
import { createMailer } from './mail/create-mailer';
import { createGateway } from './payments/create-gateway';
import { settleServiceSecrets } from './service-secrets';

/**
 * Creates the services every module shares. main.ts and the test harness both call this, so tests
 * run the same wiring as production. The database must be migrated: the signing secrets may live there.
 */
export async function createDeps(config: Config, database: Database, clock: Clock): Promise<AppDeps> {
  const secrets = await settleServiceSecrets(config, database.db);
  const jobs = createJobs({ database, supervise: config.NODE_ENV !== 'test' });
  const mailer = createMailer({ config, serverSecret: secrets.jwt, db: database.db, clock, jobs });
  const gateway = createGateway(config, database, clock);
  const authCache = new AuthCache(clock, config.AUTH_CACHE_TTL_MS);
  const deps: AppDeps = { config, secrets, database, clock, mailer, jobs, gateway, authCache };
  registerInvoiceJobs(deps);
  registerBillingJobs(deps);
  registerWebhookJobs(deps);
  // After every queue is declared: a request may enqueue jobs before the workers start.
  await jobs.install();
  return deps;
}
