// Crash drill (`node bench/crash-drill.mjs`, also a section of `npm run bench`): on a scratch
// PostgreSQL database, 200 monthly subscriptions paid by card, one year of time travel, and the
// server killed with SIGKILL three times while the billing cycle renews them (after 10 %, 50 % and
// 90 % of the renewal invoices exist, each time while charges are taken but not yet recorded). After
// the last restart it measures how long the service takes to settle the books on its own, then
// reports doubled and missing periods, unpayable open invoices, unrecorded and doubled charges.
// Exits 1 when a target fails. Settings: DATABASE_URL (the server the scratch database is created
// on; default postgres://postgres@127.0.0.1:5432/postgres), CRASH_DRILL_PORT (3301),
// CRASH_DRILL_RECOVERY_SECONDS (300). `--no-record` prints the lines without writing RESULTS.md;
// `--no-kill` runs the same year without kills (a control run: every figure must be 0 there too).
import pg from 'pg';
import { failures, readBooks, readProgress } from './crash-drill-books.mjs';
import {
  onScratchDatabase,
  printAndRecord,
  runSeed,
  seconds,
  sleep,
  startPortal,
} from './crash-drill-kit.mjs';
import { login, stop } from './server.mjs';

const SUBSCRIPTIONS = 200;
const DAYS = 365;
const KILL_AT = [0.1, 0.5, 0.9];
/** The year is moved in three steps; after each restart the next one runs the interrupted cycle on. */
const TRAVEL = [{ days: DAYS - 1, hours: 22 }, { hours: 1 }, { hours: 1 }];
const RECOVERY_TARGET_SECONDS = 120;
const RECOVERY_LIMIT_SECONDS = Number(process.env.CRASH_DRILL_RECOVERY_SECONDS ?? 300);
const PORT = Number(process.env.CRASH_DRILL_PORT ?? 3301);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = 'admin@demo.test';

const seedSubscriptions = (databaseUrl) =>
  runSeed('bench/crash-drill-seed.ts', databaseUrl, {
    CRASH_DRILL_SUBSCRIPTIONS: String(SUBSCRIPTIONS),
    CRASH_DRILL_DAYS: String(DAYS),
  });

/** Moves every account's clock; the request runs a billing cycle, so it ends with the kill. */
async function travel(step) {
  const token = await login(BASE, ADMIN);
  return fetch(`${BASE}/v1/sandbox/clock`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(step),
  }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error) => ({ error: String(error) }),
  );
}

/**
 * Waits until `threshold` renewal invoices exist and then for a moment when charges taken since
 * `since` are not yet recorded, and kills the server there — or after 100 ms without one: the
 * cycle charges hundreds of renewals a second, and waiting longer let the last step finish first.
 */
async function killAt(client, child, threshold, since) {
  const deadline = performance.now() + 180_000;
  let reachedAt = null;
  for (;;) {
    const progress = await readProgress(client, since);
    if (progress.invoices >= threshold) {
      reachedAt ??= performance.now();
      if (progress.unrecorded > 0 || seconds(reachedAt) > 0.1) {
        await stop(child, 'SIGKILL');
        return readProgress(client, since);
      }
    }
    if (performance.now() > deadline) {
      throw new Error(`the cycle stopped at ${progress.invoices} of ${threshold} invoices`);
    }
    await sleep(10);
  }
}

/** Polls every second until nothing is owed and every figure is 0, or the limit passes. */
async function recover(client, readyAt) {
  let caughtUp = null;
  for (;;) {
    const books = await readBooks(client);
    const elapsed = seconds(readyAt);
    if (caughtUp === null && books.behind === 0) caughtUp = elapsed;
    if (failures(books) === 0) return { books, caughtUp, settled: elapsed };
    if (elapsed > RECOVERY_LIMIT_SECONDS) return { books, caughtUp, settled: null };
    await sleep(1000);
  }
}

/** With `kill` false (`--no-kill`), the same year runs uninterrupted: a control run. */
async function drill(databaseUrl, kill) {
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_SEED: 'true',
    DEMO_TIME_TRAVEL: 'true',
    NODE_ENV: 'production',
    PORT: String(PORT),
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server = await startPortal(env, PORT);
  try {
    const seeded = seedSubscriptions(databaseUrl);
    const kills = [];
    for (const [index, share] of KILL_AT.entries()) {
      const since = new Date();
      const request = travel(TRAVEL[index]);
      if (!kill) {
        const answer = await request;
        if (answer.status !== 200) throw new Error(`time travel failed: ${answer.status} ${answer.body}`);
        continue;
      }
      const threshold = Math.ceil(share * seeded.expectedRenewals);
      const moment = await killAt(client, server.child, threshold, since);
      if (!(await request).error) throw new Error('the time travel ended before the kill');
      kills.push({ share, readySeconds: server.readySeconds, ...moment });
      server = await startPortal(env, PORT);
    }
    const recovery = await recover(client, kill ? server.readyAt : performance.now());
    const { invoices } = await readProgress(client);
    await stop(server.child);
    return { seeded, kills, recovery, invoices, restartSeconds: server.readySeconds };
  } finally {
    await stop(server.child, 'SIGKILL');
    await client.end();
  }
}

