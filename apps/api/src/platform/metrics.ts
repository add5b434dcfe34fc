import { timingSafeEqual } from 'node:crypto';
import { serviceEndpoints } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, rowsOf } from './db';
import { routeEndpoint } from './endpoint-route';
import { notFound, unauthenticated } from './errors';

/**
 * What the portal reports to Prometheus (issue 16): per process, in a registry of its own (a test file
 * may build several apps). Counters count what this process did; gauges read their value on scrape.
 */
export interface PortalMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  billingCycleDuration: Histogram<string>;
  renewals: Counter<'outcome'>;
  reconciliations: Counter<string>;
  mails: Counter<'outcome'>;
  loginFailures: Counter<string>;
  loginThrottled: Counter<string>;
}

const LOGIN_ROUTE = '/v1/login';

/** The job queues' depth and the age of their oldest waiting job, read from pg-boss's table. */
async function readQueues(database: Database) {
  return rowsOf<{ name: string; waiting: number | string; oldest: number | string | null }>(
    await database.db.execute(sql`select name, count(*) as waiting,
        extract(epoch from now() - min(created_on)) as oldest
      from pgboss.job where state in ('created', 'retry') group by name`),
  );
}

export function createMetrics(database: Database): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers,
    collect() {
      if (database.kind !== 'postgres') return;
      this.set({ state: 'total' }, database.client.totalCount);
      this.set({ state: 'idle' }, database.client.idleCount);
      this.set({ state: 'waiting' }, database.client.waitingCount);
    },
  });
  const depth = new Gauge({
    name: 'portal_job_queue_depth',
    help: 'Jobs waiting to run, per queue',
    labelNames: ['queue'],
    registers,
  });
  new Gauge({
    name: 'portal_job_queue_oldest_seconds',
    help: 'Age of the oldest waiting job, per queue',
    labelNames: ['queue'],
    registers,
    async collect() {
      depth.reset();
      this.reset();
      try {
        for (const row of await readQueues(database)) {
          depth.set({ queue: row.name }, Number(row.waiting));
          this.set({ queue: row.name }, Number(row.oldest ?? 0));
        }
      } catch {
        // The queues are not installed yet: nothing waits.
      }
    },
  });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    billingCycleDuration: new Histogram({
      name: 'portal_billing_cycle_duration_seconds',
      help: 'Duration of a billing cycle',
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300],
      registers,
    }),
    renewals: new Counter({
      name: 'portal_renewals_total',
      help: 'Renewal collections by outcome (charged, failed, …)',
      labelNames: ['outcome'],
      registers,
    }),
    reconciliations: new Counter({
      name: 'portal_reconciliation_corrections_total',
      help: 'Charges left half-done that the reconciliation settled',
      registers,
    }),
    mails: new Counter({
      name: 'portal_mails_total',
      help: 'Mail deliveries by outcome (delivered, failed)',
      labelNames: ['outcome'],
      registers,
    }),
    loginFailures: new Counter({
      name: 'portal_login_failures_total',
      help: 'Sign-ins refused for wrong credentials',
      registers,
    }),
    loginThrottled: new Counter({
      name: 'portal_login_throttled_total',
      help: 'Sign-in attempts refused by the throttle',
      registers,
    }),
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Times every request by its route pattern (never the raw URL: ids would make endless series), and
 * serves `GET /metrics` in Prometheus' format to the bearer of METRICS_TOKEN only; without a token
 * configured it answers 404, so nothing is public by default.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: PortalMetrics,
  token: string | undefined,
): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (route === LOGIN_ROUTE && request.method === 'POST') {
      if (status === 401) metrics.loginFailures.inc();
      if (status === 429) metrics.loginThrottled.inc();
    }
  });
  routeEndpoint(
    app,
    serviceEndpoints.metrics,
    async (request, reply) => {
      // Closed unless the operator opened it: answered as a path that does not exist.
      if (!token) throw notFound();
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, token)) throw unauthenticated();
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    },
    { rateLimit: false },
  );
}
