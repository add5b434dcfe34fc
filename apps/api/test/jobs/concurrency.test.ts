// A queue runs up to its `concurrency` jobs at once, each ending on its own (issue 30: mail went
// out one job per polling interval, 30 a minute, whatever was waiting).
import { describe, expect, it } from 'vitest';
import { createJobs } from '../../src/platform/jobs/create-jobs';
import { useTestApp } from '../support/test-app';

declare module '../../src/platform/jobs/job-types' {
  interface JobPayloads {
    'concurrency.probe': { n: number };
  }
}

const testApp = useTestApp();

async function until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the jobs');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a queue with a concurrency of 5', () => {
  it('runs several jobs at once, at most 5, and a failing one fails alone', async () => {
    const { deps, db } = testApp();
    const jobs = createJobs({ database: deps.database, supervise: false, pollingIntervalSeconds: 0.5 });
    let running = 0;
    let most = 0;
    const completed: number[] = [];
    jobs.work(
      'concurrency.probe',
      async (job) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 40));
        running -= 1;
        if (job.data.n === 3) throw new Error('the third one fails');
        completed.push(job.data.n);
        return { n: job.data.n };
      },
      { concurrency: 5, retryLimit: 0 },
    );
    await jobs.install();
    await jobs.sendMany(
      db,
      'concurrency.probe',
      Array.from({ length: 20 }, (_, n) => ({ data: { n } })),
    );
    await jobs.start();
    try {
      await until(() => completed.length === 19);
    } finally {
      await jobs.stop();
    }
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(5);
    expect(completed.sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n).filter((n) => n !== 3),
    );
  });
});