function report({ seeded, kills, recovery, invoices, restartSeconds }) {
  const { books, caughtUp, settled } = recovery;
  const mark = (ok) => (ok ? 'met' : '**missed**');
  const figure = (name, value, note = '') => `| ${name} | ${value}${note} | 0 | ${mark(value === 0)} |`;
  const time = (s) => (s === null ? '—' : `${s.toFixed(0)} s`);
  const recovered = settled !== null && settled <= RECOVERY_TARGET_SECONDS;
  const starts = [...kills.map((k) => k.readySeconds), restartSeconds].map((s) => `${s.toFixed(1)} s`);
  const what = kills.length
    ? `the server killed with SIGKILL ${kills.length} times during the cycle and restarted (ready after ${starts.join(', ')})`
    : 'no kill (control run)';
  return {
    ok: failures(books) === 0 && recovered,
    lines: [
      `- Crash drill (PostgreSQL, sandbox gateway, demo seed): ${seeded.subscriptions} monthly card subscriptions, every clock moved ${DAYS} days, ${what}. Renewal invoices of the drill's subscriptions at the end: ${invoices} of ${seeded.expectedRenewals} owed.`,
      '',
      ...(kills.length
        ? [
            '| kill | renewal invoices right after it | charges of this step no payment names |',
            '|---|---|---|',
            ...kills.map(
              (k, i) =>
                `| ${i + 1} (≥ ${Math.round(k.share * 100)} %) | ${k.invoices} (${Math.round((k.invoices / seeded.expectedRenewals) * 100)} %) | ${k.unrecorded} |`,
            ),
            '',
          ]
        : []),
      `| ${kills.length ? 'after the last restart' : 'after the year'} | value | target | |`,
      '|---|---|---|---|',
      figure('doubled periods', books.doubled),
      figure('missing periods: gaps between billed periods', books.gaps),
      figure('missing periods: active subscriptions behind their clock', books.behind),
      figure('unpayable open invoices', books.unpayable, ` (${books.neverCharged} with no payment recorded)`),
      figure('unrecorded charges', books.unrecorded),
      figure('invoices charged twice', books.chargedTwice),
      `| recovery: ready → books settled | ${settled === null ? `not settled after ${RECOVERY_LIMIT_SECONDS} s` : time(settled)} (renewals caught up after ${time(caughtUp)}) | ≤ ${RECOVERY_TARGET_SECONDS} s | ${mark(recovered)} |`,
    ],
  };
}

const DEFINITIONS = [
  'What the crash drill counts (`bench/crash-drill-books.mjs`), read from the database once the books settled or the limit passed:',
  '- doubled periods: the periods of subscription lines of invoices that are not void, once per invoice (licences and extra users are two lines of one period), per subscription in order of period start, where a period starts before the previous one ended or at the same start (credit notes are not invoices and do not count);',
  '- missing periods: a period starting after the previous one ended, and active subscriptions whose current period ended by their account’s moved clock (a renewal owed and not made);',
  '- unpayable open invoices: open card or SEPA invoices with no processing payment, no payment waiting for 3-D Secure with a client secret, and not the newest open invoice of a past-due subscription (which dunning retries); invoices paid by bank transfer are left out;',
  '- unrecorded charges: sandbox payment intents succeeded or processing that no `payments` row names; invoices charged twice: invoices with two or more such intents, linked by `payments` rows, or by the idempotency key of our charge record (every purpose: renewals `invoice-<id>-attempt-<n>`, purchases, licence changes, extra users, open-invoice payments);',
  `- recovery: from the restarted server answering /v1/health to the first poll (every second) with every figure at 0, at most ${RECOVERY_LIMIT_SECONDS} s.`,
];

async function main() {
  const kill = !process.argv.includes('--no-kill');
  const result = report(await onScratchDatabase('crash_drill', (url) => drill(url, kill)));
  printAndRecord('bench/crash-drill.mjs', [...result.lines, '', ...DEFINITIONS]);
  process.exit(result.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
