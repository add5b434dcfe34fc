import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';

/** Log lines are gathered up to this many bytes before one write (and always written at exit). */
const LOG_BUFFER_BYTES = 4096;

/**
 * The service's logger: JSON lines on stdout at `LOG_LEVEL`. Writing each line synchronously cost a
 * fifth of a small read's time under load; the lines are buffered and written together instead, and
 * pino writes what is left when the process exits (decision 0045). A process killed outright loses
 * at most the last few kilobytes of lines.
 */
export function createLogger(config: Config): FastifyBaseLogger {
  processLog ??= pino(
    { level: config.LOG_LEVEL },
    pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES }),
  );
  return processLog;
}

/** One logger per process: the server's requests and the jobs' runs write the same stream. */
let processLog: FastifyBaseLogger | undefined;

/**
 * One line per request, when it is answered (Fastify's own two lines per request are off): method,
 * route, status, time, and who asked by id only — no header, query or body reaches the log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const principal = request.principal;
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        ...(principal ? { userId: principal.userId, accountId: principal.accountId } : {}),
      },
      'request completed',
    );
  });
}
