// The activity log at scale (decision 0055): `node bench/audit-log.mjs` with DATABASE_URL naming a
// PostgreSQL server the bench may create a database on. It creates its own scratch database there
// (`audit_bench`, or AUDIT_BENCH_DATABASE), never touching the one DATABASE_URL names, fills it with
// 10 million audit rows over 100,000 accounts and 3 years (kept while they match, so a second run
// measures at once), and runs bench/audit-log-run.ts on it and on an in-memory PGlite with 1 million
// rows: the first page of every filter the screen offers, the next page at depth, the sorts, a CSV
// export of 100,000 rows (wall time, peak RSS) and the table's size on disk. The scratch database is
// dropped at the end unless `--keep`. Targets: p95 ≤ 20 ms on PostgreSQL for each first page and
// each next page; the export ≤ 5 s. Prints Markdown and puts it on top of bench/RESULTS.md
// (`--no-record`: print only); exit status 1 when a target is missed (the figures are printed anyway).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { recordResults, root } from './server.mjs';

const TARGET_MS = 20;
const TARGET_EXPORT_SECONDS = 5;
const SCRATCH = process.env.AUDIT_BENCH_DATABASE ?? 'audit_bench';
const PROTECTED = /^(postgres|template\d*|test|root)$|^portal_test/;
const SAMPLES = process.env.AUDIT_BENCH_SAMPLES ?? '100';

if (!process.env.DATABASE_URL) {
  console.error('bench/audit-log.mjs needs DATABASE_URL (a PostgreSQL server it may create a database on)');
  process.exit(2);
}
if (PROTECTED.test(SCRATCH)) {
  console.error(`refusing to fill the database ${SCRATCH}`);
  process.exit(2);
}

