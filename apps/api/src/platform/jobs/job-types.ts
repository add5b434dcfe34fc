import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db';

/**
 * The payload of every job, by queue name. Each module that owns a queue adds its entry with
 * `declare module`, so `send` and `work` check names and payloads at compile time.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

/** What a handler learns about the job it runs. */
export interface JobContext<N extends JobName> {
  id: string;
  data: JobPayloads[N];
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** When this attempt fails, the job fails for good. */
  isLastAttempt: boolean;
  /** The process log's child for this run: every line names the queue, the job and its trace. */
  log: FastifyBaseLogger;
}

/**
 * A handler that throws fails the attempt; pg-boss retries it as the queue's options say. What it
 * returns is kept as the job's output, for whoever waits for the job (`Jobs.waitFor`).
 */
export type JobHandler<N extends JobName> = (job: JobContext<N>) => Promise<JobOutput | undefined>;

/** A job's result as pg-boss keeps it: a JSON object. */
export type JobOutput = Record<string, unknown>;

/** How a job that was waited for ended. `running`: it had not ended when the wait ran out. */
export type JobEnd =
  | { state: 'completed'; output: JobOutput | null }
  | { state: 'failed' }
  | { state: 'running' };

/** Retry, expiry and retention of a queue (pg-boss queue options). */
export type QueueOptions = Omit<PgBoss.Queue, 'name'> & {
  /**
   * How many jobs of the queue one process runs at once (1 by default). A full batch fetches the
   * next one at once instead of after the polling interval.
   */
  concurrency?: number;
  /** How often an idle worker of the queue looks for jobs (the runner's default otherwise). */
  pollingIntervalSeconds?: number;
};

/** Per-job options such as `startAfter` or `singletonKey`; the connection is always the executor. */
export type SendOptions = Omit<PgBoss.SendOptions, 'db'>;

export interface Jobs {
  /** Enqueues a job on `executor`: pass the open transaction so the job commits or rolls back with it. */
  send<N extends JobName>(
    executor: Executor,
    name: N,
    data: JobPayloads[N],
    options?: SendOptions,
  ): Promise<string | null>;
  /**
   * Enqueues several jobs of one queue on `executor` in one statement (a batch of renewals). A job
   * whose `id` is already waiting or running is skipped, as `send` skips it.
   */
  sendMany<N extends JobName>(
    executor: Executor,
    name: N,
    jobs: { data: JobPayloads[N]; options?: Pick<SendOptions, 'id' | 'singletonKey'> }[],
  ): Promise<void>;
  /** Declares a queue and its handler; call before `install`. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: QueueOptions): void;
  /** Creates or migrates pg-boss's tables and the declared queues. Safe to call more than once. */
  install(): Promise<void>;
  /** Installs, then starts polling workers for every declared queue. */
  start(): Promise<void>;
  /**
   * Waits up to `timeoutMs` for a job (from `send`) to end, run by whichever process works its
   * queue: a web process hands work to the worker and answers with its result.
   */
  waitFor(name: JobName, id: string, timeoutMs: number): Promise<JobEnd>;
  /** Stops the workers, waiting for running jobs. */
  stop(): Promise<void>;
  /**
   * Runs every waiting job of every declared queue now, retries included even when their delay has
   * not passed, until none is left. Returns the number of attempts run. For tests and scripts.
   */
  drain(): Promise<number>;
}
