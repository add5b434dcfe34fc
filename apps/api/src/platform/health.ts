import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceEndpoints } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from './app-deps';
import { type Database, migrationsFolder, rowsOf } from './db';
import { routeEndpoint } from './endpoint-route';
import { rateLimitOf } from './rate-limits';

type Readiness = z.infer<typeof serviceEndpoints.readinessSchema>;

/** What a process's probes report beside its database: whether it is shutting down. */
export interface Lifecycle {
  /** Set first on shutdown, so load balancers stop sending traffic before the server closes. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** How many migrations this build carries (drizzle's journal). */
const expectedMigrations = (() => {
  let count: number | null = null;
  return () => {
    if (count === null) {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
      count = (journal.entries as unknown[]).length;
    }
    return count;
  };
})();

/** How long a probe waits for the database before it counts as unreachable. */
const DATABASE_PROBE_MS = 2_000;

async function withinProbeTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database probe timed out')), DATABASE_PROBE_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The process's readiness: the database answers, every migration of this build is applied (once
 * seen, it stays so: migrations are never undone), and the process is not draining.
 */
export function readinessCheck(database: Database, lifecycle: Lifecycle): () => Promise<Readiness> {
  let migrated = false;
  return async () => {
    let reachable = false;
    try {
      const [row] = rowsOf<{ applied: number | string }>(
        await withinProbeTime(
          database.db.execute(sql`select count(*) as applied from drizzle.__drizzle_migrations`),
        ),
      );
      reachable = true;
      migrated ||= Number(row?.applied ?? 0) >= expectedMigrations();
    } catch {
      // Unreachable, or not migrated at all (no journal table): not ready.
    }
    const checks = { database: reachable, migrations: migrated, draining: lifecycle.draining };
    const ready = checks.database && checks.migrations && !checks.draining;
    return { status: ready ? 'ready' : 'not_ready', checks };
  };
}

/**
 * `/livez` and `/readyz` for load balancers and orchestrators (issue 16): public, never cached, and
 * limited per IP by a bound of their own (RATE_LIMIT_PROBES_PER_MINUTE, 600 by default), far above
 * what probes send from their few addresses, since `/readyz` asks the database (issue 30). Also the
 * old `/v1/health`, kept as liveness.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database' | 'config'>): void {
  const rateLimit = rateLimitOf(deps.config, 'probes');
  app.decorate('lifecycle', { draining: false });
  const ready = readinessCheck(deps.database, app.lifecycle);
  const alive = async (_request: unknown, reply: { header: (name: string, value: string) => void }) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  };
  routeEndpoint(app, serviceEndpoints.health, alive, { rateLimit });
  routeEndpoint(app, serviceEndpoints.livez, alive, { rateLimit });
  routeEndpoint(
    app,
    serviceEndpoints.readyz,
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await ready();
      if (answer.status !== 'ready') reply.code(503);
      return answer;
    },
    { rateLimit },
  );
}
