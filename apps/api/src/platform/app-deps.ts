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
  authCache: AuthCache;
  storage: Storage;
  metrics: PortalMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
