// `npm start`: build the web app when its sources are newer than the build, then run the service
// (which migrates, seeds demo data on an empty database and serves API and web on one port).
// The service runs in this very process (tsx compiles it on import), so SIGTERM and SIGINT from a
// container runtime or a terminal reach its shutdown handler directly: no chain of child processes
// that could be left running. The npm script `exec`s this file for the same reason.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contract/src'].map((p) =>
  path.join(root, p),
);
const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
const sourcesAt = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
// SKIP_WEB_BUILD=true serves whatever is built (or the "not built yet" page): API-only runs and tests.
const skipBuild = ['true', '1'].includes(process.env.SKIP_WEB_BUILD ?? '');
if (!skipBuild && sourcesAt > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
register();
await import(pathToFileURL(path.join(root, 'apps/api/src/main.ts')).href);
