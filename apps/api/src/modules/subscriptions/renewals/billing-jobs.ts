import type { AppDeps } from '../../../app';
import { runBillingCycle } from './run-billing-cycle';

declare module '../../../platform/jobs/job-types' {
  interface JobPayloads {
    'billing.cycle': Record<string, never>;
  }
}

/** How often every instance asks for a billing cycle; pg-boss keeps one per interval. */
export const BILLING_CYCLE_SECONDS = 60;

/** Declares the billing cycle's queue; platform/deps.ts calls it before the queue is installed. */
export function registerBillingJobs(deps: AppDeps): void {
  deps.jobs.work(
    'billing.cycle',
    async () => {
      await runBillingCycle(deps);
    },
    // A failed cycle is not retried: the next one, a minute later, picks up whatever is still due.
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  );
}

/**
 * Asks for a billing cycle now and every minute. Several instances may all ask: the singleton key
 * lets one cycle per minute through. Returns a function that stops asking.
 */
export function scheduleBillingCycles(deps: AppDeps): () => void {
  const request = () =>
    deps.jobs
      .send(
        deps.database.db,
        'billing.cycle',
        {},
        {
          singletonKey: 'billing-cycle',
          singletonSeconds: BILLING_CYCLE_SECONDS,
        },
      )
      .catch((error: unknown) => console.error('could not schedule the billing cycle', error));
  void request();
  const timer = setInterval(request, BILLING_CYCLE_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
