import type { AppDeps } from '../app-deps';
import type { JobName, JobPayloads } from './job-types';

/** The queues a worker asks for on a timer: their jobs carry no data. */
type TimedJob = { [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never }[JobName];

/**
 * Asks for a `name` job now and every `seconds`. Every worker asks; the singleton key (the queue's
 * name) lets one job through per interval whatever their number. Returns a function that stops asking.
 */
export function askEvery(
  deps: Pick<AppDeps, 'jobs' | 'database' | 'log'>,
  name: TimedJob,
  seconds: number,
): () => void {
  const request = () =>
    deps.jobs
      .send(deps.database.db, name, {} as JobPayloads[typeof name], {
        singletonKey: name,
        singletonSeconds: seconds,
      })
      .catch((error: unknown) => deps.log.error({ err: error, job: name }, 'could not schedule a job'));
  void request();
  const timer = setInterval(request, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
