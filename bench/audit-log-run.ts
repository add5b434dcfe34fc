// One run of the activity log benchmark (bench/audit-log.mjs starts it, decision 0055):
// `node --expose-gc --import tsx bench/audit-log-run.ts --rows=10000000 --accounts=100000` with
// DATABASE_URL (a scratch database it fills), or `--pglite` for an in-memory PGlite. Makes the rows
// in SQL (bench/audit-log-data.ts) unless the database already holds the same, then measures the
// activity log's own code (listAuditLog, exportAuditLog), one request at a time: the first page of
// every filter the screen offers (customer and staff, random values each sample), the next page at
// depth, the sorts, and a CSV export of 100,000 rows with its peak RSS. Prints one line of JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_EVENTS,
  auditEntityTypesFor,
  auditEventsFor,
  auditExportQuerySchema,
  auditLogQuerySchema,
  PERMISSIONS,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { composeDeps } from '../apps/api/src/compose-deps';
import { loadConfig } from '../apps/api/src/config';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { CUSTOMER_ROLE, ROLE_DEFINITIONS } from '../apps/api/src/db/seed/roles';
import { exportAuditLog } from '../apps/api/src/modules/audit/audit-export';
import { type AuditViewer, auditViewerOf } from '../apps/api/src/modules/audit/audit-viewer';
import { listAuditLog } from '../apps/api/src/modules/audit/list-audit-log';
import type { AppDeps } from '../apps/api/src/platform/app-deps';
import { systemClock } from '../apps/api/src/platform/clock';
import {
  createPglite,
  type Database,
  migrateDatabase,
  openDatabase,
  rowsOf,
} from '../apps/api/src/platform/db';
import {
  AUDIT_KINDS,
  auditRowsSql,
  auditUsersSql,
  STAFF_BASE,
  STAFF_COUNT,
  SUB_USER_BASE,
  staffRolesSql,
} from './audit-log-data';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [name, value];
  }),
);
const PGLITE = args.has('pglite');
const ROWS = Number(args.get('rows') ?? (PGLITE ? 1_000_000 : 10_000_000));
const ACCOUNTS = Number(args.get('accounts') ?? Math.max(1000, ROWS / 100));
const SAMPLES = Number(args.get('samples') ?? 100);
const SLOW_MS = args.has('slow') ? Number(args.get('slow')) : null;
/** --only=text: the first-page scenarios whose name holds the text, and nothing else. */
const ONLY = args.get('only') ?? null;
const MONTHS = 36;
const EXPORT_ROWS = 100_000;
/** The history ends at the start of this day (UTC), so a reused database matches a new run's dates. */
const END = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

const log = (line: string) => process.stderr.write(`${line}\n`);
const run = (database: Database, text: string) => database.db.execute(sql.raw(text));

