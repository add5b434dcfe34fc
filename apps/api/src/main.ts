import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed/index';
import { scheduleBillingCycles } from './modules/subscriptions/renewals/billing-jobs';
import { systemClock } from './platform/clock';
import { migrateDatabase, openDatabase } from './platform/db';
import { createDeps } from './platform/deps';

/** Process entry: config -> database -> migrate -> demo seed -> listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
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
  const deps = await createDeps(config, database, systemClock);
  const app = await buildApp(deps);
  await app.listen({ host: config.HOST, port: config.PORT });
  await deps.jobs.start();
  const stopBillingCycles = scheduleBillingCycles(deps);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Portal ready on http://${config.HOST}:${port} (${database.kind}, ${seconds} s)`);

  const shutdown = async () => {
    stopBillingCycles();
    await app.close();
    await deps.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
