import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobs } from '../../src/platform/jobs/create-jobs';
import type { JobContext, Jobs } from '../../src/platform/jobs/job-types';
import { useTestApp } from '../support/test-app';

declare module '../../src/platform/jobs/job-types' {
  interface JobPayloads {
    'test.record': { value: string };
    'test.flaky': { failures: number };
  }
}

const testApp = useTestApp();
let jobs: Jobs;
const recorded: string[] = [];
const flakyAttempts: JobContext<'test.flaky'>[] = [];

beforeAll(async () => {
  jobs = createJobs({ database: testApp().deps.database, supervise: false, pollingIntervalSeconds: 0.5 });
  jobs.work('test.record', async (job) => {
    recorded.push(job.data.value);
  });
  jobs.work(
    'test.flaky',
    async (job) => {
      flakyAttempts.push(job);
      if (job.retryCount < job.data.failures) throw new Error(`attempt ${job.retryCount} failed`);
    },
    { retryLimit: 2, retryDelay: 60, retryBackoff: true },
  );
  await jobs.install();
});

afterAll(async () => {
  await jobs.stop();
});

beforeEach(() => {
  recorded.length = 0;
  flakyAttempts.length = 0;
});

describe('jobs', () => {
  it('runs a job enqueued inside a committed transaction', async () => {
    await testApp().db.transaction(async (tx) => {
      await jobs.send(tx, 'test.record', { value: 'committed' });
    });
    expect(await jobs.drain()).toBe(1);
    expect(recorded).toEqual(['committed']);
  });

  it('never runs a job enqueued inside a rolled-back transaction', async () => {
    await expect(
      testApp().db.transaction(async (tx) => {
        await jobs.send(tx, 'test.record', { value: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs.drain()).toBe(0);
    expect(recorded).toEqual([]);
  });

  it('retries a failing job until it succeeds', async () => {
    await jobs.send(testApp().db, 'test.flaky', { failures: 2 });
    expect(await jobs.drain()).toBe(3);
    expect(flakyAttempts.map((job) => [job.retryCount, job.isLastAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
  });

  it('gives up after the retry limit', async () => {
    await jobs.send(testApp().db, 'test.flaky', { failures: 99 });
    expect(await jobs.drain()).toBe(3);
    expect(await jobs.drain()).toBe(0);
    expect(flakyAttempts.at(-1)?.isLastAttempt).toBe(true);
  });

  it('runs jobs through the polling workers once started', async () => {
    await jobs.start();
    await testApp().db.transaction(async (tx) => {
      await jobs.send(tx, 'test.record', { value: 'polled' });
    });
    await expect.poll(() => recorded, { timeout: 5000, interval: 100 }).toEqual(['polled']);
  });
});
