// The activity log's retention (decision 0055): its one public surface.
import type { AppDeps } from '../../platform/app-deps';
import { askEvery } from '../../platform/jobs/ask-every';
import { deleteExpiredAuditEntries } from './delete-expired-entries';

export { deleteExpiredAuditEntries, retentionCutoff } from './delete-expired-entries';

/** Declares the retention queue; the composition root calls it before the queues are installed. */
export function registerAuditRetentionJobs(deps: AppDeps): void {
  deps.jobs.work(
    'audit.retention',
    async () => {
      await deleteExpiredAuditEntries(deps);
    },
    { retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 },
  );
}

export const AUDIT_RETENTION_TICK_SECONDS = 60 * 60;

/**
 * Asks for a retention run now and every hour (one per hour whatever the number of instances).
 * Returns a function that stops asking.
 */
export function scheduleAuditRetention(deps: AppDeps): () => void {
  return askEvery(deps, 'audit.retention', AUDIT_RETENTION_TICK_SECONDS);
}
