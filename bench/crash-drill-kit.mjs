// What the two crash drills share (bench/crash-drill.mjs: renewals; bench/crash-drill-requests.mjs:
// the requests customers make): the server as the process SIGKILL hits, their seeds, the scratch
// database, and the section they record.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { onServer, urlOf } from './scratch-database.mjs';
import { recordResults, root, startServer, waitReady } from './server.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (since) => (performance.now() - since) / 1000;

/** Runs apps/api/src/main.ts itself (not through scripts/start.mjs), so SIGKILL hits the server. */
export async function startPortal(env, port) {
  const server = startServer(env, { args: ['--import', 'tsx', 'apps/api/src/main.ts'] });
  const readySeconds = await waitReady(port, server.startedAt, server.child);
  return { child: server.child, readySeconds, readyAt: performance.now() };
}

/** Runs a drill's seed through tsx on `databaseUrl`; answers the JSON of its last line. */
export function runSeed(script, databaseUrl, env) {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** Runs `drill(url)` on a scratch database created on DATABASE_URL's server and dropped after. */
export async function onScratchDatabase(prefix, drill) {
  process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  try {
    return await drill(urlOf(name));
  } finally {
    await onServer(`drop database if exists ${name} with (force)`);
  }
}

/** Prints the drill's lines and, unless `--no-record`, puts them on top of bench/RESULTS.md. */
export function printAndRecord(script, lines) {
  console.log(lines.join('\n'));
  if (process.argv.includes('--no-record')) return;
  const date = new Date().toISOString().slice(0, 10);
  const machine = `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`;
  const command = ['node', script, ...process.argv.slice(2)].join(' ');
  recordResults([`## ${date} — \`${command}\``, '', machine, '', ...lines, ''].join('\n'));
}
