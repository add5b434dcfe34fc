import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SELLER_ENV } from '../support/seller-env';
import { repoRoot } from '../support/test-database';

/** Parent of every live process, read from /proc (zombies count as gone: they run nothing). */
function liveParents(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') parents.set(Number(entry), Number(ppid));
    } catch {
      // The process ended while we looked.
    }
  }
  return parents;
}

function descendantsOf(pid: number): number[] {
  const parents = liveParents();
  const found: number[] = [];
  let generation = [pid];
  while (generation.length > 0) {
    const next = [...parents].filter(([, parent]) => generation.includes(parent)).map(([child]) => child);
    found.push(...next);
    generation = next;
  }
  return found;
}

const isAlive = (pid: number) => liveParents().has(pid);

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
const started: number[] = [];
let npm: ChildProcess | undefined;

afterAll(() => {
  // Whatever a failed run left behind, by the ids this test saw.
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('stops the whole service on SIGTERM: the port closes and no process is left', async () => {
    const { NODE_ENV: _testEnv, ...env } = process.env;
    npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...env,
        // Production without demo data names its seller (decision 0078).
        ...SELLER_ENV,
        CI: 'true',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_SEED: 'false',
        SKIP_WEB_BUILD: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const npmPid = npm.pid ?? 0;
    started.push(npmPid);
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    npm.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => npm?.once('exit', () => resolve()));

    const ready = () => /Portal ready on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    expect(await waitFor(() => ready() !== null, 60_000), output).toBe(true);
    const health = `http://127.0.0.1:${ready()?.[1]}/v1/health`;
    expect(await answers(health)).toBe(true);
    const children = descendantsOf(npmPid);
    started.push(...children);
    expect(children.length).toBeGreaterThan(0);

    process.kill(npmPid, 'SIGTERM');

    expect(await waitFor(async () => !(await answers(health)), 10_000), 'the port still answers').toBe(true);
    await exited;
    expect(await waitFor(() => [npmPid, ...children].every((pid) => !isAlive(pid)), 10_000)).toBe(true);
    expect(output).toContain('Portal stopped.');
  }, 90_000);
});
