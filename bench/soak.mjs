// Load and soak (issue 16): `DATABASE_URL=postgres://… node bench/soak.mjs` starts two web processes and
// one worker (PORTAL_ROLE) on a scratch database of that server (demo seed, sandbox gateway, the
// billing cycle running every minute in the worker), then drives 50 connections of mixed reads and
// writes for SOAK_SECONDS (600): reads of the account, subscriptions, invoices and plans spread over
// both web processes, billing data saves, and licence changes (one connection, so none waits for
// another's change). It samples every process's RSS every 10 s and the pools' waiting requests from
// /metrics, and reports errors, read p50/p99 per route, the RSS curve and growth after warm-up.
// Prints Markdown; `--no-record` leaves bench/RESULTS.md alone.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { onServer, requireScratch, urlOf } from './scratch-database.mjs';
import { login, recordResults, startServer, stop } from './server.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARM_UP_SECONDS = Math.min(60, Math.floor(SECONDS / 5));
const CONNECTIONS = 50;
const BASE_PORT = Number(process.env.SOAK_PORT ?? 3240);
const DATABASE = 'portal_soak';
const METRICS_TOKEN = 'soak-bench-metrics-token-0123456789';
const TARGET_P99_MS = 50;
const LICENCE_EVERY_MS = 2_000;
const TARGET_RSS_GROWTH = 10;

requireScratch('bench/soak.mjs', DATABASE);

const READS = ['/v1/account/me', '/v1/subscription/all', '/v1/invoice/all', '/v1/plan/tools'];
const WRITERS = ['owner@demo.test', 'new@demo.test', 'invoice@demo.test'];
/** Pays by card for Tools and Analytics (README's demo accounts). */
const LICENSEE = 'jonas.weber@demo.test';

