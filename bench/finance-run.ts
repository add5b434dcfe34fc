// One run of the finance page benchmark (bench/finance.mjs starts it, issue 15):
// `node --import tsx bench/finance-run.ts` with DATABASE_URL naming a scratch database it fills with
// 1,000,000 invoices (and their lines) of 40,000 subscriptions over two years, open and overdue ones,
// credit notes and buyers in several EU countries and abroad, all with generate_series. Then it times
// the finance routes' own code one request at a time: the overview (every currency, and one), the
// receivables (first and a deep page, overdue only), the credit notes of a month and of a year, and
// the tax summary of a quarter with its CSV. Prints one line of JSON.
import os from 'node:os';
import {
  financeCreditNotesQuerySchema,
  financeOverviewQuerySchema,
  financeTaxQuerySchema,
  quarterOf,
  receivablesQuerySchema,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { DEMO_SELLER, loadConfig } from '../apps/api/src/config';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { FinanceCache } from '../apps/api/src/modules/finance/finance-cache';
import { oneMonthBefore } from '../apps/api/src/modules/finance/finance-months';
import { getFinanceOverview } from '../apps/api/src/modules/finance/get-overview';
import { listFinanceCreditNotes } from '../apps/api/src/modules/finance/list-credit-notes';
import { listReceivables } from '../apps/api/src/modules/finance/list-receivables';
import { buildTaxCsv } from '../apps/api/src/modules/finance/tax-csv';
import { taxSummary } from '../apps/api/src/modules/finance/tax-summary';
import { ManualClock, systemClock } from '../apps/api/src/platform/clock';
import { migrateDatabase, openDatabase, rowsOf } from '../apps/api/src/platform/db';

const INVOICES = Number(process.env.FINANCE_BENCH_INVOICES ?? 1_000_000);
const SUBSCRIPTIONS = Number(process.env.FINANCE_BENCH_SUBSCRIPTIONS ?? 40_000);
const SAMPLES = Number(process.env.FINANCE_BENCH_SAMPLES ?? 40);
/** The tax summary worked out afresh: fewer samples of it. */
const COLD_SAMPLES = Number(process.env.FINANCE_BENCH_COLD_SAMPLES ?? 10);
/** Looks with nothing kept take seconds: fewer of them. */
const FIRST_LOOKS = Number(process.env.FINANCE_BENCH_FIRST_LOOKS ?? 3);
const log = (line: string) => process.stderr.write(`${line}\n`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function timed(ask: () => Promise<number>, samples = SAMPLES) {
  for (let i = 0; i < 3; i += 1) await ask();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    rows = await ask();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), rows, samples };
}

