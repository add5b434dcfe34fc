// The client table at 10,000 sub-users (decision 0056): `node bench/clients.mjs` with DATABASE_URL
// naming a PostgreSQL server the bench may create a database on. It creates its own scratch database
// (`clients_bench`, or CLIENTS_BENCH_DATABASE), never touching the one DATABASE_URL names, runs
// bench/clients-run.ts on it and drops it unless `--keep`. Measures the list's pages (sizes 10, 50,
// 100 and 1,000; first, middle and last page), each sort, searches, and the time until a role change
// shows on the sub-user's next request. Target: p95 ≤ 20 ms for every list figure. Prints Markdown
// and puts it on top of bench/RESULTS.md (`--no-record`: print only); exit status 1 when a target is
// missed.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { onServer, requireScratch, urlOf } from './scratch-database.mjs';
import { recordResults, root } from './server.mjs';

const TARGET_MS = 20;
const SCRATCH = process.env.CLIENTS_BENCH_DATABASE ?? 'clients_bench';
requireScratch('bench/clients.mjs', SCRATCH);

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function main() {
  await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${SCRATCH}"`);
  let result;
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/clients-run.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: urlOf(SCRATCH) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`bench/clients-run.ts failed (${run.status})`);
    // The app's own log lines share stdout: the figures are the line that carries them.
    const line = run.stdout
      .trim()
      .split('\n')
      .findLast((each) => each.startsWith('{"clients"'));
    if (!line) throw new Error('bench/clients-run.ts printed no figures');
    result = JSON.parse(line);
  } finally {
    if (!process.argv.includes('--keep')) await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  }
  const missed = [];
  const check = (label, row) => {
    if (row.p95 > TARGET_MS) missed.push(`${label} (p95 ${ms(row.p95)} ms)`);
  };
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — \`node bench/clients.mjs\`, the client table at ${result.clients.toLocaleString('en')} sub-users (decision 0056)`,
    '',
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${result.load} after the run (other work on the machine slows every figure). PostgreSQL ${result.version}; one account with ${result.clients.toLocaleString('en')} sub-users, 20 organisations (each sub-user in 1–2), 10 roles, made in ${result.madeSeconds.toFixed(1)} s. Each figure: \`listClients\` as the route calls it (page, bounded count, organisations and roles of the page), one request at a time, ${result.samples} samples after 5 unmeasured.`,
    '',
    '| page size | page | PostgreSQL p50 ms | p95 ms | max ms | rows |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of result.pages) {
    check(`size ${row.size} ${row.where} page`, row);
    lines.push(
      `| ${row.size} | ${row.where} (${row.page}) | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.rows} |`,
    );
  }
  lines.push('', '| sort (50 a page) | page | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|');
  for (const row of result.sorts) {
    check(`sort ${row.sort} page ${row.page}`, row);
    lines.push(`| ${row.sort} | ${row.page} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} |`);
  }
  lines.push('', '| search (50 a page) | p50 ms | p95 ms | max ms | rows |', '|---|---|---|---|---|');
  for (const row of result.searches) {
    check(`search "${row.search}"`, row);
    lines.push(`| "${row.search}" | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.rows} |`);
  }
  const change = result.roleChange;
  if (!change.allVisibleOnNextRequest) missed.push('a role change was not visible on the next request');
  lines.push(
    '',
    `- Role change (PUT a role its sub-user holds, then that sub-user's next GET /v1/account/me, through the app in-process, 20 times): visible on the very next request every time: ${change.allVisibleOnNextRequest ? 'yes' : 'NO'}; the change answers in ${ms(change.changeP50)} ms (p50); from sending it to the sub-user's answer with the new permissions ${ms(change.visibleP50)} ms p50, ${ms(change.visibleP95)} ms p95.`,
    `- Target (p95 ≤ ${TARGET_MS} ms for every page, sort and search): ${missed.length === 0 ? 'all met' : `missed: ${missed.join('; ')}`}.`,
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