/**
 * One request on a kept-alive connection, with Node's own HTTP client: `fetch` cost the load
 * generator (which shares the machine's cores with the portal) several times the CPU per request,
 * and its queueing showed up in the measured times.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function call(base, method, path, token, body) {
  const started = performance.now();
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', (error) =>
      resolve({ status: 599, ms: performance.now() - started, text: String(error) }),
    );
    request.end(payload);
  });
}

const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function waitReady(port, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process on ${port} exited: ${child.stderrText()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  await onServer(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${DATABASE}"`);
  const env = {
    DATABASE_URL: urlOf(DATABASE),
    NODE_ENV: 'production',
    DEMO_SEED: 'true',
    HOST: '127.0.0.1',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
    SKIP_WEB_BUILD: 'true',
  };
  const roles = [
    { role: 'web', port: BASE_PORT },
    { role: 'web', port: BASE_PORT + 1 },
    { role: 'worker', port: BASE_PORT + 2 },
  ];
  // All three at once: the migration lock lets one migrate and seed while the others wait.
  const processes = roles.map(({ role, port }) => ({
    role,
    port,
    ...startServer(
      { ...env, PORTAL_ROLE: role, PORT: String(port) },
      { args: ['--import', 'tsx', 'apps/api/src/main.ts'] },
    ),
  }));
  try {
    await Promise.all(processes.map(({ port, child }) => waitReady(port, child)));
    const webs = processes.filter((p) => p.role === 'web').map((p) => `http://127.0.0.1:${p.port}`);
    const tokens = Object.fromEntries(
      await Promise.all(WRITERS.map(async (e) => [e, await login(webs[0], e)])),
    );
    const reader = tokens['owner@demo.test'];

    // What each writer saves: its own billing data as it stands (a save changes nothing but is a write).
    const billing = {};
    for (const email of WRITERS) {
      const me = JSON.parse((await call(webs[0], 'GET', '/v1/account/me', tokens[email])).text);
      billing[email] = {
        company: me.company ?? '',
        vatid: me.vatid ?? '',
        no_vat_id: !me.vatid,
        firstname: me.billing_firstname ?? me.firstname,
        lastname: me.billing_lastname ?? me.lastname,
        street: me.street ?? 'Ringstraße 1',
        city: me.city ?? 'Wien',
        postal_code: me.postal_code ?? '1010',
        country: me.country ?? 'AT',
        phone_number: me.phone_number ?? '',
        invoice_language: me.invoice_language ?? 'en',
        invoice_email: me.invoice_email ?? me.email,
        invoice_reference: me.invoice_reference ?? '',
      };
    }
    // The licence changes: another customer's first active subscription, one more licence each time.
    // Not the reader's: each change adds an invoice, and 300 of them would grow the list it reads.
    const licensee = await login(webs[0], LICENSEE);
    const subscriptions = JSON.parse(
      (await call(webs[0], 'GET', '/v1/subscription/all', licensee)).text,
    ).data;
    const licensed = subscriptions.find((s) => s.status === 'active' && typeof s.quantity === 'number');

    const samples = { reads: new Map(), writes: [], licence: [] };
    const errors = [];
    const rss = [];
    let poolWaitingMax = 0;
    let readsDone = 0;
    let readsAtSample = 0;
    const startedAt = performance.now();
    const elapsed = () => (performance.now() - startedAt) / 1000;
    const record = (bucket, key, answer, what) => {
      if (answer.status >= 400) errors.push(`${what} ${answer.status} ${answer.text.slice(0, 120)}`);
      if (elapsed() < WARM_UP_SECONDS) return;
      if (key === null) bucket.push(answer.ms);
      else {
        // In place: copying the route's times on every answer made the load generator itself the
        // bottleneck after a minute or two (its CPU grew with the samples and reads fell fourfold).
        const times = bucket.get(key);
        if (times) times.push(answer.ms);
        else bucket.set(key, [answer.ms]);
      }
    };

    const sampler = setInterval(async () => {
      rss.push({
        at: Math.round(elapsed()),
        mb: processes.map(({ child }) => rssOf(child.pid)),
        readsPerSecond: (readsDone - readsAtSample) / 10,
      });
      readsAtSample = readsDone;
      for (const { port } of processes) {
        const text = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
          .then((r) => r.text())
          .catch(() => '');
        const waiting = /portal_db_pool_connections\{state="waiting"\} (\d+)/.exec(text);
        poolWaitingMax = Math.max(poolWaitingMax, Number(waiting?.[1] ?? 0));
      }
    }, 10_000);

    const loop = async (index) => {
      let turn = 0;
      while (elapsed() < SECONDS) {
        turn += 1;
        const base = webs[(index + turn) % webs.length];
        if (index === 0 && licensed) {
          // One more licence every 2 s (fewer is support's to do): about 300 changes in ten minutes.
          const answer = await call(base, 'PUT', '/v1/subscription/quantity', licensee, {
            subscriptionId: licensed.id,
            quantity: licensed.quantity + turn,
          });
          record(samples.licence, null, answer, 'licence change');
          await new Promise((resolve) => setTimeout(resolve, LICENCE_EVERY_MS));
        } else if (index < 1 + WRITERS.length) {
          const email = WRITERS[index - 1];
          const answer = await call(
            base,
            'PUT',
            '/v1/account/billing/information',
            tokens[email],
            billing[email],
          );
          record(samples.writes, null, answer, `billing save ${email}`);
        } else {
          const route = READS[(index + turn) % READS.length];
          record(samples.reads, route, await call(base, 'GET', route, reader), `GET ${route}`);
          readsDone += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => loop(index)));
    clearInterval(sampler);

    const afterWarmUp = rss.filter((sample) => sample.at >= WARM_UP_SECONDS);
    const growth = processes.map((_, i) => {
      const first = afterWarmUp[0]?.mb[i];
      const last = afterWarmUp.at(-1)?.mb[i];
      return first && last ? ((last - first) / first) * 100 : Number.NaN;
    });
    const reads = [...samples.reads].map(([route, times]) => ({
      route,
      count: times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    }));
    const readP99 = Math.max(...reads.map((r) => r.p99));
    const f = (n) => n.toFixed(1);
    const lines = [
      `## ${new Date().toISOString().slice(0, 10)} — \`DATABASE_URL=… node bench/soak.mjs\`, two web processes and a worker on PostgreSQL, ${SECONDS} s at ${CONNECTIONS} connections (issue 16)`,
      '',
      `Machine: ${os.cpus().length} cores, Node ${process.version}; load average ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(
          ' ',
        )} after the run. Demo seed, sandbox gateway, the worker's billing cycle every minute; ${CONNECTIONS - 1 - WRITERS.length} connections read (account, subscriptions, invoices, plans) alternating between the two web processes, ${WRITERS.length} save billing data, 1 adds a licence to another customer's subscription every ${LICENCE_EVERY_MS / 1000} s${licensed ? '' : ' (none: no active subscription found, so none ran)'}; figures after ${WARM_UP_SECONDS} s of warm-up.`,
      '',
      '| read | requests | p50 ms | p99 ms |',
      '|---|---|---|---|',
      ...reads.map((r) => `| ${r.route} | ${r.count} | ${f(r.p50)} | ${f(r.p99)} |`),
      '',
      `- Writes: billing data saves ${samples.writes.length} (p50 ${f(percentile(samples.writes, 50))} ms, p99 ${f(percentile(samples.writes, 99))} ms), licence changes ${samples.licence.length} (p50 ${f(percentile(samples.licence, 50))} ms, p99 ${f(percentile(samples.licence, 99))} ms).`,
      `- Errors: ${errors.length}${errors.length ? ` (first: ${errors.slice(0, 3).join('; ')})` : ''}. Most requests waiting for a pool connection in any process at a sample: ${poolWaitingMax}.`,
      `- RSS (MB) every 10 s, web 1 / web 2 / worker: ${rss.map((s) => `${s.at}s ${s.mb.map((m) => Math.round(m)).join('/')}`).join(', ')}.`,
      `- Reads per second in each 10 s: ${rss.map((s) => `${s.at}s ${Math.round(s.readsPerSecond)}`).join(', ')}.`,
      `- RSS growth after warm-up: ${growth.map((g, i) => `${processes[i].role} ${f(g)} %`).join(', ')}.`,
      `- Targets (0 errors, read p99 ≤ ${TARGET_P99_MS} ms, RSS growth ≤ ${TARGET_RSS_GROWTH} %, no pool exhaustion): ${
        errors.length === 0 && readP99 <= TARGET_P99_MS && growth.every((g) => g <= TARGET_RSS_GROWTH)
          ? 'met'
          : `missed (errors ${errors.length}, read p99 ${f(readP99)} ms, growth ${growth.map(f).join('/')} %)`
      }.`,
      '',
    ];
    const section = lines.join('\n');
    console.log(section);
    if (!process.argv.includes('--no-record')) recordResults(section);
  } finally {
    await Promise.all(processes.map(({ child }) => stop(child)));
    await onServer(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
