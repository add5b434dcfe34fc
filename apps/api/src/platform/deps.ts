import pino from 'pino';
import type { Config } from '../config';
import type { AppDeps } from './app-deps';
import { AuthCache } from './auth/auth-cache';
import { shareCacheDrops } from './auth/cache-peers';
import type { Clock } from './clock';
import type { Database } from './db';
import { createJobs } from './jobs/create-jobs';
import { createLogger } from './logging';
import { createMailer } from './mail/create-mailer';
import { createMetrics } from './metrics';
import type { PaymentGateway } from './payments/gateway';
import { settleServiceSecrets } from './service-secrets';
import { createLocalStorage, storageDirOf } from './storage/storage';
import { createVatRegistry } from './vat-registry/create-vat-registry';

/**
 * Creates the services every module shares, with no module's job declared yet: the composition
 * root (`compose-deps.ts`) adds those, so the platform never depends on a module. The database must be
 * migrated: keys an older installation kept in it are moved out of it at start (decision 0070).
 */
export async function createDeps(
  config: Config,
  database: Database,
  clock: Clock,
  createGateway: (config: Config, database: Database, clock: Clock) => PaymentGateway,
): Promise<AppDeps> {
  const log = config.NODE_ENV === 'test' ? pino({ level: 'silent' }) : createLogger(config);
  const secrets = await settleServiceSecrets(config, database.db, (message) => log.warn(message));
  const metrics = createMetrics(database);
  if (database.kind === 'postgres') {
    database.client.on('error', (error) =>
      log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    );
  }
  const jobs = createJobs({
    database,
    supervise: config.NODE_ENV !== 'test',
    ...(config.NODE_ENV === 'test' ? {} : { log }),
  });
  const mailer = createMailer({
    config,
    serverSecret: secrets.jwt,
    db: database.db,
    clock,
    jobs,
    metrics,
    log,
  });
  const gateway = createGateway(config, database, clock);
  const authCache = new AuthCache(clock, config.AUTH_CACHE_TTL_MS);
  // Every process on the database drops what another one drops (issue 16); it listens until the
  // database is closed.
  const stopSharing = await shareCacheDrops(database, authCache);
  const close = database.close;
  database.close = async () => {
    // The SMTP pool's open connections would otherwise keep the mail server waiting.
    mailer.close();
    await stopSharing();
    await close();
  };
  const storage = createLocalStorage(storageDirOf(config));
  const deps: AppDeps = {
    config,
    secrets,
    database,
    clock,
    mailer,
    jobs,
    gateway,
    vatRegistry: createVatRegistry(config, clock),
    authCache,
    storage,
    metrics,
    log,
  };
  return deps;
}
