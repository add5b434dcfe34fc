// The finance page at 1,000,000 invoices (issue 15, decision 0061): `node bench/finance.mjs` with
// DATABASE_URL naming a PostgreSQL server the bench may create a database on. It creates its own
// scratch database (`finance_bench`, or FINANCE_BENCH_DATABASE), never touching the one DATABASE_URL
// names, runs bench/finance-run.ts on it and drops it unless `--keep`. Target: p95 ≤ 200 ms for every
// call the finance page makes. Prints Markdown and puts it on top of bench/RESULTS.md (`--no-record`:
// print only); exit status 1 when a target is missed.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { onServer, requireScratch, urlOf } from './scratch-database.mjs';
import { recordResults, root } from './server.mjs';

const TARGET_MS = 200;
const SCRATCH = process.env.FINANCE_BENCH_DATABASE ?? 'finance_bench';
requireScratch('bench/finance.mjs', SCRATCH);

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const count = (value) => value.toLocaleString('en');

async function main() {
  await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${SCRATCH}"`);
  let result;
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/finance-run.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: urlOf(SCRATCH) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 2 ** 20,
    });
    if (run.status !== 0) throw new Error(`bench/finance-run.ts failed (${run.status})`);
    const line = run.stdout
      .trim()
      .split('\n')
      .findLast((each) => each.startsWith('{"invoices"'));
    if (!line) throw new Error('bench/finance-run.ts printed no figures');
    result = JSON.parse(line);
  } finally {
    if (!process.argv.includes('--keep')) await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  }
  // The target is the page's: what the routes answer, and the overview computed afresh from what
  // the database keeps. The first look ever, the first of a day and the tax summary worked out
  // afresh are shown beside them (decision 0061 and its addendum).
  const afresh = (row) =>
    row.label.includes('computed afresh') && !row.label.includes('closed months and the day kept');
  const missed = result.results.filter((row) => !afresh(row) && row.p95 > TARGET_MS);
  const slowAfresh = result.results.filter((row) => afresh(row) && row.p95 > TARGET_MS);
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — \`node bench/finance.mjs\`, the finance page at ${count(result.invoices)} invoices (issue 15)`,
    '',
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${result.load} after the run (other work on the machine slows every figure). PostgreSQL ${result.version}; ${count(result.invoices)} invoices with ${count(result.lines)} lines of ${count(result.subscriptions)} subscriptions (monthly and yearly, EUR and USD, three product lines, buyers in seven countries), ${count(result.open)} open, ${count(result.creditNotes)} credit notes, made in ${result.madeSeconds.toFixed(1)} s with generate_series. Each figure: the route's own code (\`getFinanceOverview\`, \`listReceivables\`, \`listFinanceCreditNotes\`, \`taxSummary\` and \`buildTaxCsv\`), one request at a time, after 3 unmeasured (samples per row below). "Route" rows are what the route answers through the cache of decision 0061: with no invoice, payment, credit note or subscription changed, the kept answer; with an invoice changed before every look, the new answer if it comes within 180 ms, else the kept one. "Computed afresh" is the aggregate itself: the overview from MRR and money kept in the database for the closed months and the start of the day (addendum of decision 0061), then with nothing kept (the first look ever, every sample after deleting it), the first look of a day (tomorrow's start made from today's, as the clock moved on a day) and the first after days without one (the day's part from the lines).`,
    '',
    '| call | samples | p50 ms | p95 ms | max ms | rows |',
    '|---|---|---|---|---|---|',
    ...result.results.map(
      (row) =>
        `| ${row.label} | ${row.samples} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${row.rows} |`,
    ),
    '',
    `- Target (p95 ≤ ${TARGET_MS} ms for every call the page makes, as the routes answer, and for the overview computed afresh from what is kept): ${missed.length === 0 ? 'met by every call' : `missed: ${missed.map((row) => `${row.label} (p95 ${ms(row.p95)} ms)`).join('; ')}`}.`,
    `- Computed afresh, above ${TARGET_MS} ms (the first look ever or of a day waits for these, as does the first tax summary of a quarter; later looks get the kept answer while they run): ${slowAfresh.length === 0 ? 'none' : slowAfresh.map((row) => `${row.label} p95 ${ms(row.p95)} ms`).join('; ')}.`,
    '',
  ];
  const section = lines.join('\n');
  console.log(section);
  if (!process.argv.includes('--no-record')) recordResults(section);
  process.exit(missed.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