const urlOf = (database) => {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onServer(statement) {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

function measure(args, env) {
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/audit-log-run.ts', `--samples=${SAMPLES}`, ...args],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`bench/audit-log-run.ts ${args.join(' ')} failed (${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const gb = (bytes) => `${(bytes / 2 ** 30).toFixed(2)} GB`;

async function main() {
  const exists = await onServer(`SELECT 1 FROM pg_database WHERE datname = '${SCRATCH}'`);
  if (exists.rowCount === 0) await onServer(`CREATE DATABASE "${SCRATCH}"`);
  let postgres;
  let settings;
  try {
    postgres = measure(['--rows=10000000', '--accounts=100000'], { DATABASE_URL: urlOf(SCRATCH) });
    const client = new pg.Client({ connectionString: urlOf(SCRATCH) });
    await client.connect();
    settings = (
      await client.query(
        `SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('work_mem') AS work_mem,
                current_setting('random_page_cost') AS random_page_cost`,
      )
    ).rows[0];
    await client.end();
  } finally {
    if (!process.argv.includes('--keep')) await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  }
  const pglite = measure(['--pglite', '--rows=1000000', '--accounts=10000'], { DATABASE_URL: '' });

  const lite = new Map(pglite.firstPages.map((row) => [row.name, row]));
  const liteDepth = new Map(pglite.depths.map((row) => [`${row.filter}|${row.depth}`, row]));
  const missed = [];
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — \`node bench/audit-log.mjs\`, the activity log at scale (decision 0055)`,
    '',
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${postgres.load} after the PostgreSQL run, ${pglite.load} after the PGlite run (other work on the machine slows every figure). PostgreSQL ${postgres.version} (shared_buffers ${settings?.shared_buffers}, work_mem ${settings?.work_mem}, random_page_cost ${settings?.random_page_cost}) with ${postgres.rows.toLocaleString('en')} rows over ${postgres.accounts.toLocaleString('en')} accounts and 3 years (the largest account ${postgres.largestAccountRows.toLocaleString('en')} rows)${postgres.made ? `, made in ${postgres.made.seconds.toFixed(0)} s (indexes ${postgres.made.indexSeconds.toFixed(0)} s)` : ', made by an earlier run'}, table and indexes read into the OS cache before measuring (\`pg_prewarm\` 'read', ${postgres.warmed?.toFixed(0)} s; as on a server that has been serving the log — without it each sample's first read of an entity's rows comes from disk); PostgreSQL connections without JIT (decision 0055); PGlite ${pglite.version} in memory with ${pglite.rows.toLocaleString('en')} rows over ${pglite.accounts.toLocaleString('en')} accounts (made in ${pglite.made?.seconds.toFixed(0)} s). Each figure: \`listAuditLog\` as the datatable route calls it (viewer, bounded count, page, labels and editors), one request at a time, ${postgres.samples} samples with random values (types and events drawn from the catalogue, editors, accounts and entity ids from the rows, date ranges of a day to a year) after 5 unmeasured. "past the cap": share of samples whose filter matched more than 10,000 rows (the page walked an index from the cursor; the others collected their matches).`,
    '',
    '| first page | PostgreSQL p50 ms | p95 ms | max ms | past the cap | no rows | PGlite p50 ms | p95 ms |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of postgres.firstPages) {
    const other = lite.get(row.name);
    if (row.p95 > TARGET_MS) missed.push(`${row.name} (p95 ${ms(row.p95)} ms)`);
    lines.push(
      `| ${row.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${Math.round(row.many * 100)} % | ${Math.round(row.empty * 100)} % | ${ms(other?.p50)} | ${ms(other?.p95)} |`,
    );
  }
  lines.push(
    '',
    '| next page | after page | PostgreSQL p50 ms | p95 ms | PGlite p50 ms | p95 ms |',
    '|---|---|---|---|---|---|',
  );
  for (const row of postgres.depths) {
    const other = liteDepth.get(`${row.filter}|${row.depth}`);
    if (row.p95 > TARGET_MS) missed.push(`${row.filter} after page ${row.depth} (p95 ${ms(row.p95)} ms)`);
    lines.push(
      `| ${row.filter} | ${row.depth} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(other?.p50)} | ${ms(other?.p95)} |`,
    );
  }
  const csvLine = (label, csv) =>
    `- CSV export of the newest ${csv.runs[0].rows.toLocaleString('en')} entries (staff, ${csv.runs[0].megabytes.toFixed(1)} MB), ${label}: ${csv.runs.map((run) => `${run.seconds.toFixed(2)} s`).join(', ')}; RSS ${csv.runs.map((run) => `${run.rssBeforeMb.toFixed(0)} → +${run.peakGrowthMb.toFixed(0)} MB`).join(', ')} (peak growth over the RSS before each run).`;
  const bestExport = Math.min(...postgres.csv.runs.map((run) => run.seconds));
  const medianExport = [...postgres.csv.runs.map((run) => run.seconds)].sort((a, b) => a - b)[1];
  if (medianExport > TARGET_EXPORT_SECONDS) missed.push(`CSV export (median ${medianExport.toFixed(2)} s)`);
  const size = (label, s) =>
    `- Size on disk, ${label}: table ${gb(s.heap)}, indexes ${gb(s.indexes)}, total ${gb(s.total)} (${s.each.map((index) => `${index.name} ${mb(index.bytes)}`).join(', ')}).`;
  lines.push(
    '',
    csvLine('PostgreSQL', postgres.csv),
    csvLine('PGlite', pglite.csv),
    size(`PostgreSQL, ${postgres.rows.toLocaleString('en')} rows`, postgres.size),
    size(`PGlite, ${pglite.rows.toLocaleString('en')} rows`, pglite.size),
    `- Targets (PostgreSQL: p95 ≤ ${TARGET_MS} ms for every first and next page, CSV export ≤ ${TARGET_EXPORT_SECONDS} s, median of 3; best ${bestExport.toFixed(2)} s): ${missed.length === 0 ? 'all met' : `missed: ${missed.join('; ')}`}.`,
    '',
  );
  const section = lines.join('\n');
  console.log(section);
  if (!process.argv.includes('--no-record')) recordResults(section);
  process.exit(missed.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
