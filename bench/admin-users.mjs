// The staff user table at 100,000 users (issue 15, decisions 0058 and 0060): `node bench/admin-users.mjs`
// with DATABASE_URL naming a PostgreSQL server the bench may create a database on. It creates its own
// scratch database (`admin_users_bench`, or ADMIN_USERS_BENCH_DATABASE), never touching the one
// DATABASE_URL names, runs bench/admin-users-run.ts on it and drops it unless `--keep`. Targets: p95
// ≤ 20 ms for every page, state filter, sort and search of the users table and the top-bar search;
// p95 ≤ 50 ms for the user detail's call. Prints Markdown and puts it on top of bench/RESULTS.md
// (`--no-record`: print only); exit status 1 when a target is missed.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { onServer, requireScratch, urlOf } from './scratch-database.mjs';
import { recordResults, root } from './server.mjs';

const TARGET_MS = 20;
const TARGET_DETAIL_MS = 50;
const SCRATCH = process.env.ADMIN_USERS_BENCH_DATABASE ?? 'admin_users_bench';
requireScratch('bench/admin-users.mjs', SCRATCH);

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function main() {
  await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${SCRATCH}"`);
  let result;
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/admin-users-run.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: urlOf(SCRATCH) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`bench/admin-users-run.ts failed (${run.status})`);
    const line = run.stdout
      .trim()
      .split('\n')
      .findLast((each) => each.startsWith('{"users"'));
    if (!line) throw new Error('bench/admin-users-run.ts printed no figures');
    result = JSON.parse(line);
  } finally {
    if (!process.argv.includes('--keep')) await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  }
  const missed = [];
  const check = (label, row, target = TARGET_MS) => {
    if (row.p95 > target) missed.push(`${label} (p95 ${ms(row.p95)} ms)`);
  };
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — \`node bench/admin-users.mjs\`, the staff user table at ${result.users.toLocaleString('en')} users (issue 15)`,
    '',
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${result.load} after the run (other work on the machine slows every figure). PostgreSQL ${result.version}; ${result.users.toLocaleString('en')} customer accounts (a tenth on trial, every 50th suspended, every 97th deactivated, a sign-in each, polls and UTM tags for some), made in ${result.madeSeconds.toFixed(1)} s. Each figure: the route's own code (\`listUsers\`, \`searchUsers\`, \`getUserDetail\`), one request at a time, ${result.samples} samples after 5 unmeasured.`,
    '',
    '| users table (15 a page) | p50 ms | p95 ms | max ms | rows |',
    '|---|---|---|---|---|',
  ];
  for (const row of result.pages) {
    check(`${row.where} page`, row);
    lines.push(
      `| ${row.where} page (${row.page}) | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.rows} |`,
    );
  }
  for (const row of result.states) {
    check(`state ${row.state}`, row);
    lines.push(`| state ${row.state} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.rows} |`);
  }
  for (const row of result.sorts) {
    check(`sort ${row.sort} page ${row.page}`, row);
    lines.push(
      `| sort ${row.sort}, page ${row.page} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.rows} |`,
    );
  }
  lines.push(
    '',
    '| search | words | table p50 ms | p95 ms | top bar p50 ms | p95 ms |',
    '|---|---|---|---|---|---|',
  );
  for (const row of result.searches) {
    check(`table search "${row.search}"`, row.table);
    check(`top-bar search "${row.search}"`, row.top);
    lines.push(
      `| "${row.search}" | ${row.words} | ${ms(row.table.p50)} | ${ms(row.table.p95)} | ${ms(row.top.p50)} | ${ms(row.top.p95)} |`,
    );
  }
  check('user detail', result.detail, TARGET_DETAIL_MS);
  check('user detail, all cards together', result.cards, TARGET_DETAIL_MS);
  lines.push(
    '',
    `- User detail (\`getUserDetail\`, accounts spread over the table): p50 ${ms(result.detail.p50)} ms, p95 ${ms(result.detail.p95)} ms, max ${ms(result.detail.max)} ms.`,
    `- User detail, all cards' calls together (the detail, the feed from an activity log of ${result.users * 12} rows, the domains page; started at once as the page does): p50 ${ms(result.cards.p50)} ms, p95 ${ms(result.cards.p95)} ms, max ${ms(result.cards.max)} ms.`,
    `- Targets (p95 ≤ ${TARGET_MS} ms for every page, filter, sort and search; the detail and all cards together ≤ ${TARGET_DETAIL_MS} ms): ${missed.length === 0 ? 'all met' : `missed: ${missed.join('; ')}`}.`,
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
