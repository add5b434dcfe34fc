import { buildApp } from './app';
import { composeDeps } from './compose-deps';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed/index';
import { scheduleAuditRetention } from './modules/audit-retention/index';
import { scheduleDataExportCleanup } from './modules/data-export/index';
import { scheduleFinanceKeeping } from './modules/finance/index';
import { scheduleDemoFeeds } from './modules/insights/index';
import { loadSellerLogo } from './modules/invoices/index';
import { scheduleInsightsDigests } from './modules/notifications/index';
import { scheduleBillingCycles } from './modules/subscriptions/renewals/billing-jobs';
import { scheduleVatIdSweeps } from './modules/vat-ids/index';
import type { AppDeps } from './platform/app-deps';
import { systemClock } from './platform/clock';
import { migrateDatabase, openDatabase, underMigrationLock } from './platform/db';

/** The jobs' workers and the schedules (billing cycles, digests, clean-ups): the worker's part. */
async function startWork(deps: AppDeps): Promise<() => void> {
  await deps.jobs.start();
  const stops = [
    scheduleBillingCycles(deps),
    scheduleInsightsDigests(deps),
    scheduleDemoFeeds(deps),
    scheduleDataExportCleanup(deps),
    scheduleAuditRetention(deps),
    scheduleFinanceKeeping(deps),
    scheduleVatIdSweeps(deps),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Process entry: config -> database -> migrate -> demo seed -> listen; the role decides the rest. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  // The invoices' logo is read once, now: a wrong SELLER_LOGO_PATH stops the start, not a download.
  await loadSellerLogo(config.SELLER_LOGO_PATH);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
  });
  // Several processes starting together migrate, seed, settle the service secrets and install the job
  // queues one at a time (issue 16): side by side, the queues' installs deadlocked each other.
  const { seeded, deps } = await underMigrationLock(database, async () => {
    await migrateDatabase(database);
    const seeded = await seedDatabase(database.db, { demo: config.DEMO_SEED, clock: systemClock, config });
    return { seeded, deps: await composeDeps(config, database, systemClock) };
  });
  if (seeded.demo)
    console.log('Seeded demo data into the empty database (password of every demo account: see README).');
  const role = config.PORTAL_ROLE;
  // A worker serves no traffic, but answers its probes like every process.
  const app = await buildApp(deps, { serve: role === 'worker' ? 'probes' : 'all' });
  await app.listen({ host: config.HOST, port: config.PORT });
  const stopWork = role === 'web' ? () => {} : await startWork(deps);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Portal ready on http://${config.HOST}:${port} (${database.kind}, role ${role}, ${seconds} s)`);

  // SIGTERM (a container runtime, `npm start`) and SIGINT (Ctrl+C): /readyz fails first (for
  // SHUTDOWN_DRAIN_SECONDS, so a load balancer stops sending), then the server stops taking requests,
  // the running ones and the running jobs finish, the database closes, the process exits. A drain that
  // hangs is cut off after SHUTDOWN_TIMEOUT_SECONDS. Ctrl+C under npm delivers SIGINT twice (the
  // terminal's and npm's forwarded one), so a repeated signal does not cut the drain short.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing running requests and jobs, then stopping.`);
    const deadline = setTimeout(
      () => {
        console.error(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_SECONDS} s; exiting now.`);
        process.exit(1);
      },
      (config.SHUTDOWN_DRAIN_SECONDS + config.SHUTDOWN_TIMEOUT_SECONDS) * 1000,
    );
    deadline.unref();
    try {
      app.lifecycle.draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
      stopWork();
      await app.close();
      await deps.jobs.stop();
      await database.close();
      console.log('Portal stopped.');
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