async function main() {
  const config = loadConfig({ ...DEMO_SELLER, ...process.env, DEMO_SEED: 'false', NODE_ENV: 'production' });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  const run = (text: string) => database.db.execute(sql.raw(text));
  const started = performance.now();
  const accounts = Math.ceil(SUBSCRIPTIONS / 2);
  await run(`INSERT INTO users (email, password_hash, firstname, lastname, company, accepted_latest_terms)
    SELECT 'customer.' || g || '@finance-bench.test', 'x', 'Customer', 'No ' || g, 'Company ' || g, true
    FROM generate_series(1, ${accounts}) g`);
  // Two subscriptions an account (tools and dmp, or tools and analytics); a tenth yearly, a fifth in
  // dollars, every tenth ended some time in the last year, every 25th past due. Anchored on a day of
  // the month so renewals spread over it.
  await run(`CREATE TEMP TABLE bench_accounts AS
    SELECT id, row_number() over (order by id) AS n FROM users WHERE email LIKE '%@finance-bench.test'`);
  await run(`INSERT INTO subscriptions (id, user_id, product_id, line, plan_id, status, quantity, interval,
      currency_id, unit_amount, current_period_start, current_period_end, ended_at, dunning_attempts)
    SELECT 'sub_bench_' || s.g, a.id, p.id, p.line, pl.id,
      case when s.g % 10 = 0 then 'ended' when s.g % 25 = 0 then 'past_due' else 'active' end,
      1 + s.g % 5, s.interval, s.currency_id, pl.unit_amount,
      s.anchor - (case when s.interval = 'year' then interval '1 year' else interval '1 month' end), s.anchor,
      case when s.g % 10 = 0 then now() - (s.g % 365) * interval '1 day' end,
      case when s.g % 25 = 0 then 1 + s.g % 3 else 0 end
    FROM (SELECT g, case when g % 10 = 0 then 'year' else 'month' end AS interval,
            case when g % 5 = 0 then 2 else 1 end AS currency_id,
            date_trunc('day', now()) + (g % 28 + 1) * interval '1 day' AS anchor
          FROM generate_series(1, ${SUBSCRIPTIONS}) g) s
    JOIN bench_accounts a ON a.n = 1 + (s.g - 1) / 2
    CROSS JOIN LATERAL (SELECT case when s.g % 2 = 1 then 1 when s.g % 4 = 0 then 4 else 3 end AS product_id) pick
    JOIN products p ON p.id = pick.product_id
    JOIN plans pl ON pl.product_id = p.id AND pl.interval = s.interval AND pl.currency_id = s.currency_id`);
  // 25 invoices a subscription, one a period back from its anchor (yearly ones reach far back); the
  // newest of every 20th is open, of every 60th overdue since two weeks; buyers in eight countries.
  await run(`CREATE TEMP TABLE bench_subs AS
    SELECT row_number() over (order by id) AS n, * FROM subscriptions WHERE id LIKE 'sub_bench_%'`);
  const subs = Number(rowsOf<{ n: number }>(await run('SELECT count(*) AS n FROM bench_subs'))[0]?.n);
  await run(`INSERT INTO invoices (number, user_id, subscription_id, status, currency_id, net, tax, gross,
      tax_rate, tax_mode, buyer, language, payment_method_type, amount_refunded, issued_at, due_at, paid_at)
    SELECT 'FB-' || g, s.user_id, s.id,
      case when k = 0 and s.n % 20 = 0 then 'open' else 'paid' end, s.currency_id,
      net, net * c.rate / 10000, net + net * c.rate / 10000, c.rate, c.mode,
      jsonb_build_object('country', c.country, 'company', 'Company', 'email', 'x@finance-bench.test'),
      'en', 'card', 0, start, start + interval '14 days' - case when s.n % 60 = 0 then interval '30 days' else interval '0' end,
      case when k = 0 and s.n % 20 = 0 then null else start + interval '1 day' end
    FROM generate_series(1, ${INVOICES}) g
    CROSS JOIN LATERAL (SELECT (g - 1) / ${subs} AS k, 1 + (g - 1) % ${subs} AS n) pos
    JOIN bench_subs s ON s.n = pos.n
    CROSS JOIN LATERAL (SELECT s.current_period_start - k * (case when s.interval = 'year' then interval '1 year' else interval '1 month' end) AS start,
      s.unit_amount * s.quantity AS net) amounts
    CROSS JOIN LATERAL (SELECT (array['AT','AT','DE','FR','IT','NL','US','CH'])[1 + s.n % 8] AS country) b
    CROSS JOIN LATERAL (SELECT case b.country when 'AT' then 'domestic' when 'US' then 'export' when 'CH' then 'export'
        else case when s.n % 3 = 0 then 'reverse_charge' else 'destination' end end AS mode) m
    CROSS JOIN LATERAL (SELECT b.country, m.mode,
        case when m.mode = 'domestic' then 2000 when m.mode = 'destination' then
          case b.country when 'DE' then 1900 when 'FR' then 2000 when 'IT' then 2200 else 2100 end else 0 end AS rate) c`);
  // Their lines: the licences over the period, and a tenth's coupon.
  await run(`INSERT INTO invoice_lines (invoice_id, kind, description, quantity, unit_amount, amount, period_start, period_end)
    SELECT i.id, 'subscription', 'Licences', s.quantity, s.unit_amount, i.net, i.issued_at,
      i.issued_at + case when s.interval = 'year' then interval '1 year' else interval '1 month' end
    FROM invoices i JOIN subscriptions s ON s.id = i.subscription_id WHERE i.number LIKE 'FB-%'`);
  await run(`INSERT INTO invoice_lines (invoice_id, kind, description, quantity, unit_amount, amount, period_start, period_end)
    SELECT invoice_id, 'discount', 'Coupon', 1, 0, -amount / 10, period_start, period_end
    FROM invoice_lines WHERE kind = 'subscription' AND invoice_id % 10 = 0`);
  // A refund for every 100th paid invoice.
  await run(`INSERT INTO credit_notes (number, invoice_id, user_id, net, tax, gross, reason, issued_at)
    SELECT 'FBC-' || i.id, i.id, i.user_id, i.net / 2, i.tax / 2, i.net / 2 + i.tax / 2, 'Goodwill',
      i.issued_at + interval '3 days'
    FROM invoices i WHERE i.number LIKE 'FB-%' AND i.status = 'paid' AND i.id % 100 = 0`);
  // As autovacuum leaves tables after a bulk load: statistics and the visibility map (index-only reads).
  await run('VACUUM (ANALYZE) invoices');
  await run('VACUUM (ANALYZE) invoice_lines');
  await run('VACUUM (ANALYZE) credit_notes');
  await run('VACUUM (ANALYZE) subscriptions');
  await run('ANALYZE');
  const madeSeconds = (performance.now() - started) / 1000;
  const counts = rowsOf<Record<string, string>>(
    await run(`SELECT (SELECT count(*) FROM invoices) AS invoices, (SELECT count(*) FROM invoice_lines) AS lines,
      (SELECT count(*) FROM credit_notes) AS credit_notes, (SELECT count(*) FROM invoices WHERE status = 'open') AS open`),
  )[0];
  log(`made ${JSON.stringify(counts)} in ${madeSeconds.toFixed(1)} s`);

  const db = database.db;
  const clock = systemClock;
  const now = clock.now();
  const month = now.toISOString().slice(0, 7);
  const results: Record<string, unknown>[] = [];
  const measure = async (label: string, ask: () => Promise<number>, samples = SAMPLES) => {
    results.push({ label, ...(await timed(ask, samples)) });
    log(`  ${label}`);
  };
  // As the routes answer: the overview and the tax summary through the cache of decision 0061. With
  // nothing changed it serves its answer; after a change it waits up to 180 ms for the new one, else
  // serves the kept one and finishes the new one in the background.
  const cache = new FinanceCache(db, clock);
  const overviewRoute = async () =>
    (await cache.get('overview', () => getFinanceOverview(db, clock, financeOverviewQuerySchema.parse({}))))
      .currencies.length;
  await measure('overview, every currency (route, unchanged data)', overviewRoute);
  // An invoice changes before every look (untimed), as renewals and payments do all day.
  const touch = () => run('UPDATE invoices SET updated_at = now() WHERE id = (SELECT max(id) FROM invoices)');
  const changing: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    await touch();
    const started = performance.now();
    await overviewRoute();
    changing.push(performance.now() - started);
  }
  await cache.settled();
  results.push({
    label: 'overview, every currency (route, an invoice changed before every look)',
    p50: percentile(changing, 50),
    p95: percentile(changing, 95),
    max: Math.max(...changing),
    rows: 2,
    samples: SAMPLES,
  });
  log('  overview while invoices change');
  // Computed afresh: what every look after a change waits for. MRR at the closed months' ends and
  // at the start of today (and a month before it) is kept in the database (decision 0061, addendum):
  // the first look ever makes all of it, the first look of a day the day's part.
  const overviewAfresh = async (currency?: string) =>
    (await getFinanceOverview(db, clock, financeOverviewQuerySchema.parse(currency ? { currency } : {})))
      .currencies.length;
  await measure('overview, every currency, computed afresh (closed months and the day kept)', () =>
    overviewAfresh(),
  );
  await measure('overview, EUR, computed afresh (closed months and the day kept)', () =>
    overviewAfresh('EUR'),
  );
  const cold = async (label: string, forget: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < FIRST_LOOKS; i += 1) {
      await forget();
      const started = performance.now();
      await overviewAfresh();
      times.push(performance.now() - started);
    }
    results.push({
      label,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
      rows: 2,
      samples: FIRST_LOOKS,
    });
    log(`  ${label}`);
  };
  await cold('overview, every currency, computed afresh, nothing kept (first look ever)', async () => {
    await run('DELETE FROM finance_mrr_anchors');
    await run('DELETE FROM finance_mrr_movements');
  });
  // The first look of tomorrow: its start (and a month before it) made from today's and the
  // renewals between (every sample after deleting what that look kept).
  const tomorrow = new ManualClock();
  tomorrow.advance(86_400_000);
  const day = (at: Date) =>
    new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())).toISOString();
  const tomorrowsDays = [day(tomorrow.now()), day(oneMonthBefore(new Date(day(tomorrow.now()))))];
  const times: number[] = [];
  for (let i = 0; i < FIRST_LOOKS + 1; i += 1) {
    await run(`DELETE FROM finance_mrr_anchors WHERE at IN ('${tomorrowsDays.join("', '")}')`);
    const started = performance.now();
    await getFinanceOverview(db, tomorrow, financeOverviewQuerySchema.parse({}));
    if (i > 0) times.push(performance.now() - started);
  }
  results.push({
    label: 'overview, every currency, computed afresh, first look of a day (made from the day before)',
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    rows: 2,
    samples: FIRST_LOOKS,
  });
  log('  first look of a day');
  await cold(
    'overview, every currency, computed afresh, first look after days without one (the days from the lines)',
    () => run("DELETE FROM finance_mrr_anchors WHERE at = date_trunc('day', at, 'UTC')"),
  );
  await overviewAfresh();
  await measure('receivables, page 1', async () => {
    const answer = await listReceivables(db, clock, receivablesQuerySchema.parse({}));
    return answer.data.length;
  });
  await measure('receivables, page 20', async () => {
    const answer = await listReceivables(db, clock, receivablesQuerySchema.parse({ page: '20' }));
    return answer.data.length;
  });
  await measure('receivables, overdue only', async () => {
    const answer = await listReceivables(db, clock, receivablesQuerySchema.parse({ overdue: 'true' }));
    return answer.data.length;
  });
  const lastYear = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  await measure('credit notes, this month', async () => {
    const query = financeCreditNotesQuerySchema.parse({ from: `${month}-01`, to: today });
    return (await listFinanceCreditNotes(db, query)).data.length;
  });
  await measure('credit notes, a year', async () => {
    const query = financeCreditNotesQuerySchema.parse({ from: lastYear, to: today });
    return (await listFinanceCreditNotes(db, query)).data.length;
  });
  const quarter = quarterOf(new Date(now.getTime() - 92 * 86_400_000));
  await measure(`tax summary ${quarter} (route, unchanged data)`, async () => {
    const query = financeTaxQuerySchema.parse({ quarter });
    return (await cache.get(`tax ${query.quarter}`, () => taxSummary(db, query.quarter))).rows.length;
  });
  await measure(
    `tax summary ${quarter}, computed afresh (first look after a start)`,
    async () => {
      const query = financeTaxQuerySchema.parse({ quarter });
      return (await taxSummary(db, query.quarter)).rows.length;
    },
    COLD_SAMPLES,
  );
  await measure(`tax CSV ${quarter} (route, unchanged data)`, async () => {
    const query = financeTaxQuerySchema.parse({ quarter });
    const tax = await cache.get(`tax ${query.quarter}`, () => taxSummary(db, query.quarter));
    return buildTaxCsv(tax).split('\r\n').length - 2;
  });
  console.log(
    JSON.stringify({
      invoices: Number(counts?.invoices),
      lines: Number(counts?.lines),
      creditNotes: Number(counts?.credit_notes),
      open: Number(counts?.open),
      subscriptions: subs,
      madeSeconds,
      samples: SAMPLES,
      version: rowsOf<{ v: string }>(await db.execute(sql`SELECT current_setting('server_version') AS v`))[0]
        ?.v,
      load: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
      results,
    }),
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
