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
    { level: config.LOG_LEVEL, serializers: logSerializers },
    // Outside production (`npm run dev`, tests) each line is written at once, to be read as it happens.
    pino.destination({
      dest: 1,
      sync: false,
      minLength: config.NODE_ENV === 'production' ? LOG_BUFFER_BYTES : 0,
    }),
  );
  return processLog;
}

/** Fields of database and gateway errors that name what failed, never the values involved. */
const ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity', 'statusCode'] as const;

/**
 * An error as a log line may carry it: its type, message, stack and the fields that say what failed.
 * The values it was working on stay out: a failed query's parameters (Drizzle puts them in the
 * message after "params:"), PostgreSQL's `detail` ("Key (email)=(…) already exists"), and any other
 * property an error carries. Causes are kept, redacted the same way.
 */
export function redactedError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const fields = Object.fromEntries(
    ERROR_FIELDS.filter((field) => field in error).map((field) => [field, (error as never)[field]]),
  );
  // As pino's own serializer: the class's name (Drizzle's errors leave `name` at "Error").
  const type = error.constructor?.name || error.name;
  return {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...fields,
    ...(error.cause !== undefined && depth < 3 ? { cause: redactedError(error.cause, depth + 1) } : {}),
  };
}

/** The process logger's serializers: `err` (every failed request and job) is redacted. */
export const logSerializers = { err: redactedError };

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
