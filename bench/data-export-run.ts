// One run of the data export benchmark (bench/data-export.mjs starts one process per size):
// `node --expose-gc --import tsx bench/data-export-run.ts <invoices>`. An account with that many
// invoices (bench/seed-invoices.ts) asks for its data; the export job runs in this process, as the
// worker runs it, and the run reports its wall time and how far the peak RSS (VmHWM) rose above the
// RSS before it, as one line of JSON. Uses DATABASE_URL (a scratch database) when set, else PGlite.
import { writeFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { fromBufferPromise } from 'yauzl';
import { composeDeps } from '../apps/api/src/compose-deps';
import { loadConfig } from '../apps/api/src/config';
import { dataExports } from '../apps/api/src/db/schema/index';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { buildDataExport } from '../apps/api/src/modules/data-export/index';
import { requestDataExport } from '../apps/api/src/modules/data-export/request-data-export';
import type { AppDeps } from '../apps/api/src/platform/app-deps';
import { systemClock } from '../apps/api/src/platform/clock';
import { createPglite, migrateDatabase, openDatabase } from '../apps/api/src/platform/db';
import type { RequestContext } from '../apps/api/src/platform/request-context';
import { benchCustomer, kilobytes, resetPeak } from './bench-account';

/** Asks for the export and runs its job; answers the archive's row. */
async function exportOnce(deps: AppDeps, context: RequestContext) {
  const { row } = await requestDataExport(deps, context);
  await buildDataExport(deps, row.id);
  const [done] = await deps.database.db.select().from(dataExports).where(eq(dataExports.id, row.id));
  if (done?.status !== 'ready' || !done.storageKey) throw new Error(`export ${row.id} is ${done?.status}`);
  return done;
}

async function main(): Promise<void> {
  const invoices = Number(process.argv[2] ?? 1000);
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DEMO_SEED: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
    STORAGE_DIR: process.env.STORAGE_DIR ?? `/tmp/portal-bench-export-${process.pid}`,
  });
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolMax: config.DATABASE_POOL_MAX } : { pglite: await createPglite() },
  );
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  const deps = await composeDeps(config, database, systemClock);

  // A small account first, so the code, the fonts and the query plans are warm before measuring.
  const warm = await benchCustomer(deps, 20);
  await deps.storage.deletePrivate((await exportOnce(deps, warm.context)).storageKey ?? '');
  const measured = await benchCustomer(deps, invoices);

  // BENCH_PROFILE=<file>: a CPU profile of the measured export only.
  const inspector = process.env.BENCH_PROFILE ? await import('node:inspector/promises') : null;
  const profiler = inspector ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  resetPeak();
  const rssBefore = kilobytes('VmRSS');
  const started = performance.now();
  const row = await exportOnce(deps, measured.context);
  const seconds = (performance.now() - started) / 1000;
  const peak = kilobytes('VmHWM');
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(String(process.env.BENCH_PROFILE), JSON.stringify(profile));
  }

  // Checked after measuring: the archive holds every invoice's PDF.
  const archive = await buffer(deps.storage.openPrivate(row.storageKey ?? ''));
  const zip = await fromBufferPromise(archive, { lazyEntries: true });
  let pdfs = 0;
  for await (const entry of zip.eachEntry()) if (entry.fileName.startsWith('invoices/')) pdfs += 1;
  if (pdfs !== invoices) throw new Error(`the archive holds ${pdfs} invoice PDFs, not ${invoices}`);

  console.log(
    JSON.stringify({
      database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      invoices,
      seconds,
      bytes: row.bytes,
      rssBeforeMb: rssBefore / 1024,
      peakMb: peak / 1024,
      peakGrowthMb: (peak - rssBefore) / 1024,
    }),
  );
  await deps.storage.deletePrivate(row.storageKey ?? '');
  await deps.jobs.stop().catch(() => {});
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
