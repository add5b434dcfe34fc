// The activity log's first page for the demo owner on PGlite (issue 35): `node --import tsx
// bench/audit-log-demo.ts [--samples=300] [--queries]`. An in-memory PGlite with the demo data, as
// `npm start` makes it; one datatable request at a time as the route serves it (the viewer read, the
// query parsed, the page of 100 listed) for owner@demo.test, newest first. PGlite is one session in
// this very process, so the time its calls take is the database time every other request waits for:
// it is summed per request beside the request's whole time, and its CPU time beside it (the wall time
// grows with the machine's other work). `--queries` also prints each statement's share (statements
// started together count under the last one prepared). Target: p50 database time ≤ 3 ms. Prints one
// line of JSON last; exit status 1 when the target is missed.
import { auditLogQuerySchema } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { composeDeps } from '../apps/api/src/compose-deps';
import { loadConfig } from '../apps/api/src/config';
import { users } from '../apps/api/src/db/schema/index';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { auditViewerOf } from '../apps/api/src/modules/audit/audit-viewer';
import { listAuditLog } from '../apps/api/src/modules/audit/list-audit-log';
import {
  heldPermissions,
  liveLinesColumn,
  rolePermissionsColumn,
} from '../apps/api/src/platform/auth/held-permissions';
import { systemClock } from '../apps/api/src/platform/clock';
import { createPglite, migrateDatabase, openDatabase } from '../apps/api/src/platform/db';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [name, value];
  }),
);
const SAMPLES = Number(args.get('samples') ?? 300);
const TARGET_MS = 3;
const log = (line: string) => process.stderr.write(`${line}\n`);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DEMO_SEED: 'true',
  JWT_SECRET: 'bench-secret-that-is-long-enough',
  DATABASE_URL: '',
});
const pglite = await createPglite();
const database = await openDatabase({ pglite });
await migrateDatabase(database);
await seedDatabase(database.db, { demo: true, clock: systemClock, config });
const deps = await composeDeps(config, database, systemClock);

// Every way into PGlite (prepared statements, plain queries) is timed, the outermost call only (its
// `query` calls its own protocol methods); `current` names the statement.
let databaseMs = 0;
/** The same calls' CPU time: the machine's other work lengthens the wall time, not this. */
let databaseCpuMs = 0;
let depth = 0;
let current = '';
const byStatement = new Map<string, { ms: number; calls: number }>();
const client = pglite as unknown as Record<string, (...params: unknown[]) => Promise<unknown>>;
for (const method of ['execProtocolStream', 'execProtocol', 'query', 'exec']) {
  const original = client[method]?.bind(pglite);
  if (!original) continue;
  client[method] = async (...params: unknown[]) => {
    if (depth > 0) return original(...params);
    depth += 1;
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await original(...params);
    } finally {
      depth -= 1;
      const used = process.cpuUsage(cpu);
      databaseCpuMs += (used.user + used.system) / 1000;
      const ms = performance.now() - started;
      databaseMs += ms;
      const key = current || method;
      const entry = byStatement.get(key) ?? { ms: 0, calls: 0 };
      byStatement.set(key, { ms: entry.ms + ms, calls: entry.calls + 1 });
    }
  };
}
// The statement's text, as drizzle hands it to its session: names each timed call for --queries.
const session = (database.db as unknown as { session: { prepareQuery: (...a: unknown[]) => unknown } })
  .session;
const prepare = session.prepareQuery.bind(session);
session.prepareQuery = (query: unknown, ...rest: unknown[]) => {
  current = (query as { sql: string }).sql.replace(/\s+/g, ' ').slice(0, 140);
  return prepare(query, ...rest);
};

// The owner's principal as their sign-in makes it (held-permissions.ts).
const [owner] = await database.db
  .select({
    id: users.id,
    parentId: users.parentId,
    suspended: sql<boolean>`${users.suspendedAt} is not null`,
    permissions: rolePermissionsColumn(),
    liveLines: liveLinesColumn(),
  })
  .from(users)
  .where(eq(users.email, 'owner@demo.test'));
if (!owner) throw new Error('no owner@demo.test: the demo seed did not run');
const principal = {
  userId: owner.id,
  accountId: owner.parentId ?? owner.id,
  permissions: heldPermissions(owner),
  impersonatorId: null,
  via: 'bearer' as const,
};

async function request() {
  const started = performance.now();
  const before = databaseMs;
  const cpuBefore = databaseCpuMs;
  const viewer = await auditViewerOf(database.db, principal, 'en');
  const page = await listAuditLog(deps, viewer, auditLogQuerySchema.parse({ limit: '100' }));
  return {
    ms: performance.now() - started,
    databaseMs: databaseMs - before,
    databaseCpuMs: databaseCpuMs - cpuBefore,
    rows: page.data.length,
    page,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

for (let i = 0; i < 20; i += 1) await request();
byStatement.clear();
const wall: number[] = [];
const db: number[] = [];
const dbCpu: number[] = [];
let rows = 0;
let total = 0;
for (let i = 0; i < SAMPLES; i += 1) {
  const sample = await request();
  wall.push(sample.ms);
  db.push(sample.databaseMs);
  dbCpu.push(sample.databaseCpuMs);
  rows = sample.rows;
  total = sample.page.total;
}
wall.sort((a, b) => a - b);
db.sort((a, b) => a - b);
dbCpu.sort((a, b) => a - b);
if (args.has('queries')) {
  for (const [statement, { ms, calls }] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms))
    log(`${(ms / SAMPLES).toFixed(2).padStart(7)} ms  ${String(calls / SAMPLES).padStart(4)}×  ${statement}`);
}
const result = {
  samples: SAMPLES,
  rows,
  total,
  databaseP50: percentile(db, 50),
  databaseP95: percentile(db, 95),
  databaseCpuP50: percentile(dbCpu, 50),
  requestP50: percentile(wall, 50),
  requestP95: percentile(wall, 95),
  target: TARGET_MS,
};
log(
  `owner@demo.test, first page of ${rows} (of ${total}): database p50 ${result.databaseP50.toFixed(2)} ms, ` +
    `p95 ${result.databaseP95.toFixed(2)} ms (CPU p50 ${result.databaseCpuP50.toFixed(2)} ms); whole request p50 ${result.requestP50.toFixed(2)} ms`,
);
console.log(JSON.stringify(result));
await database.close();
process.exit(result.databaseP50 <= TARGET_MS ? 0 : 1);
