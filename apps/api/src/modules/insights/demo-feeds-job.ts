import type { AppDeps } from '../../platform/app-deps';
import { askEvery } from '../../platform/jobs/ask-every';
import { continueDemoFeeds } from './demo-feeds';

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    'insights.demo-feeds': Record<string, never>;
  }
}

/** Continues the demo feeds while the demo data is in use (DEMO_SEED); without it, does nothing. */
export async function runDemoFeeds(deps: AppDeps): Promise<void> {
  if (!deps.config.DEMO_SEED) return;
  await continueDemoFeeds(deps.database.db, deps.clock.now());
}

/** Declares the demo feeds' queue; the composition root calls it before the queues are installed. */
export function registerDemoFeedJobs(deps: AppDeps): void {
  deps.jobs.work('insights.demo-feeds', () => runDemoFeeds(deps).then(() => undefined), {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 15 * 60,
  });
}

/** Hourly, so a new day's demo figures appear soon after midnight; nothing to ask for without demo data. */
export const DEMO_FEEDS_TICK_SECONDS = 60 * 60;

export function scheduleDemoFeeds(deps: AppDeps): () => void {
  if (!deps.config.DEMO_SEED) return () => {};
  return askEvery(deps, 'insights.demo-feeds', DEMO_FEEDS_TICK_SECONDS);
}
