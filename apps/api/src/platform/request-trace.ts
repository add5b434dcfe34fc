import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Who and which request a piece of work comes from: ids only, never personal data (issue 16). */
export interface Trace {
  requestId: string;
  userId?: number;
  accountId?: number;
}

const traces = new AsyncLocalStorage<Trace>();

/** The trace of the request this code runs for, if any (a job enqueued there carries it on). */
export const currentTrace = (): Trace | undefined => traces.getStore();

/** Runs `work` as part of `trace` (a job run for the request that enqueued it). */
export const withTrace = <T>(trace: Trace | undefined, work: () => Promise<T>): Promise<T> =>
  trace ? traces.run(trace, work) : work();

/**
 * Every request runs inside its trace: its id from the start, the caller's ids once authentication
 * has found them, so jobs it enqueues log the same request id and ids.
 */
export function registerRequestTrace(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    traces.run({ requestId: request.id }, done);
  });
  app.addHook('preHandler', async (request) => {
    const trace = traces.getStore();
    if (trace && request.principal) {
      trace.userId = request.principal.userId;
      trace.accountId = request.principal.accountId;
    }
  });
}
