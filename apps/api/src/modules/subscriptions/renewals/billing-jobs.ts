import type { AppDeps } from '../../../platform/app-deps';
import { askEvery } from '../../../platform/jobs/ask-every';
import { reconcileCharges } from '../../money/index';
import { runBillingCycle } from './run-billing-cycle';

declare module '../../../platform/jobs/job-types' {
  interface JobPayloads {
    'billing.cycle': Record<string, never>;
  }
}

/** Declares the billing cycle's queue; platform/deps.ts calls it before the queue is installed. */
export function registerBillingJobs(deps: AppDeps): void {
  deps.jobs.work(
    'billing.cycle',
    async (job) => {
      const stopTimer = deps.metrics.billingCycleDuration.startTimer();
      // The cycle's incidents (a charge the sweep could not settle) name this run of the job.
      const report = await runBillingCycle({ ...deps, log: job.log });
      stopTimer();
      for (const [outcome, count] of Object.entries(report.outcomes)) {
        deps.metrics.renewals.inc({ outcome }, count ?? 0);
      }
      deps.metrics.reconciliations.inc(report.reconciled);
      return { renewed: report.renewed };
    },
    // A failed cycle is not retried: the next one picks up whatever is still due.
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  );
}

/**
 * How often every instance sweeps for charges left half-done, between billing cycles: a crash is
 * settled soon after its lease ends instead of at the next cycle but one. Claims are atomic, so
 * several instances sweeping at once settle each charge once.
 */
export const RECONCILE_SECONDS = 15;

/**
 * Asks for a billing cycle now and every BILLING_CYCLE_SECONDS, and sweeps for charges left half-done every 15 s.
 * Several instances may all ask: the singleton key lets one cycle per interval through. Returns a
 * function that stops both.
 */
export function scheduleBillingCycles(deps: AppDeps): () => void {
  const stopAsking = askEvery(deps, 'billing.cycle', deps.config.BILLING_CYCLE_SECONDS);
  let sweeping = false;
  const sweeperDeps = { ...deps, log: deps.log.child({ task: 'reconcile-charges' }) };
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    await reconcileCharges(sweeperDeps)
      .catch((error: unknown) =>
        deps.log.error(
          { err: error, incident: 'sweep_failed' },
          'money incident: the reconciliation sweep failed',
        ),
      )
      .finally(() => {
        sweeping = false;
      });
  };
  const sweeper = setInterval(sweep, RECONCILE_SECONDS * 1000);
  sweeper.unref();
  return () => {
    stopAsking();
    clearInterval(sweeper);
  };
}
