// Request crash drill (`node bench/crash-drill-requests.mjs`, also a section of `npm run bench` with
// DATABASE_URL): the money paths a customer starts — first purchases, licence changes, extra users,
// open-invoice payments, switches to yearly billing — each killed with SIGKILL three times on a
// scratch PostgreSQL database, at a moment when a burst of BURST customers is under way and charges
// are taken but not yet recorded. After the last restart it measures how long the service takes to
// settle the books on its own (the reconciliation sweep, CHARGE_LEASE_SECONDS after the crash), then
// has every customer whose request was cut off try again, and reports: unrecorded, doubled and
// missing money, charges left reserved, and buyers the crash blocked. The renewals' drill is
// bench/crash-drill.mjs.
// Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// CRASH_DRILL_PORT (3302), CRASH_DRILL_RECOVERY_SECONDS (300). `--no-record` prints the lines only.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readBooks } from './crash-drill-books.mjs';
import {
  onScratchDatabase,
  printAndRecord,
  runSeed,
  seconds,
  sleep,
  startPortal,
} from './crash-drill-kit.mjs';
import { login, stop } from './server.mjs';

const PURPOSES = ['purchase', 'quantity', 'extra_user', 'invoice', 'interval_switch'];
const KILLS = 3;
const BURST = 30;
const CUSTOMERS = KILLS * BURST;
const PASSWORD = 'Drill-Password-2026!';
const RECOVERY_TARGET_SECONDS = 120;
const RECOVERY_LIMIT_SECONDS = Number(process.env.CRASH_DRILL_RECOVERY_SECONDS ?? 300);
const PORT = Number(process.env.CRASH_DRILL_PORT ?? 3302);
const BASE = `http://127.0.0.1:${PORT}`;

const seedCustomers = (databaseUrl) =>
  runSeed('bench/crash-drill-requests-seed.ts', databaseUrl, {
    CRASH_DRILL_CUSTOMERS: String(CUSTOMERS),
    CRASH_DRILL_PASSWORD: PASSWORD,
  });

/** The one request of each purpose, as the portal's screens send it (Bearer: an API client). */
function send(purpose, customer, token) {
  const request = {
    purchase: [
      'POST',
      '/v1/subscription/upgrade',
      {
        plan: 'tools-enterprise-month-eur',
        productId: 1,
        interval: 'month',
        quantity: 1,
      },
    ],
    quantity: ['PUT', '/v1/subscription/quantity', { subscriptionId: customer.subscriptionId, quantity: 2 }],
    extra_user: [
      'POST',
      '/api/v1/clients',
      {
        email: `sub-${randomBytes(5).toString('hex')}@example.test`,
        firstname: 'Sub',
        lastname: 'User',
        organisations: [customer.organisationId],
        default_organisation_id: customer.organisationId,
        roles: [customer.roleId],
      },
    ],
    invoice: ['POST', `/v1/invoice/${customer.invoiceId}/pay`, {}],
    interval_switch: [
      'PUT',
      '/v1/subscription/yearly',
      { subscriptionId: customer.subscriptionId, when: 'now' },
    ],
  }[purpose];
  const [method, url, body] = request;
  return fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error) => ({ status: 0, error: String(error) }),
  );
}

/** Charges of the purpose reserved, and sandbox intents created since `since` that no payment names. */
async function inFlight(client, purpose, since) {
  const { rows } = await client.query(
    `select (select count(*) from charges where status = 'reserved' and purpose = $1)::int as reserved,
            (select count(*) from sandbox_objects o where o.kind = 'payment_intent' and o.created_at >= $2
               and o.data->'metadata'->>'purpose' = $1
               and not exists (select 1 from payments p where p.gateway_intent_id = o.id))::int as unrecorded`,
    [purpose, since],
  );
  return rows[0];
}

/**
 * Sends the burst and kills the server at the first moment a charge of it is taken and not yet
 * recorded — or, when none is seen, once charges are reserved and 300 ms have passed (a crash
 * between reserve and charge, also to be settled).
 */
