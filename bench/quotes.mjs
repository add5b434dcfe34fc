// Quote latency (docs/decisions/0036): `node bench/quotes.mjs` starts the service as `npm start` does
// on a new PGlite data directory (demo seed), signs in as owner@demo.test and measures both quote
// endpoints with autocannon: a purchase quote (Analytics Enterprise, 3 licences, WELCOME10) and a
// licence change quote (the owner's Tools subscription, one licence more). Every response time is
// kept, so p95 is exact rather than autocannon's histogram buckets. Target: p95 ≤ 10 ms.
// Prints Markdown and puts it on top of bench/RESULTS.md (`--no-record`: print only).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { login, recordResults, startServer, stop, waitReady } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Sequential (one customer's typing) and ten at once: PGlite answers one query at a time. */
const CONCURRENCY = [1, 10];
const TARGET_P95_MS = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs autocannon against one request and returns every response time it saw. */
function measure({ url, headers, body, connections, duration }) {
  return new Promise((resolve, reject) => {
    const times = [];
    let failed = 0;
    const instance = autocannon(
      { url, method: 'POST', headers, body, connections, duration },
      (error, result) => (error ? reject(error) : resolve({ times, failed: failed + result.errors, result })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
      else failed += 1;
    });
  });
}

async function post(base, url, headers, body) {
  const response = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-quotes-'));
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(PORT) });
  try {
    await waitReady(PORT, server.startedAt, server.child);
    const base = `http://127.0.0.1:${PORT}`;
    const token = await login(base, 'owner@demo.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const listed = await fetch(`${base}/v1/subscription/all`, { headers }).then((r) => r.json());
    const tools = listed.data.find((subscription) => subscription.name.startsWith('Tools'));
    if (!tools) throw new Error('owner@demo.test has no Tools subscription');
    const quotes = [
      {
        name: 'POST /v1/subscription/upgrade/quote',
        url: '/v1/subscription/upgrade/quote',
        body: {
          plan: 'analytics-enterprise-month-eur',
          productId: 3,
          interval: 'month',
          quantity: 3,
          couponCode: 'WELCOME10',
        },
      },
      {
        name: 'POST /v1/subscription/quantity/quote',
        url: '/v1/subscription/quantity/quote',
        body: { subscriptionId: tools.id, quantity: tools.quantity + 1 },
      },
    ];
    // Each must answer a quote before it is measured; then warm the JIT and the query plans.
    for (const quote of quotes) {
      for (let i = 0; i < 200; i += 1) await post(base, quote.url, headers, quote.body);
    }

    const rows = [];
    for (const quote of quotes) {
      for (const connections of CONCURRENCY) {
        const { times, failed, result } = await measure({
          url: `${base}${quote.url}`,
          headers,
          body: JSON.stringify(quote.body),
          connections,
          duration: DURATION,
        });
        const sorted = times.sort((a, b) => a - b);
        rows.push({
          name: quote.name,
          connections,
          requests: sorted.length,
          rps: Math.round(result.requests.average),
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          failed,
        });
      }
    }

    const ms = (value) => value.toFixed(1);
    const lines = [
      `## ${new Date().toISOString().slice(0, 10)} — \`node bench/quotes.mjs\`, the quote endpoints (decision 0036)`,
      '',
      `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. PGlite with the demo seed, owner@demo.test (Bearer), autocannon ${DURATION} s per row; every response time kept.`,
      '',
      '| route | connections | requests | req/s | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.failed} |`,
      ),
      '',
      ...rows
        .filter((r) => r.connections === 1)
        .map(
          (r) =>
            `- ${r.name}: p95 ${ms(r.p95)} ms one request at a time (target ≤ ${TARGET_P95_MS} ms): ${r.p95 <= TARGET_P95_MS ? 'met' : '**missed**'}.`,
        ),
      '',
    ];
    const section = lines.join('\n');
    console.log(section);
    if (!process.argv.includes('--no-record')) recordResults(section);
  } finally {
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
