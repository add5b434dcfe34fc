// What other modules and the composition root use of the data export: its one public surface.
import type { AppDeps } from '../../platform/app-deps';
import { askEvery } from '../../platform/jobs/ask-every';
import { buildDataExportJob, DATA_EXPORT_BUILD_QUEUE } from './build-data-export';
import { cleanUpDataExports } from './expire-data-exports';

/** A ZIP written entry by entry into a stream, one file in memory at a time (the invoice archive uses it). */
export { type ZipArchive, zipInto } from './archive/zip-archive';
export { buildDataExport } from './build-data-export';
export { cleanUpDataExports, deleteDataExportsOf } from './expire-data-exports';
export { dataExportRoutes } from './routes';

/** Declares the export's queues; the composition root calls it before the queues are installed. */
export function registerDataExportJobs(deps: AppDeps): void {
  deps.jobs.work('data-export.build', buildDataExportJob(deps), DATA_EXPORT_BUILD_QUEUE);
  deps.jobs.work(
    'data-export.cleanup',
    async () => {
      await cleanUpDataExports(deps);
    },
    { retryLimit: 2, retryDelay: 300, expireInSeconds: 10 * 60 },
  );
}

export const DATA_EXPORT_CLEANUP_TICK_SECONDS = 60 * 60;

/**
 * Asks for a cleanup now and every hour (one per hour whatever the number of instances, as the
 * digest does). Returns a function that stops asking.
 */
export function scheduleDataExportCleanup(deps: AppDeps): () => void {
  return askEvery(deps, 'data-export.cleanup', DATA_EXPORT_CLEANUP_TICK_SECONDS);
}