async function burstAndKill(client, server, purpose, customers) {
  const tokens = [];
  for (const customer of customers) tokens.push(await login(BASE, customer.email, PASSWORD));
  const since = new Date(Date.now() - 1000);
  const started = performance.now();
  const answers = Promise.all(customers.map((customer, i) => send(purpose, customer, tokens[i])));
  let moment = null;
  while (seconds(started) < 20) {
    const now = await inFlight(client, purpose, since);
    if (now.unrecorded > 0 || (now.reserved > 0 && seconds(started) > 0.3)) {
      await stop(server.child, 'SIGKILL');
      moment = { ...now, afterMs: Math.round(performance.now() - started) };
      break;
    }
    await sleep(3);
  }
  if (!moment) {
    await stop(server.child, 'SIGKILL');
    moment = { reserved: 0, unrecorded: 0, afterMs: Math.round(performance.now() - started) };
  }
  const settled = await answers;
  return {
    ...moment,
    answered: settled.filter((answer) => answer.status >= 200 && answer.status < 300).length,
    cutOff: customers.filter((_, i) => settled[i].status === 0 || settled[i].status >= 500),
    serverErrors: settled.filter((answer) => answer.status >= 500).length,
  };
}

/** Charges left reserved, and money that moved twice for one customer's one request. */
async function readRequestBooks(client) {
  const { rows } = await client.query(`
    with kept as (
      select o.data->>'customerId' as customer, o.data->'metadata'->>'purpose' as purpose
      from sandbox_objects o
      where o.kind = 'payment_intent' and o.data->>'status' in ('succeeded', 'processing')
        and coalesce((o.data->>'amountRefunded')::int, 0) < (o.data->>'amount')::int
    )
    select (select count(*) from charges where status = 'reserved')::int as reserved,
           (select count(*) from (select customer, purpose from kept
              where purpose in ('purchase', 'quantity', 'invoice', 'interval_switch')
              group by customer, purpose having count(*) > 1) twice)::int as "keptTwice",
           (select count(*) from subscriptions s where s.status = 'incomplete'
              and not exists (select 1 from charges c where c.subscription_id = s.id and c.status = 'reserved')
              and not exists (select 1 from invoices i join payments p on p.invoice_id = i.id
                where i.subscription_id = s.id))::int as "strandedPurchases"`);
  return rows[0];
}

const problems = (books, requests) =>
  books.doubled +
  books.gaps +
  books.unpayable +
  books.unrecorded +
  books.chargedTwice +
  requests.reserved +
  requests.keptTwice +
  requests.strandedPurchases;

async function recover(client, readyAt) {
  for (;;) {
    const books = await readBooks(client);
    const requests = await readRequestBooks(client);
    const elapsed = seconds(readyAt);
    if (problems(books, requests) === 0) return { books, requests, settled: elapsed };
    if (elapsed > RECOVERY_LIMIT_SECONDS) return { books, requests, settled: null };
    await sleep(1000);
  }
}

/** Everyone the crash cut off tries again: they must get through, or be told it already happened. */
async function retry(cutOff) {
  const outcomes = { done: 0, alreadyDone: 0, blocked: [] };
  for (const { purpose, customer } of cutOff) {
    const answer = await send(purpose, customer, await login(BASE, customer.email, PASSWORD));
    let status = '';
    try {
      status = JSON.parse(answer.body ?? '{}').status ?? '';
    } catch {}
    if (answer.status === 200) outcomes.done += 1;
    else if (
      (purpose === 'purchase' && status === 'product_already_active') ||
      (purpose === 'quantity' && status === 'only_higher_than') ||
      (purpose === 'invoice' && status === 'invoice_not_payable') ||
      (purpose === 'interval_switch' && status === 'invalid_state')
    ) {
      outcomes.alreadyDone += 1;
    } else
      outcomes.blocked.push(
        `${purpose} ${customer.email}: ${answer.status} ${(answer.body ?? answer.error ?? '').slice(0, 160)}`,
      );
  }
  return outcomes;
}

