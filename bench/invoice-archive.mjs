// Invoice archive benchmark (issue 32): `node bench/invoice-archive.mjs` builds the year's archive of
// an account with 1,000 invoices (each as PDF and XML, bench/invoice-archive-run.ts) in a process of
// its own, and reports the wall time and how far the peak RSS (VmHWM) rose during it.
// Targets: ≤ 10 s, memory growth ≤ 100 MB. Prints Markdown and puts it on top of bench/RESULTS.md
// (`--no-record`: print only).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { recordResults, root } from './server.mjs';

const INVOICES = 1000;
const TARGET_SECONDS = 10;
const TARGET_GROWTH_MB = 100;

const result = spawnSync(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', 'bench/invoice-archive-run.ts', String(INVOICES)],
  { cwd: root, env: process.env, encoding: 'utf8' },
);
if (result.status !== 0) throw new Error(`bench/invoice-archive-run.ts failed: ${result.stderr}`);
const run = JSON.parse(result.stdout.trim().split('\n').at(-1));
const met = (ok) => (ok ? 'met' : '**missed**');
const section = [
  `## ${new Date().toISOString().slice(0, 10)} — \`node bench/invoice-archive.mjs\``,
  '',
  `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. One process; the archive is written in-process on ${run.database}, streamed to a file as the download streams it.`,
  '',
  `- Year archive of ${run.invoices} invoices, each as PDF and XML (${run.entries} files, ${(run.bytes / 1e6).toFixed(1)} MB): ${run.seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s: ${met(run.seconds <= TARGET_SECONDS)}); peak RSS growth ${run.peakGrowthMb.toFixed(1)} MB over ${run.rssBeforeMb.toFixed(1)} MB before (target ≤ ${TARGET_GROWTH_MB} MB: ${met(run.peakGrowthMb <= TARGET_GROWTH_MB)}).`,
  '',
].join('\n');
console.log(section);
if (!process.argv.includes('--no-record')) recordResults(section);
process.exit(run.seconds > TARGET_SECONDS || run.peakGrowthMb > TARGET_GROWTH_MB ? 1 : 0);
