import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { expect, it } from 'vitest';
import { registerRequestLog } from '../../src/platform/logging';

it('writes one line per answered request: method, route, status, time and ids, nothing the client sent', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
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