async function drill(databaseUrl) {
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_SEED: 'true',
    NODE_ENV: 'production',
    PORT: String(PORT),
    // One address signs in hundreds of customers; the per-IP limit of public routes is not measured here.
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let server = await startPortal(env, PORT);
  try {
    const seeded = seedCustomers(databaseUrl);
    const kills = [];
    const cutOff = [];
    for (const purpose of PURPOSES) {
      for (let k = 0; k < KILLS; k += 1) {
        const customers = seeded[purpose].slice(k * BURST, (k + 1) * BURST);
        const outcome = await burstAndKill(client, server, purpose, customers);
        kills.push({ purpose, kill: k + 1, readySeconds: server.readySeconds, ...outcome });
        cutOff.push(...outcome.cutOff.map((customer) => ({ purpose, customer })));
        server = await startPortal(env, PORT);
      }
    }
    const recovery = await recover(client, server.readyAt);
    const retried = await retry(cutOff);
    const after = { books: await readBooks(client), requests: await readRequestBooks(client) };
    await stop(server.child);
    return { kills, recovery, retried, after, cutOff: cutOff.length };
  } finally {
    await stop(server.child, 'SIGKILL');
    await client.end();
  }
}

function report({ kills, recovery, retried, after, cutOff }) {
  const mark = (ok) => (ok ? 'met' : '**missed**');
  const row = (name, value) => `| ${name} | ${value} | 0 | ${mark(value === 0)} |`;
  const recovered = recovery.settled !== null && recovery.settled <= RECOVERY_TARGET_SECONDS;
  const serverErrors = kills.reduce((sum, k) => sum + k.serverErrors, 0);
  const ok =
    recovered &&
    problems(after.books, after.requests) === 0 &&
    retried.blocked.length === 0 &&
    serverErrors === 0;
  return {
    ok,
    lines: [
      `- Request crash drill (PostgreSQL, sandbox gateway, demo seed, NODE_ENV=production): ${PURPOSES.length} purposes × ${KILLS} kills, each during a burst of ${BURST} customers at once; SIGKILL when a charge of the burst was taken and not yet recorded (or, seen none, when charges were reserved); restarted after each kill.`,
      '',
      '| purpose | kill | killed after | charges of the purpose reserved (earlier kills’ included) / taken and unrecorded at the kill | answered before the kill | cut off | 5xx |',
      '|---|---|---|---|---|---|---|',
      ...kills.map(
        (k) =>
          `| ${k.purpose} | ${k.kill} | ${k.afterMs} ms | ${k.reserved} / ${k.unrecorded} | ${k.answered} | ${k.cutOff.length} | ${k.serverErrors} |`,
      ),
      '',
      '| after the last restart and the retries | value | target | |',
      '|---|---|---|---|',
      row('unrecorded charges (taken, no payment)', after.books.unrecorded),
      row(
        'money kept twice for one request (purchase, licences, invoice, yearly switch)',
        after.requests.keptTwice,
      ),
      row('invoices charged twice', after.books.chargedTwice),
      row('doubled periods', after.books.doubled),
      row('missing periods (gaps)', after.books.gaps),
      row('unpayable open invoices', after.books.unpayable),
      row('charges still reserved', after.requests.reserved),
      row('purchases stranded incomplete with nothing to pay', after.requests.strandedPurchases),
      row('5xx answers during the bursts', serverErrors),
      `| buyers blocked: of ${cutOff} cut off, retried: ${retried.done} went through, ${retried.alreadyDone} told it was done | ${retried.blocked.length} | 0 | ${mark(retried.blocked.length === 0)} |`,
      `| recovery: ready → books settled | ${recovery.settled === null ? `not settled after ${RECOVERY_LIMIT_SECONDS} s` : `${recovery.settled.toFixed(0)} s`} | ≤ ${RECOVERY_TARGET_SECONDS} s | ${mark(recovered)} |`,
      ...(retried.blocked.length
        ? ['', 'Blocked:', ...retried.blocked.slice(0, 10).map((line) => `- ${line}`)]
        : []),
    ],
  };
}

async function main() {
  const result = report(await onScratchDatabase('crash_drill_requests', drill));
  printAndRecord('bench/crash-drill-requests.mjs', result.lines);
  process.exit(result.ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