// A fixed seed: every run asks the same questions. Each scenario starts from its own (`seedFor`), so
// a scenario asks the same whichever others ran before it (--only).
let seed = 0x5eed;
const seedFor = (name: string) => {
  let hash = 0x5eed;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const some = <T>(values: readonly T[], most = 2): T[] => {
  const chosen = new Set<T>();
  const count = 1 + Math.floor(random() * most);
  while (chosen.size < Math.min(count, values.length)) chosen.add(pick(values));
  return [...chosen];
};

async function generated(database: Database): Promise<boolean> {
  await run(database, 'CREATE TABLE IF NOT EXISTS bench_audit_log (rows bigint, accounts int, ends date)');
  const [marker] = rowsOf<{ rows: string; accounts: number; ends: string }>(
    await run(database, 'SELECT rows::text, accounts, ends::text FROM bench_audit_log'),
  );
  return (
    marker?.rows === String(ROWS) &&
    marker.accounts === ACCOUNTS &&
    marker.ends === END.toISOString().slice(0, 10)
  );
}

/** Makes the rows: the secondary indexes dropped first and built again after, as a bulk load does. */
async function generate(database: Database): Promise<{ seconds: number; indexSeconds: number }> {
  const started = performance.now();
  await run(database, 'TRUNCATE audit_entries RESTART IDENTITY');
  await run(database, 'DELETE FROM bench_audit_log');
  await run(database, auditUsersSql(ACCOUNTS));
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await run(
      database,
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'audit_entries' AND indexname <> 'audit_entries_pkey'`,
    ),
  );
  for (const index of indexes) await run(database, `DROP INDEX ${index.indexname}`);
  const months = auditRowsSql({ rows: ROWS, accounts: ACCOUNTS, months: MONTHS, end: END });
  for (const [month, statement] of months.entries()) {
    await run(database, statement);
    if (month % 6 === 5) log(`  ${month + 1}/${MONTHS} months of rows`);
  }
  const indexStarted = performance.now();
  if (database.kind === 'postgres') await run(database, `SET maintenance_work_mem = '512MB'`);
  for (const index of indexes) await run(database, index.indexdef);
  await run(database, 'VACUUM (ANALYZE) audit_entries');
  await run(database, 'ANALYZE users');
  await run(
    database,
    `INSERT INTO bench_audit_log VALUES (${ROWS}, ${ACCOUNTS}, '${END.toISOString().slice(0, 10)}')`,
  );
  const done = performance.now();
  return { seconds: (done - started) / 1000, indexSeconds: (done - indexStarted) / 1000 };
}

interface Sampled {
  entityType: string;
  entityId: string;
  editorId: number | null;
  accountId: number | null;
}

const customerPermissions = ROLE_DEFINITIONS.find((role) => role.name === CUSTOMER_ROLE)?.permissions ?? [];
/** What an account owner may filter by (the customer role's rules). */
const customerTypes: readonly string[] = auditEntityTypesFor(customerPermissions);
const customerEvents: readonly string[] = auditEventsFor(customerPermissions);

type Params = Record<string, string | string[]>;
interface Request {
  account: number | null;
  params: Params;
}
interface Scenario {
  name: string;
  make: () => Request;
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function scenarios(sample: Sampled[]): Scenario[] {
  const withAccount = sample.filter((row) => row.accountId !== null);
  const customerRows = withAccount.filter((row) => customerTypes.includes(row.entityType));
  const editors = sample.flatMap((row) => (row.editorId === null ? [] : [row.editorId]));
  // Half the customers drawn by activity (big accounts often), half uniformly (mostly small ones).
  const account = () =>
    random() < 0.5 ? (pick(withAccount).accountId as number) : 1 + Math.floor(random() * ACCOUNTS);
  const range = () => {
    const days = pick([1, 7, 30, 365]);
    const from = END.getTime() - random() * MONTHS * 30.4 * 86_400_000;
    return { from: stamp(from), to: stamp(Math.min(END.getTime(), from + days * 86_400_000)) };
  };
  const staffEditor = () =>
    String(
      pick<string | number>([
        pick(editors),
        STAFF_BASE + Math.floor(random() * STAFF_COUNT),
        1 + Math.floor(random() * ACCOUNTS),
        'system',
        'support',
      ]),
    );
  const memberOf = (a: number) =>
    String(pick<string | number>([a, SUB_USER_BASE + 4 * a + Math.floor(random() * 4), 'system', 'support']));
  const staff =
    (params: () => Params): (() => Request) =>
    () => ({ account: null, params: params() });
  const customer =
    (params: (a: number) => Params): (() => Request) =>
    () => {
      const a = account();
      return { account: a, params: params(a) };
    };
  const entity = (rows: Sampled[]) => {
    const row = pick(rows);
    const more = rows.filter((other) => other.entityType === row.entityType);
    return { row, ids: [...new Set([row.entityId, ...(random() < 0.3 ? [pick(more).entityId] : [])])] };
  };
  return [
    { name: 'staff: all', make: staff(() => ({})) },
    { name: 'staff: types', make: staff(() => ({ types: some(AUDIT_ENTITY_TYPES) })) },
    {
      name: 'staff: type + ids',
      make: staff(() => {
        const { row, ids } = entity(sample);
        return { types: [row.entityType], ids };
      }),
    },
    { name: 'staff: events', make: staff(() => ({ events: some(AUDIT_EVENTS) })) },
    { name: 'staff: editor', make: staff(() => ({ editors: [staffEditor()] })) },
    { name: 'staff: date range', make: staff(() => range()) },
    {
      name: 'staff: types + events',
      make: staff(() => ({ types: some(AUDIT_ENTITY_TYPES), events: some(AUDIT_EVENTS) })),
    },
    {
      name: 'staff: types + editor',
      make: staff(() => ({ types: some(AUDIT_ENTITY_TYPES), editors: [staffEditor()] })),
    },
    {
      name: 'staff: events + editor',
      make: staff(() => ({ events: some(AUDIT_EVENTS), editors: [staffEditor()] })),
    },
    {
      name: 'staff: types + date range',
      make: staff(() => ({ types: some(AUDIT_ENTITY_TYPES), ...range() })),
    },
    { name: 'staff: events + date range', make: staff(() => ({ events: some(AUDIT_EVENTS), ...range() })) },
    { name: 'staff: editor + date range', make: staff(() => ({ editors: [staffEditor()], ...range() })) },
    {
      name: 'staff: types + events + editor + date range',
      make: staff(() => ({
        types: some(AUDIT_ENTITY_TYPES),
        events: some(AUDIT_EVENTS),
        editors: [staffEditor()],
        ...range(),
      })),
    },
    {
      name: 'staff: search (entity id or e-mail start)',
      make: staff(() => ({
        search: random() < 0.5 ? pick(sample).entityId : `user${Math.floor(random() * 10_000)}`,
      })),
    },
    { name: 'staff: oldest first', make: staff(() => ({ sort: 'updated_at:asc' })) },
    {
      name: 'staff: sorted by event, then newest',
      make: staff(() => ({ sort: ['event:asc', 'updated_at:desc'], types: some(AUDIT_ENTITY_TYPES) })),
    },
    { name: 'customer: own log', make: customer(() => ({})) },
    { name: 'customer: types', make: customer(() => ({ types: some(customerTypes) })) },
    {
      name: 'customer: type + ids',
      make: () => {
        const { row, ids } = entity(customerRows);
        return { account: row.accountId as number, params: { types: [row.entityType], ids } };
      },
    },
    { name: 'customer: events', make: customer(() => ({ events: some(customerEvents) })) },
    { name: 'customer: editor', make: customer((a) => ({ editors: [memberOf(a)] })) },
    { name: 'customer: date range', make: customer(() => range()) },
    {
      name: 'customer: types + events + editor + date range',
      make: customer((a) => ({
        types: some(customerTypes),
        events: some(customerEvents),
        editors: [memberOf(a)],
        ...range(),
      })),
    },
    {
      name: 'customer: sorted by type, then newest',
      make: customer(() => ({ sort: ['entity_type:asc', 'updated_at:desc'] })),
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

interface Timing {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
  /** Share of samples whose filter matched more than the count's cap (walked, not collected). */
  many: number;
  empty: number;
}

function timing(name: string, times: number[], many: number, empty: number): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    many: many / sorted.length,
    empty: empty / sorted.length,
  };
}

function principalOf(account: number | null) {
  if (account === null) {
    return { userId: STAFF_BASE, accountId: STAFF_BASE, permissions: [...PERMISSIONS] };
  }
  return { userId: account, accountId: account, permissions: [...customerPermissions] };
}

/** One datatable request as the route serves it: the viewer read, the query parsed, the page listed. */
async function datatable(deps: AppDeps, request: Request, cursor?: string) {
  const started = performance.now();
  const principal = { ...principalOf(request.account), impersonatorId: null, via: 'bearer' as const };
  const viewer: AuditViewer = await auditViewerOf(deps.database.db, principal, 'en');
  const query = auditLogQuerySchema.parse({ limit: '100', ...request.params, ...(cursor ? { cursor } : {}) });
  const page = await listAuditLog(deps, viewer, query);
  return { ms: performance.now() - started, page };
}

const kilobytes = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);

async function measureExport(deps: AppDeps) {
  // The newest 100,000 entries: a date range from the 100,000th newest to the end.
  const [edge] = rowsOf<{ at: string }>(
    await deps.database.db.execute(
      sql`SELECT to_char(updated_at + interval '1 second', 'YYYY-MM-DD HH24:MI:SS') AS at FROM audit_entries
          ORDER BY updated_at DESC, id DESC OFFSET ${EXPORT_ROWS - 1} LIMIT 1`,
    ),
  );
  const params = { from: edge?.at ?? '2000-01-01 00:00:00', to: stamp(END.getTime() + 86_400_000) };
  const viewer: AuditViewer = await auditViewerOf(
    deps.database.db,
    { ...principalOf(null), impersonatorId: null, via: 'bearer' },
    'en',
  );
  const runs: {
    seconds: number;
    rows: number;
    megabytes: number;
    rssBeforeMb: number;
    peakGrowthMb: number;
  }[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    writeFileSync('/proc/self/clear_refs', '5');
    const before = kilobytes('VmRSS');
    const started = performance.now();
    const stream = await exportAuditLog(deps, viewer, auditExportQuerySchema.parse(params));
    let bytes = 0;
    let lines = 0;
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
          done();
        },
      }),
    );
    runs.push({
      seconds: (performance.now() - started) / 1000,
      rows: lines - 1,
      megabytes: bytes / 1e6,
      rssBeforeMb: before / 1024,
      peakGrowthMb: (kilobytes('VmHWM') - before) / 1024,
    });
  }
  return { params, runs };
}

async function sizes(database: Database) {
  const [row] = rowsOf<{ heap: string; indexes: string; total: string }>(
    await database.db.execute(sql`SELECT pg_relation_size('audit_entries')::text AS heap,
      pg_indexes_size('audit_entries')::text AS indexes,
      pg_total_relation_size('audit_entries')::text AS total`),
  );
  const each = rowsOf<{ name: string; bytes: string }>(
    await database.db.execute(sql`SELECT indexrelid::regclass::text AS name, pg_relation_size(indexrelid)::text AS bytes
      FROM pg_index WHERE indrelid = 'audit_entries'::regclass ORDER BY 1`),
  );
  return {
    heap: Number(row?.heap),
    indexes: Number(row?.indexes),
    total: Number(row?.total),
    each: each.map((index) => ({ name: index.name, bytes: Number(index.bytes) })),
  };
}

/**
 * PostgreSQL: the table and its indexes read once into the operating system's cache before
 * measuring, as a server that has been serving the log holds them. Every sample draws its entities
 * from three years at random, so on a freshly made or long idle database the first read of each
 * entity's rows would come from disk (10–30 ms for a page's 100 rows here) and measure the disk.
 * RESULTS.md says the cache was warmed. Returns the seconds it took.
 */
async function warm(database: Database): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  const started = performance.now();
  await run(database, 'CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  await run(
    database,
    `SELECT pg_prewarm(c.oid::regclass, 'read') FROM pg_class c
      WHERE c.oid = 'audit_entries'::regclass
         OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'audit_entries'::regclass)`,
  );
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const databaseUrl = PGLITE ? undefined : process.env.DATABASE_URL;
  if (!PGLITE && !databaseUrl) throw new Error('DATABASE_URL (a scratch database) or --pglite');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DEMO_SEED: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
    DATABASE_URL: databaseUrl ?? '',
    AUDIT_RETENTION_MONTHS: '0',
  });
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolMax: config.DATABASE_POOL_MAX } : { pglite: await createPglite() },
  );
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  let made: { seconds: number; indexSeconds: number } | null = null;
  if (args.has('fresh') || !(await generated(database))) {
    log(`making ${ROWS} rows over ${ACCOUNTS} accounts (${database.kind})`);
    made = await generate(database);
    log(`  made in ${made.seconds.toFixed(0)} s`);
  }
  const warmed = await warm(database);
  if (warmed !== null) log(`  table and indexes read into the OS cache in ${warmed.toFixed(0)} s`);
  await run(database, staffRolesSql());
  const deps = await composeDeps(config, database, systemClock);
  const percent = Math.min(100, (4000 / ROWS) * 100 * 2);
  const sample = rowsOf<Sampled>(
    await database.db.execute(
      sql.raw(`SELECT entity_type AS "entityType", entity_id AS "entityId", editor_id AS "editorId",
        account_id AS "accountId" FROM audit_entries TABLESAMPLE SYSTEM (${percent}) LIMIT 4000`),
    ),
  );

  const firstPages: Timing[] = [];
  for (const scenario of scenarios(sample)) {
    if (ONLY !== null && !scenario.name.includes(ONLY)) continue;
    seed = seedFor(scenario.name);
    for (let i = 0; i < 5; i += 1) await datatable(deps, scenario.make());
    const times: number[] = [];
    let many = 0;
    let empty = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const request = scenario.make();
      const { ms, page } = await datatable(deps, request);
      times.push(ms);
      // --slow=N names each sample slower than N ms, to find the filters behind a p95.
      if (SLOW_MS !== null && ms > SLOW_MS)
        log(
          `    slow ${ms.toFixed(1)} ms, ${page.totalExact ? page.total : 'more than 10,000'}: ${JSON.stringify(request)}`,
        );
      if (!page.totalExact) many += 1;
      if (page.data.length === 0) empty += 1;
    }
    firstPages.push(timing(scenario.name, times, many, empty));
    log(`  ${scenario.name}: p95 ${firstPages.at(-1)?.p95.toFixed(1)} ms`);
  }
  if (ONLY !== null) process.exit(0);

  // The next page at depth: follow the cursors to page 1, 10, 100 and 1,000, then ask for the next.
  const largest = rowsOf<{ account: number }>(
    await database.db.execute(
      sql`SELECT account_id AS account FROM audit_entries WHERE account_id IS NOT NULL
          GROUP BY account_id ORDER BY count(*) DESC LIMIT 1`,
    ),
  )[0]?.account;
  const deep: Request[] = [
    { account: null, params: {} },
    { account: null, params: { types: ['subscription'] } },
    { account: largest ?? 1, params: {} },
  ];
  const depths: (Timing & { depth: number; filter: string })[] = [];
  for (const request of deep) {
    const cursors = new Map<number, string>();
    let cursor: string | undefined;
    for (let page = 1; page <= 1000; page += 1) {
      const { page: read } = await datatable(deps, request, cursor);
      cursor = read.nextCursor ?? undefined;
      if (!cursor) break;
      if ([1, 10, 100, 1000].includes(page)) cursors.set(page, cursor);
    }
    const filter =
      request.account === null
        ? `staff ${Object.keys(request.params).length ? 'subscriptions' : 'all'}`
        : `customer with the most entries`;
    for (const [depth, at] of cursors) {
      const times: number[] = [];
      for (let i = 0; i < Math.min(SAMPLES, 50); i += 1) times.push((await datatable(deps, request, at)).ms);
      depths.push({ ...timing(`after page ${depth}`, times, 0, 0), depth, filter });
    }
    log(`  depth, ${filter}: ${[...cursors.keys()].join(', ')}`);
  }

  const csv = await measureExport(deps);
  log(`  export: ${csv.runs.map((r) => r.seconds.toFixed(2)).join(', ')} s`);
  const size = await sizes(database);
  const [count] = rowsOf<{ n: string }>(
    await database.db.execute(sql`SELECT count(*)::text AS n FROM audit_entries`),
  );
  const largestRows = rowsOf<{ n: string }>(
    await database.db.execute(
      sql`SELECT count(*)::text AS n FROM audit_entries WHERE account_id = ${largest ?? 1}`,
    ),
  )[0]?.n;
  console.log(
    JSON.stringify({
      database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      version: rowsOf<{ v: string }>(
        await database.db.execute(sql`SELECT current_setting('server_version') AS v`),
      )[0]?.v,
      rows: Number(count?.n),
      accounts: ACCOUNTS,
      largestAccountRows: Number(largestRows),
      kinds: AUDIT_KINDS.length,
      made,
      warmed,
      samples: SAMPLES,
      firstPages,
      depths,
      csv,
      size,
      load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    }),
  );
  await deps.jobs.stop();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
