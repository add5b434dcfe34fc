// Data export benchmark (decision 0052): `node bench/data-export.mjs` builds the archive of an
// account with 250, 1,000 and 2,000 invoices, each in a process of its own (bench/data-export-run.ts),
// and reports the job's wall time and how far the peak RSS (VmHWM) rose during it. Each size runs
// twice: with Node's default heap settings, and with a young generation big enough for one PDF's
// working set (--max-semi-space-size=32). Under the defaults pdfkit's garbage is promoted and V8
// lets the old generation grow before collecting it (rendering the same PDFs and keeping nothing
// grows alike); with room in the young generation, the peak shows what the export itself holds.
// Targets: 1,000 invoices in ≤ 10 s; that peak does not grow with the number of invoices.
// Prints Markdown and puts it on top of bench/RESULTS.md (`--no-record`: print only).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { recordResults, root } from './server.mjs';

// 2,000 as well: with the default heap the peak must level off, not keep rising with the invoices.
const SIZES = [250, 1000, 2000];
const TARGET_INVOICES = 1000;
const TARGET_SECONDS = 10;
/** What the export may hold at its peak, with room in the young generation, whatever the size. */
const TARGET_HELD_MB = 16;
const ROOMY_YOUNG_GENERATION = '--max-semi-space-size=32';

function run(invoices, flags = []) {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', ...flags, '--import', 'tsx', 'bench/data-export-run.ts', String(invoices)],
    { cwd: root, env: process.env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`bench/data-export-run.ts ${invoices} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const runs = SIZES.map((invoices) => ({
  plain: run(invoices),
  roomy: run(invoices, [ROOMY_YOUNG_GENERATION]),
}));
const large = runs.find(({ plain }) => plain.invoices === TARGET_INVOICES);
const largest = runs.at(-1);
const mb = (n) => n.toFixed(1);
const lines = [
  `## ${new Date().toISOString().slice(0, 10)} — \`node bench/data-export.mjs\``,
  '',
  `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. One process per run; the export job runs in-process on ${large.plain.database}.`,
  '',
  `| invoices | wall time s | archive MB | RSS before MB | peak growth MB, default heap | peak growth MB, ${ROOMY_YOUNG_GENERATION} |`,
  '|---|---|---|---|---|---|',
  ...runs.map(
    ({ plain, roomy }) =>
      `| ${plain.invoices} | ${plain.seconds.toFixed(2)} | ${mb(plain.bytes / 1e6)} | ${mb(plain.rssBeforeMb)} | ${mb(plain.peakGrowthMb)} | ${mb(roomy.peakGrowthMb)} |`,
  ),
  '',
  `- Data export of ${large.plain.invoices} invoices, PDFs included: ${large.plain.seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s).`,
  `- Peak RSS growth with room in the young generation: ${runs.map(({ roomy }) => `${mb(roomy.peakGrowthMb)} MB at ${roomy.invoices}`).join(', ')} (target ≤ ${TARGET_HELD_MB} MB at every size: nothing is kept per invoice). With the default heap: ${runs.map(({ plain }) => `${mb(plain.peakGrowthMb)} MB`).join(', ')}, pdfkit's garbage awaiting a full collection, which ${largest.plain.peakGrowthMb <= large.plain.peakGrowthMb * 1.25 ? 'levels off' : '**keeps rising**'} from ${large.plain.invoices} to ${largest.plain.invoices} invoices.`,
  '',
];
const section = lines.join('\n');
console.log(section);
if (!process.argv.includes('--no-record')) recordResults(section);
const failed =
  large.plain.seconds > TARGET_SECONDS || runs.some(({ roomy }) => roomy.peakGrowthMb > TARGET_HELD_MB);
process.exit(failed ? 1 : 0);
