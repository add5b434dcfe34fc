import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AuthCache } from './auth/auth-cache';
import type { Clock } from './clock';
import type { Database } from './db';
import type { Jobs } from './jobs/job-types';
import type { Mailer } from './mail/send-mail';
import type { PortalMetrics } from './metrics';
import type { PaymentGateway } from './payments/gateway';
import type { ServiceSecrets } from './service-secrets';
import type { Storage } from './storage/storage';
import type { VatRegistry } from './vat-registry/vat-registry';

/**
 * The services every module is handed. A platform type, so modules depend on the platform and never
 * on the composition root that assembles them (`compose-deps.ts`, `app.ts`).
 */
export interface AppDeps {
  config: Config;
  secrets: ServiceSecrets;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  jobs: Jobs;
  gateway: PaymentGateway;
  /** Answers whether a customer's VAT id is registered, with a consultation number (decision 0080). */
  vatRegistry: VatRegistry;
  authCache: AuthCache;
  storage: Storage;
  metrics: PortalMetrics;
  /**
   * The process's structured log (pino): incidents a person must act on (money that moved and could
   * not be recorded, a refund that failed) are one line each, naming account, purpose and records.
   * Silent in tests unless a test listens.
   */
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
