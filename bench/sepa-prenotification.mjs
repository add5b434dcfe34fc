// SEPA pre-notification at 10,000 subscriptions (decision 0082): `node bench/sepa-prenotification.mjs`
// (also a section of `npm run bench` when DATABASE_URL is set). On a scratch database of its own
// (`sepa_notice_bench`, or SEPA_BENCH_DATABASE) on the PostgreSQL server DATABASE_URL names (default
// postgres://postgres@127.0.0.1:5432/postgres), it runs bench/sepa-prenotification-run.ts: 10,000
// SEPA subscriptions renewing over a month, the clock moved day by day with two billing cycles a
// day and a rerun of the first. Targets: 0 notices late, 0 missing, 0 twice (and no debit without its notice). Prints Markdown
// and puts it on top of bench/RESULTS.md (`--no-record`: print only); exit status 1 when a target
// is missed. Load both cores: run it alone (`flock /tmp/e2e.lock node bench/sepa-prenotification.mjs`).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { onServer, requireScratch, urlOf } from './scratch-database.mjs';
import { recordResults, root } from './server.mjs';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH = process.env.SEPA_BENCH_DATABASE ?? 'sepa_notice_bench';
requireScratch('bench/sepa-prenotification.mjs', SCRATCH);

const count = (value) => value.toLocaleString('en');
const mark = (ok) => (ok ? 'met' : '**missed**');

async function main() {
  await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${SCRATCH}"`);
  let result;
  const started = performance.now();
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/sepa-prenotification-run.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: urlOf(SCRATCH) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 2 ** 20,
    });
    if (run.status !== 0) throw new Error(`bench/sepa-prenotification-run.ts failed (${run.status})`);
    const line = run.stdout
      .trim()
      .split('\n')
      .findLast((each) => each.startsWith('{"subscriptions"'));
    if (!line) throw new Error('bench/sepa-prenotification-run.ts printed no figures');
    result = JSON.parse(line);
  } finally {
    if (!process.argv.includes('--keep')) await onServer(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  }
  const wall = (performance.now() - started) / 1000;
  const { counts } = result;
  const ok =
    counts.late === 0 &&
    counts.missing === 0 &&
    counts.twice === 0 &&
    counts.debitsWithoutNotice === 0 &&
    counts.notDebited === 0 &&
    counts.amountDiffers === 0 &&
    counts.mailsMissing === 0 &&
    result.rerunEffects === 0;
  const figure = (name, value) => `| ${name} | ${count(value)} | 0 | ${mark(value === 0)} |`;
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — \`flock /tmp/e2e.lock node bench/sepa-prenotification.mjs\`, SEPA pre-notification at ${count(result.subscriptions)} subscriptions (decision 0082)`,
    '',
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${result.load} after the run. PostgreSQL ${result.version}, a scratch database; sandbox gateway; in process (the billing cycle's own code, \`runBillingCycle\`). ${count(result.subscriptions)} monthly Tools subscriptions paid by SEPA direct debit (1–3 licences, accounts in Europe/Vienna, Pacific/Auckland, America/Los_Angeles and UTC, invoice languages en/de/fr), renewals spread evenly over 30 days at every time of day, SEPA_PRENOTIFICATION_DAYS ${result.days}. The app's clock moved day by day over ${result.cycleDays} days, the cycle run at 00:30 UTC, again at the same moment, and at 12:30 UTC: ${result.cycles} cycles. Made in ${result.seedSeconds.toFixed(1)} s (sandbox customer and mandate per account); whole run ${wall.toFixed(0)} s.`,
    '',
    '| per first renewal | count | target | |',
    '|---|---|---|---|',
    figure('notice missing', counts.missing),
    figure(`notice late (sent less than ${result.days} days before the debit)`, counts.late),
    figure('notice sent twice', counts.twice),
    figure('debit without its notice', counts.debitsWithoutNotice),
    figure(`notice early (more than ${result.days + 1} days before the debit)`, counts.early),
    figure('renewal not debited by the end', counts.notDebited),
    figure('notice amount ≠ debit', counts.amountDiffers),
    figure('notice without exactly one mail', counts.mailsMissing),
    figure('notices or renewals of the cycle run again at the same moment', result.rerunEffects),
    '',
    `- ${count(result.notices)} renewal notices and ${count(result.debits)} renewal debits; time from notice to debit between ${result.minLeadHours.toFixed(1)} h and ${result.maxLeadHours.toFixed(1)} h.`,
    `- Billing cycle: ${result.meanMs.toFixed(0)} ms on average, ${result.maxMs.toFixed(0)} ms at most (day ${result.busiest.day}: ${count(result.busiest.notices)} notices, ${count(result.busiest.renewed)} renewals), ${result.totalSeconds.toFixed(1)} s for all ${result.cycles} cycles.`,
    `- Targets (0 late, 0 missing, 0 twice, no debit without its notice): ${ok ? 'met' : '**missed**'}.`,
    '',
  ];
  const section = lines.join('\n');
  console.log(section);
  if (!process.argv.includes('--no-record')) recordResults(section);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
