import type { AppDeps } from '../../platform/app-deps';
import { askEvery } from '../../platform/jobs/ask-every';
import { checkVatId } from './check-vat-id';
import { sweepVatIds } from './sweep-vat-ids';
import './vat-id-jobs-payloads';

/** How often a worker looks for VAT ids due for a check: the shortest retry pause is 5 minutes. */
export const VAT_SWEEP_SECONDS = 5 * 60;

/** Declares the VAT id checks' queues; the composition root calls it before the queues are installed. */
export function registerVatIdJobs(deps: AppDeps): void {
  deps.jobs.work(
    'vat-ids.check',
    async (job) => {
      const check = await checkVatId({ ...deps, log: job.log }, job.data.accountId, job.data.reason);
      return { result: check?.result ?? 'no_vat_id' };
    },
    // An unanswered check is retried by the sweep with its own pauses (vat-id-schedule.ts), not here.
    { retryLimit: 0, expireInSeconds: 5 * 60 },
  );
  deps.jobs.work('vat-ids.sweep', async () => ({ asked: await sweepVatIds(deps) }), {
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
}

/** Asks for a sweep now and every VAT_SWEEP_SECONDS (one per interval whatever the number of workers). */
export function scheduleVatIdSweeps(deps: AppDeps): () => void {
  return askEvery(deps, 'vat-ids.sweep', VAT_SWEEP_SECONDS);
}
