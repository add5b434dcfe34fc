// Where one read's time goes: `node bench/profile-read.mjs <route> [NAME=value …]` starts the
// service as `npm start` runs it under `node --cpu-prof`, loads the route with autocannon (50
// connections, warm-up then measurement), stops it and sorts the profile's samples into the
// categories of bench/RESULTS.md's note (decision 0045). Environment settings after the route go to
// the service: `DATABASE_URL=…` for PostgreSQL, `DATA_DIR=… DATABASE_URL=` for PGlite,
// `AUTH_CACHE_TTL_MS=0` for the signed-in cache off. Not part of `npm run bench`.
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { login, startServer, stop, waitReady } from './server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 3291);

/** First match wins, from the sampled function outwards. */
const CATEGORIES = [
  ['waiting (idle)', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  [
    'socket write to PostgreSQL',
    (f, stack) => f.functionName === 'writev' && stack.some((x) => /pg\/lib\/(query|connection)/.test(x.url)),
  ],
  [
    'socket write of the HTTP answer',
    (f) => ['writev', 'writeBuffer', 'writeUtf8String'].includes(f.functionName),
  ],
  [
    "PGlite's WebAssembly engine and its file calls",
    (f) =>
      f.url.startsWith('wasm://') ||
      (f.url === '' && ['fstat', 'read', 'write', 'open', 'close'].includes(f.functionName)),
  ],
  [
    'database driver',
    (f) =>
      /pglite\/dist|node_modules\/pg|pg-protocol|pg-pool|pg-types|postgres-array|postgres-date|async-mutex|pglite-statements/.test(
        f.url,
      ),
  ],
  ['drizzle', (f) => /drizzle-orm/.test(f.url)],
  ['request log', (f) => /pino|sonic-boom|logging\.ts/.test(f.url)],
  ['response check and JSON', (f) => /fastify-type-provider-zod|node_modules\/zod/.test(f.url)],
  ['portal code', (f) => /apps\/api\/src|packages\/contract/.test(f.url)],
  ['fastify, helmet, hooks', (f) => /fastify|find-my-way|helmet|avvio/.test(f.url)],
  [
    "Node's HTTP and streams",
    (f) => /node:_http|node:net|stream|node:events|node:internal\/timers/.test(f.url),
  ],
  ['JWT and crypto', (f) => /jose|crypto/.test(f.url) || f.functionName === 'Hmac'],
];
const START_UP = /modules\/esm|modules\/cjs|tsx\/|esbuild|migrat|seed/;

function categorise(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const shares = new Map();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const stack = [];
    for (let at = id; at !== undefined; at = parents.get(at)) stack.push(nodes.get(at).callFrame);
    if (stack.some((frame) => START_UP.test(frame.url))) return;
    const time = profile.timeDeltas[index] ?? 0;
    total += time;
    let category = 'other';
    search: for (const frame of stack) {
      for (const [name, test] of CATEGORIES) {
        if (test(frame, stack)) {
          category = name;
          break search;
        }
      }
    }
    shares.set(category, (shares.get(category) ?? 0) + time);
  });
  return [...shares]
    .sort((a, b) => b[1] - a[1])
    .map(([name, time]) => [name, Math.round((time / total) * 100)]);
}

const [route, ...settings] = process.argv.slice(2);
if (!route) {
  console.error('usage: node bench/profile-read.mjs <route> [NAME=value …]');
  process.exit(2);
}
const env = Object.fromEntries(settings.map((setting) => setting.split(/=(.*)/s).slice(0, 2)));
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
const server = startServer(
  {
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
    RATE_LIMIT_PROBES_PER_MINUTE: '100000000',
    SKIP_WEB_BUILD: 'true',
    ...env,
    PORT: String(PORT),
  },
  { args: ['--cpu-prof', '--cpu-prof-dir', dir, 'scripts/start.mjs'], stdio: openSync('/dev/null', 'w') },
);
try {
  await waitReady(PORT, server.startedAt, server.child);
  const base = `http://127.0.0.1:${PORT}`;
  const headers = {
    authorization: `Bearer ${await login(base, 'owner@demo.test')}`,
    'accept-language': 'en',
  };
  const load = () =>
    new Promise((resolve, reject) =>
      autocannon({ url: `${base}${route}`, connections: 50, duration: SECONDS, headers }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  await load();
  const result = await load();
  console.log(
    `${route}: ${Math.round(result.requests.average)} req/s under the profiler, p99 ${result.latency.p99} ms`,
  );
} finally {
  await stop(server.child, 'SIGINT');
}
// The main thread's profile is the largest; PGlite and tsx may leave smaller ones of other threads.
const [main] = readdirSync(dir)
  .map((name) => path.join(dir, name))
  .sort((a, b) => readFileSync(b).length - readFileSync(a).length);
for (const [name, share] of categorise(main)) console.log(`${String(share).padStart(3)} % ${name}`);
rmSync(dir, { recursive: true, force: true });
