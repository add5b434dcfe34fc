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
    return { recorded: job.data.value };
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

  it('tells a waiting process how a job ended: still running, completed with its output, or failed', async () => {
    const id = await jobs.send(testApp().db, 'test.record', { value: 'waited for' });
    if (!id) throw new Error('not enqueued');
    // Nothing works the queue yet: the wait runs out.
    expect(await jobs.waitFor('test.record', id, 300)).toEqual({ state: 'running' });
    await jobs.drain();
    expect(await jobs.waitFor('test.record', id, 300)).toEqual({
      state: 'completed',
      output: { recorded: 'waited for' },
    });
    const failing = await jobs.send(testApp().db, 'test.flaky', { failures: 99 });
    if (!failing) throw new Error('not enqueued');
    await jobs.drain();
    expect(await jobs.waitFor('test.flaky', failing, 300)).toEqual({ state: 'failed' });
  });

  it('runs jobs through the polling workers once started, and keeps their output', async () => {
    await jobs.start();
    const id = await testApp().db.transaction((tx) => jobs.send(tx, 'test.record', { value: 'polled' }));
    await expect.poll(() => recorded, { timeout: 5000, interval: 100 }).toEqual(['polled']);
    if (!id) throw new Error('not enqueued');
    expect(await jobs.waitFor('test.record', id, 5000)).toEqual({
      state: 'completed',
      output: { recorded: 'polled' },
    });
  });
});
