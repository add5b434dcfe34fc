// One run of the invoice archive benchmark (issue 32; bench/invoice-archive.mjs starts it):
// `node --expose-gc --import tsx bench/invoice-archive-run.ts <invoices>`. An account with that many
// invoices issued in 2026 asks for the year's archive (every invoice as PDF and as XML, streamed into
// a ZIP); the run reports the wall time and how far the peak RSS (VmHWM) rose above the RSS before
// it, as one line of JSON. Uses DATABASE_URL (a scratch database) when set, else PGlite.
import { createWriteStream, rmSync, statSync } from 'node:fs';
import { openPromise } from 'yauzl';
import { composeDeps } from '../apps/api/src/compose-deps';
import { loadConfig } from '../apps/api/src/config';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { openInvoiceArchive } from '../apps/api/src/modules/invoice-archive/invoice-archive';
import type { AppDeps } from '../apps/api/src/platform/app-deps';
import { systemClock } from '../apps/api/src/platform/clock';
import { createPglite, migrateDatabase, openDatabase } from '../apps/api/src/platform/db';
import type { RequestContext } from '../apps/api/src/platform/request-context';
import { benchCustomer, kilobytes, resetPeak } from './bench-account';

const YEAR = 2026;

/** Writes the year's archive of the context's account to `file`. */
async function archiveOnce(deps: AppDeps, context: RequestContext, file: string): Promise<void> {
  const archive = await openInvoiceArchive(deps, context, { year: YEAR, month: undefined });
  await archive.writeTo(createWriteStream(file));
}

async function entriesOf(file: string): Promise<number> {
  const zip = await openPromise(file, { lazyEntries: true });
  const count = zip.entryCount;
  zip.close();
  return count;
}

async function main(): Promise<void> {
  const invoices = Number(process.argv[2] ?? 1000);
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DEMO_SEED: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
  });
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolMax: config.DATABASE_POOL_MAX } : { pglite: await createPglite() },
  );
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  const deps = await composeDeps(config, database, systemClock);
  const firstIssue = new Date(Date.UTC(YEAR, 0, 1, 8));
  const file = `/tmp/portal-bench-archive-${process.pid}.zip`;

  // A small account first, so the code, the fonts and the query plans are warm before measuring.
  const warm = await benchCustomer(deps, 20, firstIssue);
  await archiveOnce(deps, warm.context, file);
  const measured = await benchCustomer(deps, invoices, firstIssue);

  resetPeak();
  const rssBefore = kilobytes('VmRSS');
  const started = performance.now();
  await archiveOnce(deps, measured.context, file);
  const seconds = (performance.now() - started) / 1000;
  const peak = kilobytes('VmHWM');

  // Checked after measuring: a PDF and an XML of every invoice.
  const entries = await entriesOf(file);
  if (entries !== invoices * 2) throw new Error(`the archive holds ${entries} files, not ${invoices * 2}`);
  console.log(
    JSON.stringify({
      database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      invoices,
      entries,
      seconds,
      bytes: statSync(file).size,
      rssBeforeMb: rssBefore / 1024,
      peakGrowthMb: (peak - rssBefore) / 1024,
    }),
  );
  rmSync(file, { force: true });
  await deps.jobs.stop().catch(() => {});
  await database.close();
}

await main();
