// Starts the built portal for the end-to-end tests on a fresh data directory, so every run begins
// from the same demo seed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.cache/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
