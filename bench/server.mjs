// What the benchmarks share: starting the service, waiting for it, signing in, recording results.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const DEMO_PASSWORD = 'Portal-Demo-2026!';

/**
 * Starts the service as `npm start` does, or with other `args` (the crash drill runs
 * apps/api/src/main.ts itself, so the child's pid is the process that serves).
 */
export function startServer(env, { args = ['scripts/start.mjs'], stdio = 'ignore' } = {}) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdio, 'pipe'],
  });
  const stderr = [];
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  child.stderrText = () => Buffer.concat(stderr).toString('utf8');
  return { child, startedAt };
}

/** Seconds from `startedAt` until /v1/health answers. */
export async function waitReady(port, startedAt, child) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${child.stderrText()}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v1/health`);
      if (response.ok) return (performance.now() - startedAt) / 1000;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A Bearer token: API clients send no cookies, so the CSRF rules do not apply to them. */
export async function login(base, email, password = DEMO_PASSWORD) {
  const response = await fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/**
 * The portal a browser benchmark measures: `BASE_URL` when set (one already running with demo data),
 * else `npm start` on a fresh PGlite data directory, which seeds the demo data, on a port from
 * `firstPort`. `stop()` ends what was started.
 */
export async function demoPortal(name, firstPort) {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL, stop: async () => {} };
  const port = firstPort + Math.floor(Math.random() * 9);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) });
  await waitReady(port, server.startedAt, server.child);
  return { base: `http://127.0.0.1:${port}`, stop: () => stop(server.child) };
}

/** Puts a section on top of bench/RESULTS.md (newest first, under the title). */
export function recordResults(section) {
  const file = path.join(root, 'bench/RESULTS.md');
  const previous = readFileSync(file, 'utf8').split('\n').slice(2).join('\n');
  const content = `# Benchmark results\n\n${section}\n${previous}`.trimEnd();
  writeFileSync(file, `${content}\n`);
}
