// Signed-in reads (issue "every signed-in read fast"): `node bench/reads.mjs` starts the service as
// `npm start` runs it — request logging on, stdout to a file — and measures every read route the
// customer screens call beside the bare JSON route, in the same run, with autocannon (50
// connections). On PGlite always (a new data directory, demo seed) and on PostgreSQL when
// DATABASE_URL is set (a new database beside the one it names, dropped afterwards). `me` is measured
// twice: with the signed-in cache (AUTH_CACHE_TTL_MS) as configured and with it turned off.
// Prints Markdown; `--no-record` leaves bench/RESULTS.md alone.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { login, recordResults, startServer, stop, waitReady } from './server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3220);
const EMAIL = 'owner@demo.test';

/** Targets per database: share of the bare route's req/s and p99 in ms. */
const TARGETS = {
  PostgreSQL: { share: 20, p99: 25, meUncachedShare: 15 },
  PGlite: { share: 8, p99: 50, meUncachedShare: 8 },
};

const ROUTES = [
  '/v1/account/me',
  '/v1/subscription/all',
  '/v1/invoice/all',
  '/v1/invoice/credit',
  '/v1/invoice/upcoming',
  '/v1/plan/tools',
  '/v1/account/billing/payment-methods',
  '/v1/country/all',
  '/v1/product/active',
  '/v1/user/votes',
  '/v1/user/audiences',
  '/v1/monitoring/users?from=2026-10-01&to=2026-10-31&timezone=Europe%2FVienna',
];

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const row = (route, result) => ({
  route,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors,
});

/** One server; `routes` measured one after the other after the bare route. */
async function measureServer(env, routes) {
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-bench-log-')), 'stdout.log');
  const stdout = openSync(logFile, 'w');
  // /v1/country/all is public, limited per client IP; the benchmark is one IP sending what many
  // customers would, so that limit is lifted for it.
  const server = startServer(
    {
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
      RATE_LIMIT_PROBES_PER_MINUTE: '100000000',
      ...env,
      PORT: String(PORT),
    },
    { stdio: stdout },
  );
  try {
    await waitReady(PORT, server.startedAt, server.child);
    const base = `http://127.0.0.1:${PORT}`;
    const headers = { authorization: `Bearer ${await login(base, EMAIL)}`, 'accept-language': 'en' };
    // Every route once, checked, so a refusal is not measured as speed; then warm-up.
    for (const route of routes) {
      const response = await fetch(`${base}${route}`, { headers });
      if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    }
    await load(`${base}/v1/health`, {});
    const rows = [row('GET /v1/health (bare JSON)', await load(`${base}/v1/health`, {}))];
    for (const route of routes) rows.push(row(`GET ${route}`, await load(`${base}${route}`, headers)));
    return { rows, logBytes: statSync(logFile).size };
  } finally {
    await stop(server.child);
    closeSync(stdout);
    rmSync(path.dirname(logFile), { recursive: true, force: true });
  }
}

async function measureDatabase(label, env) {
  const cached = await measureServer(env, ROUTES);
  const uncached = await measureServer({ ...env, AUTH_CACHE_TTL_MS: '0' }, ['/v1/account/me']);
  const [bare, ...reads] = cached.rows;
  const [bareUncached, me] = uncached.rows;
  me.route += ' (signed-in cache off)';
  return { label, bare, reads, bareUncached, meUncached: me, logBytes: cached.logBytes };
}

async function withScratchDatabase(adminUrl, run) {
  const name = `portal_reads_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function report(results) {
  const lines = [
    `autocannon ${CONNECTIONS} connections, ${DURATION} s per route; the service as \`npm start\` runs it (NODE_ENV=production, request logging on, stdout to a file; the per-IP limit of public routes lifted, the load coming from one address); owner@demo.test with the demo seed.`,
    '',
    '| database | route | req/s | share of bare | p50 ms | p99 ms | failed |',
    '|---|---|---|---|---|---|---|',
  ];
  const verdicts = [];
  for (const r of results) {
    const target = TARGETS[r.label];
    const share = (x, bare) => Math.round((x.rps / bare.rps) * 100);
    const line = (x, bare) =>
      `| ${r.label} | ${x.route} | ${x.rps} | ${share(x, bare)} % | ${x.p50} | ${x.p99} | ${x.failed} |`;
    lines.push(line(r.bare, r.bare), ...r.reads.map((x) => line(x, r.bare)));
    lines.push(line(r.bareUncached, r.bareUncached), line(r.meUncached, r.bareUncached));
    const slow = r.reads.filter((x) => share(x, r.bare) < target.share || x.p99 > target.p99 || x.failed > 0);
    const worst = r.reads.reduce((a, b) => (share(a, r.bare) <= share(b, r.bare) ? a : b));
    verdicts.push(
      `- ${r.label}: every read ≥ ${target.share} % of bare with p99 ≤ ${target.p99} ms: ${
        slow.length === 0 ? 'met' : `not met by ${slow.map((x) => x.route.replace('GET ', '')).join(', ')}`
      } (lowest ${share(worst, r.bare)} %, ${worst.route}).`,
      `- ${r.label}: me with the signed-in cache off = ${share(r.meUncached, r.bareUncached)} % of bare (target ≥ ${target.meUncachedShare} %), p99 ${r.meUncached.p99} ms: ${
        share(r.meUncached, r.bareUncached) >= target.meUncachedShare && r.meUncached.p99 <= target.p99
          ? 'met'
          : 'not met'
      }.`,
    );
  }
  return { lines: [...lines, '', ...verdicts], met: verdicts.every((line) => !line.includes('not met')) };
}

async function main() {
  const results = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-reads-'));
  try {
    results.push(await measureDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    results.push(
      await withScratchDatabase(process.env.DATABASE_URL, (url) =>
        measureDatabase('PostgreSQL', { DATABASE_URL: url }),
      ),
    );
  }
  const { lines, met } = report(results);
  console.log(lines.join('\n'));
  if (!process.argv.includes('--no-record')) {
    const date = new Date().toISOString().slice(0, 10);
    const machine = `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`;
    recordResults(
      [
        `## ${date} — \`node bench/reads.mjs\`${process.env.DATABASE_URL ? ' with DATABASE_URL set' : ''}`,
        '',
        machine,
        '',
        ...lines,
      ].join('\n'),
    );
  }
  // Recorded either way; the status tells a caller whether every target was met.
  if (!met) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
