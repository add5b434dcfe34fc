import { buildApp } from './app';
import { composeDeps } from './compose-deps';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed/index';
import { scheduleAuditRetention } from './modules/audit-retention/index';
import { scheduleDataExportCleanup } from './modules/data-export/index';
import { loadSellerLogo } from './modules/invoices/index';
import { scheduleInsightsDigests } from './modules/notifications/index';
import { scheduleBillingCycles } from './modules/subscriptions/renewals/billing-jobs';
import { systemClock } from './platform/clock';
import { migrateDatabase, openDatabase } from './platform/db';

/** Process entry: config -> database -> migrate -> demo seed -> listen. */
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
  await migrateDatabase(database);
  const seeded = await seedDatabase(database.db, {
    demo: config.DEMO_SEED,
    clock: systemClock,
    config,
  });
  if (seeded.demo)
    console.log('Seeded demo data into the empty database (password of every demo account: see README).');
  const deps = await composeDeps(config, database, systemClock);
  const app = await buildApp(deps);
  await app.listen({ host: config.HOST, port: config.PORT });
  await deps.jobs.start();
  const stopBillingCycles = scheduleBillingCycles(deps);
  const stopInsightsDigests = scheduleInsightsDigests(deps);
  const stopDataExportCleanup = scheduleDataExportCleanup(deps);
  const stopAuditRetention = scheduleAuditRetention(deps);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Portal ready on http://${config.HOST}:${port} (${database.kind}, ${seconds} s)`);

  // SIGTERM (a container runtime, `npm start`) and SIGINT (Ctrl+C): stop taking requests, let the
  // running ones and the running jobs finish, close the database, exit. A drain that hangs is cut
  // off after SHUTDOWN_TIMEOUT_SECONDS. Ctrl+C under npm delivers SIGINT twice (the terminal's and
  // npm's forwarded one), so a repeated signal does not cut the drain short.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing running requests and jobs, then stopping.`);
    const deadline = setTimeout(() => {
      console.error(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_SECONDS} s; exiting now.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    deadline.unref();
    try {
      stopBillingCycles();
      stopInsightsDigests();
      stopDataExportCleanup();
      stopAuditRetention();
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
