import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import pino from 'pino';
import type { Database } from '../db';
import { currentTrace, type Trace, withTrace } from '../request-trace';
import { executorBossDb } from './executor-boss-db';
import type { JobContext, JobEnd, JobName, JobOutput, JobPayloads, Jobs, QueueOptions } from './job-types';
import { pgliteBossDb } from './pglite-boss-db';

type StoredJob = PgBoss.JobWithMetadata<unknown>;

interface DeclaredQueue {
  run: (job: StoredJob) => Promise<JobOutput | undefined>;
  options: Omit<QueueOptions, 'concurrency' | 'pollingIntervalSeconds'>;
  concurrency: number;
  pollingIntervalSeconds: number | undefined;
}

export interface JobsOptions {
  database: Database;
  /** pg-boss's own upkeep (expire stuck jobs, archive, delete); off in tests so no timer outlives them. */
  supervise: boolean;
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
  /** Where each run of a job is logged, with the trace of the request that enqueued it. */
  log?: FastifyBaseLogger;
}

/** Without a process log (tests), a job's lines go nowhere. */
const silentLog: FastifyBaseLogger = pino({ level: 'silent' });

/** The key under which a job's payload carries the trace of the request that enqueued it. */
const TRACE_KEY = '_trace';

/** The payload as stored: the job's data and, when a request enqueued it, that request's trace. */
const traced = (data: object): object => {
  const trace = currentTrace();
  return trace ? { ...data, [TRACE_KEY]: { ...trace } } : data;
};

const traceOf = (job: StoredJob): Trace | undefined => {
  const value = (job.data as Record<string, unknown> | null)?.[TRACE_KEY];
  return typeof value === 'object' && value !== null ? (value as Trace) : undefined;
};

/** How often `waitFor` looks at the job: a billing cycle takes seconds, a wait should not add many. */
const WAIT_POLL_MS = 250;

/** A safety stop for `drain`: a handler that keeps enqueueing work would otherwise never end. */
const MAX_DRAIN_RUNS = 1000;

function bossDbFor(database: Database): PgBoss.Db {
  if (database.kind === 'pglite') return pgliteBossDb(database.client);
  const pool = database.client;
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

/** What pg-boss keeps of a failed job: the error's type and message, as its own failures keep. */
const redactedFailure = (error: unknown): object =>
  error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };

function toContext<N extends JobName>(job: StoredJob, log: FastifyBaseLogger): JobContext<N> {
  const { [TRACE_KEY]: _trace, ...data } = (job.data ?? {}) as Record<string, unknown>;
  return {
    id: job.id,
    // pg-boss hands back the JSON that `send` stored for this queue, less the trace.
    data: data as JobPayloads[N],
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    isLastAttempt: job.retryCount >= job.retryLimit,
    log,
  };
}

/** The job queue: pg-boss on the application's own database (PGlite or PostgreSQL). */
export function createJobs(options: JobsOptions): Jobs {
  const boss = new PgBoss({
    db: bossDbFor(options.database),
    migrate: true,
    supervise: options.supervise,
    schedule: false,
  });
  boss.on('error', options.onError ?? ((error) => options.log?.error({ err: error }, 'job queue error')));
  const queues = new Map<string, DeclaredQueue>();

  /** Runs a job inside the trace it was enqueued with, and logs its end with that trace's ids. */
  async function runLogged(
    queue: string,
    job: StoredJob,
    run: (log: FastifyBaseLogger) => Promise<JobOutput | undefined>,
  ): Promise<JobOutput | undefined> {
    const trace = traceOf(job);
    const log = (options.log ?? silentLog).child({ queue, jobId: job.id, ...(trace ?? {}) });
    const started = performance.now();
    const fields = () => ({
      queue,
      jobId: job.id,
      ...(trace ?? {}),
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
    try {
      const output = await withTrace(trace, () => run(log));
      options.log?.info(fields(), 'job completed');
      return output;
    } catch (error) {
      options.log?.error({ ...fields(), err: error }, 'job failed');
      throw error;
    }
  }
  let installing: Promise<void> | null = null;
  let started = false;

  async function installQueues(): Promise<void> {
    await boss.start();
    for (const [name, queue] of queues) {
      // createQueue keeps an existing queue as it is; updateQueue applies changed options to it.
      await boss.createQueue(name, { name, ...queue.options });
      await boss.updateQueue(name, { name, ...queue.options });
    }
  }

  function install(): Promise<void> {
    installing ??= installQueues().catch((error: unknown) => {
      installing = null;
      throw error;
    });
    return installing;
  }

  async function drain(): Promise<number> {
    await install();
    let runs = 0;
    for (let found = true; found; ) {
      found = false;
      for (const [name, queue] of queues) {
        const [job] = await boss.fetch<unknown>(name, { includeMetadata: true, ignoreStartAfter: true });
        if (!job) continue;
        found = true;
        if (++runs > MAX_DRAIN_RUNS) throw new Error(`drain ran more than ${MAX_DRAIN_RUNS} jobs`);
        try {
          await boss.complete(name, job.id, await queue.run(job));
        } catch (error) {
          await boss.fail(name, job.id, error instanceof Error ? error : { message: String(error) });
        }
      }
    }
    return runs;
  }

  return {
    async send(executor, name, data, sendOptions) {
      return boss.send(name, traced(data), { ...sendOptions, db: executorBossDb(executor) });
    },
    async sendMany(executor, name, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map(({ data, options }) => ({ name, data: traced(data as object), ...options })),
        { db: executorBossDb(executor) },
      );
    },
    work(name, handler, queueOptions = {}) {
      if (installing) throw new Error(`Queue ${name} was declared after the job queue was installed`);
      const { concurrency = 1, pollingIntervalSeconds, ...options } = queueOptions;
      queues.set(name, {
        run: (job) => runLogged(name, job, (log) => handler(toContext(job, log))),
        options,
        concurrency,
        pollingIntervalSeconds,
      });
    },
    install,
    async start() {
      await install();
      if (started) return;
      started = true;
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      for (const [name, queue] of queues) {
        const workOptions = {
          includeMetadata: true,
          batchSize: queue.concurrency,
          pollingIntervalSeconds: queue.pollingIntervalSeconds ?? pollingIntervalSeconds,
        } as const;
        let workerId = '';
        workerId = await boss.work<unknown>(name, workOptions, async (jobs) => {
          // pg-boss fetches one batch per polling interval: a full batch means more may be
          // waiting, so the next fetch comes at once (a queue of one job a batch once delivered
          // 30 mails a minute, whatever was waiting).
          if (jobs.length >= queue.concurrency && workerId) boss.notifyWorker(workerId);
          // One job: what its handler returns is kept as the job's output, a failure fails it.
          if (jobs.length === 1 && jobs[0]) return queue.run(jobs[0]);
          // Several at once, each ending on its own: one failure does not fail the others.
          await Promise.all(
            jobs.map(async (job) => {
              try {
                await boss.complete(name, job.id, (await queue.run(job)) ?? undefined);
              } catch (error) {
                await boss.fail(name, job.id, redactedFailure(error));
              }
            }),
          );
          return undefined;
        });
      }
    },
    async waitFor(name, id, timeoutMs): Promise<JobEnd> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById<unknown>(name, id, { includeArchive: true });
        if (job?.state === 'completed')
          return { state: 'completed', output: (job.output as JobOutput) ?? null };
        if (job?.state === 'failed' || job?.state === 'cancelled') return { state: 'failed' };
        if (Date.now() >= until) return { state: 'running' };
        await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
      started = false;
    },
    drain,
  };
}
