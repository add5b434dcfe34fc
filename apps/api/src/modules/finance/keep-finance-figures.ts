import type { AppDeps } from '../../platform/app-deps';
import { askEvery } from '../../platform/jobs/ask-every';
import { getFinanceOverview } from './get-overview';

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    'finance.keep': Record<string, never>;
  }
}

/**
 * How often a worker works the overview out, keeping what the database keeps for it (decision 0061,
 * addendum): the closed months and the start of the day. A new day's start takes about a second at
 * 1,000,000 invoices; made here within ten minutes of midnight (UTC), the finance page's first look
 * of the day does not wait for it, nor the first look after a deployment.
 */
export const FINANCE_KEEP_SECONDS = 10 * 60;

/** Declares the queue; the composition root calls it before the queues are installed. */
export function registerFinanceJobs(deps: AppDeps): void {
  deps.jobs.work(
    'finance.keep',
    async () => {
      await getFinanceOverview(deps.database.db, deps.clock, {});
    },
    // A failed run is not retried: the next one, ten minutes later, does the same.
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  );
}

/** Asks for a run now and every ten minutes (one per interval whatever the number of workers). */
export function scheduleFinanceKeeping(deps: AppDeps): () => void {
  return askEvery(deps, 'finance.keep', FINANCE_KEEP_SECONDS);
}
