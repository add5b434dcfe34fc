import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/db';
import { createJobs } from '../../src/platform/jobs/create-jobs';
import { withTrace } from '../../src/platform/request-trace';
import { useTestApp } from '../support/test-app';
import { TestClient } from '../support/test-client';

declare module '../../src/platform/jobs/job-types' {
  interface JobPayloads {
    'trace.probe': { n: number };
  }
}

const testApp = useTestApp();

describe('a request’s trace in the jobs it enqueues', () => {
  it('stores the request id with the job, and ids only', async () => {
    const { app, db } = testApp();
    const sent = await new TestClient(app).post('/v1/forgotPassword', { email: 'owner@demo.test' });
    expect(sent.statusCode).toBe(200);
    const [job] = rowsOf<{ trace: Record<string, unknown> | null }>(
      await db.execute(
        sql`select data->'_trace' as trace from pgboss.job where name = 'mail.deliver-security' order by created_on desc limit 1`,
      ),
    );
    expect(job?.trace).toEqual({ requestId: expect.stringMatching(/^req-/) });
  });

  it('runs the job in that trace and logs its end with the request and caller ids, the data as sent', async () => {
    const { deps, db } = testApp();
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    // A pino logger writing its JSON lines here, as the process log writes them to stdout.
    const log = pino(
      { level: 'info' },
      {
        write: (line: string) => {
          const { msg, ...fields } = JSON.parse(line) as Record<string, unknown>;
          lines.push({ fields, message: String(msg) });
        },
      },
    );
    const jobs = createJobs({ database: deps.database, supervise: false, log });
    const seen: unknown[] = [];
    jobs.work('trace.probe', async (job) => {
      seen.push(job.data);
      // The job's own lines come from a child of the process log that names the run.
      job.log.info({ step: 'probe' }, 'probing');
    });
    await jobs.install();
    await withTrace({ requestId: 'req-77', userId: 5, accountId: 4 }, () =>
      jobs.send(db, 'trace.probe', { n: 1 }),
    );
    await jobs.send(db, 'trace.probe', { n: 2 });
    expect(await jobs.drain()).toBe(2);
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    const completed = lines.filter((line) => line.message === 'job completed').map((line) => line.fields);
    expect(completed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ queue: 'trace.probe', requestId: 'req-77', userId: 5, accountId: 4 }),
        expect.not.objectContaining({ requestId: expect.anything() }),
      ]),
    );
    const own = lines.filter((line) => line.message === 'probing').map((line) => line.fields);
    expect(own).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          queue: 'trace.probe',
          jobId: expect.any(String),
          requestId: 'req-77',
          step: 'probe',
        }),
      ]),
    );
    expect(own).toHaveLength(2);
    await jobs.stop();
  });
});
