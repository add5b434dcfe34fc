import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/platform/errors';
import { logSerializers, registerRequestLog } from '../../src/platform/logging';

/** A stream that keeps every log line written to it, parsed. */
function capturedLines() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, sink };
}

it('writes one line per answered request: method, route, status, time and ids, nothing the client sent', async () => {
  const { lines, sink } = capturedLines();
  const app = Fastify({
    loggerInstance: pino(sink) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorateRequest('principal', null);
  registerRequestLog(app);
  app.get('/v1/things/:id', async (request) => {
    request.principal = {
      userId: 8,
      accountId: 7,
      permissions: [],
      impersonatorId: null,
      suspended: false,
      via: 'bearer',
      sessionId: 's',
    };
    return { ok: true };
  });
  await app.inject({
    method: 'GET',
    url: '/v1/things/42?email=someone@example.test',
    headers: { authorization: 'Bearer secret-token', cookie: 'portal_access=secret' },
  });
  await app.close();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    msg: 'request completed',
    method: 'GET',
    route: '/v1/things/:id',
    statusCode: 200,
    userId: 8,
    accountId: 7,
  });
  expect(typeof lines[0]?.responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toMatch(/secret|someone|things\/42/);
});

it('logs a failed request with what failed, never the values: no query parameters, no PostgreSQL detail', async () => {
  const { lines, sink } = capturedLines();
  const app = Fastify({
    loggerInstance: pino({ serializers: logSerializers }, sink) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerErrorHandler(app, { debug: false });
  app.post('/v1/things', async () => {
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        constraint: 'users_email_unique',
        table: 'users',
        detail: 'Key (email)=(someone@example.test) already exists.',
      },
    );
    throw new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['someone@example.test', '$argon2id$secret-hash'],
      duplicate,
    );
  });
  const answer = await app.inject({ method: 'POST', url: '/v1/things', payload: {} });
  await app.close();
  expect(answer.statusCode).toBe(500);
  const failed = lines.find((line) => line.level === 50);
  expect(failed?.err).toMatchObject({
    type: 'DrizzleQueryError',
    message: expect.stringContaining('insert into "users"'),
    cause: { code: '23505', constraint: 'users_email_unique', table: 'users' },
  });
  expect(JSON.stringify(lines)).not.toMatch(/someone|argon2|secret/);
});
