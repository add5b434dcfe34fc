// One run of the SEPA pre-notification bench (bench/sepa-prenotification.mjs starts it, decision
// 0082): `node --import tsx bench/sepa-prenotification-run.ts` with DATABASE_URL naming a scratch
// PostgreSQL database. It gives SEPA_BENCH_SUBSCRIPTIONS (10,000) accounts a sandbox SEPA mandate
// and a monthly Tools subscription whose renewals spread over a month (every time of day, accounts
// in four time zones), then moves the app's clock day by day through the month, running the billing
// cycle twice a day and once more at the same moment (which must do nothing), and counts per renewal: notices missing,
// late (less than N days before the debit), early (more than N+1), sent twice, debits without a
// notice, amounts that differ. Prints one line of JSON.
import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { composeDeps } from '../apps/api/src/compose-deps';
import { loadConfig } from '../apps/api/src/config';
import {
  charges,
  invoices,
  mailOutbox,
  paymentMethods,
  plans,
  sepaDebitNotices,
  subscriptions,
  users,
} from '../apps/api/src/db/schema/index';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { addIntervals } from '../apps/api/src/modules/billing-engine/index';
import { isSandboxGateway } from '../apps/api/src/modules/sandbox-gateway/index';
import { runBillingCycle } from '../apps/api/src/modules/subscriptions/renewals/run-billing-cycle';
import { ManualClock, systemClock } from '../apps/api/src/platform/clock';
import { migrateDatabase, openDatabase, rowsOf } from '../apps/api/src/platform/db';

const COUNT = Number(process.env.SEPA_BENCH_SUBSCRIPTIONS ?? 10_000);
const DAY = 86_400_000;
const ZONES = ['Europe/Vienna', 'Pacific/Auckland', 'America/Los_Angeles', 'UTC'];
const LANGUAGES = ['en', 'de', 'fr'];
const IBAN = 'AT611904300234573201';
const log = (line: string) => process.stderr.write(`${line}\n`);

async function eachLimited<T>(items: T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

async function main() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DEMO_SEED: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
  });
  const N = config.SEPA_PRENOTIFICATION_DAYS;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
  });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  // The bench's own clock: today 00:30 UTC, moved only by the loop below.
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 0, 30));
  const clock = new ManualClock({ now: () => start });
  const deps = await composeDeps(config, database, clock);
  const { db } = database;
  const gateway = deps.gateway;
  if (!isSandboxGateway(gateway)) throw new Error('the bench needs the sandbox gateway');
  const [plan] = await db.select().from(plans).where(eq(plans.id, 'tools-enterprise-month-eur'));
  if (!plan) throw new Error('catalog missing');

  const seedStarted = performance.now();
  // In chunks: one insert may carry at most 65,535 parameters.
  const accounts: { id: number; email: string }[] = [];
  for (let from = 0; from < COUNT; from += 1000) {
    const chunk = Array.from({ length: Math.min(1000, COUNT - from) }, (_, j) => from + j);
    accounts.push(
      ...(await db
        .insert(users)
        .values(
          chunk.map((i) => ({
            email: `sepa-${i}@sepa-bench.test`,
            passwordHash: 'x',
            firstname: 'Sepa',
            lastname: `Customer ${i}`,
            billingFirstname: 'Sepa',
            billingLastname: `Customer ${i}`,
            street: 'Ringstraße 1',
            postalCode: '1010',
            city: 'Wien',
            country: 'AT',
            timezone: ZONES[i % ZONES.length] as string,
            invoiceLanguage: LANGUAGES[i % LANGUAGES.length] as string,
          })),
        )
        .returning({ id: users.id, email: users.email })),
    );
  }
  // Each account's own sandbox customer and mandate, as the IBAN form makes them.
  await eachLimited(
    accounts.map((account, i) => ({ account, i })),
    8,
    async ({ account, i }) => {
      const customer = await gateway.createCustomer({
        email: account.email,
        name: 'Sepa',
        accountId: account.id,
      });
      const setup = await gateway.createSetupIntent({ customerId: customer.id, type: 'sepa_debit' });
      const confirmed = await gateway.browser.confirmSepaSetup({
        setupIntentId: setup.id,
        clientSecret: setup.clientSecret,
        iban: IBAN,
        name: 'Sepa Customer',
      });
      await db.update(users).set({ providerCustomerId: customer.id }).where(eq(users.id, account.id));
      await db.insert(paymentMethods).values({
        id: `pm_sepa_bench_${i}`,
        userId: account.id,
        gatewayId: confirmed.paymentMethodId,
        type: 'sepa_debit',
        last4: '3201',
        country: 'AT',
        mandateReference: `BENCH-MANDATE-${i}`,
        mandateAcceptedAt: start,
        isDefault: true,
      });
    },
  );
  // Renewals spread evenly over a month from N+2 days on (every time of day), so each can be
  // announced in full; periods anchored a month earlier.
  const renewsAt = (i: number) =>
    new Date(start.getTime() + (N + 2) * DAY + Math.floor((i * 30 * DAY) / COUNT));
  const firstRenewal = new Map<string, Date>();
  for (let from = 0; from < COUNT; from += 1000) {
    await db.insert(subscriptions).values(
      accounts.slice(from, from + 1000).map((account, j) => {
        const i = from + j;
        const end = renewsAt(i);
        const id = `sub_sepa_bench_${i}`;
        firstRenewal.set(id, end);
        const anchor = addIntervals(end, 'month', -1);
        return {
          id,
          userId: account.id,
          productId: plan.productId,
          line: 'tools',
          planId: plan.id,
          status: 'active',
          quantity: 1 + (i % 3),
          interval: 'month',
          currencyId: 1,
          unitAmount: plan.unitAmount,
          currentPeriodStart: anchor,
          currentPeriodEnd: end,
          createdAt: anchor,
        };
      }),
    );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`seeded ${COUNT} SEPA subscriptions in ${seedSeconds.toFixed(1)} s`);

  // Day by day through the month and N+3 days beyond: a cycle at 00:30 UTC, the same cycle again
  // at the same moment (it must find nothing left to do), and one at 12:30.
  const days = 30 + N + 3;
  const cycles: { day: number; ms: number; notices: number; renewed: number; rerun: boolean }[] = [];
  for (let day = 0; day <= days; day += 1) {
    for (const [hours, rerun] of [
      [0, false],
      [0, true],
      [12, false],
    ] as const) {
      const at = start.getTime() + day * DAY + hours * 3_600_000;
      clock.advance(at - clock.now().getTime());
      const started = performance.now();
      const report = await runBillingCycle(deps);
      const ms = performance.now() - started;
      cycles.push({ day, ms, notices: report.noticesSent, renewed: report.renewed, rerun });
    }
    const [morning, again, evening] = cycles.slice(-3);
    log(
      `day ${day}: ${morning?.notices} notices, ${morning?.renewed} renewed in ${morning?.ms.toFixed(0)} ms; again: ${again?.notices} notices, ${again?.renewed} renewed; 12:30: ${evening?.notices} notices, ${evening?.renewed} renewed in ${evening?.ms.toFixed(0)} ms`,
    );
  }

  // Per first renewal: its notices (superseded ones too), its mails, its debit.
  const ids = [...firstRenewal.keys()];
  const notices = await db.select().from(sepaDebitNotices).where(eq(sepaDebitNotices.kind, 'renewal'));
  const mails = await db
    .select({ eventKey: mailOutbox.eventKey })
    .from(mailOutbox)
    .where(eq(mailOutbox.template, 'sepa-debit-notice'));
  const mailed = new Map<string, number>();
  for (const mail of mails) mailed.set(mail.eventKey ?? '', (mailed.get(mail.eventKey ?? '') ?? 0) + 1);
  const debits = await db
    .select({
      subscriptionId: charges.subscriptionId,
      at: charges.createdAt,
      amount: charges.amount,
      invoiceId: invoices.id,
      issuedAt: invoices.issuedAt,
    })
    .from(charges)
    .innerJoin(invoices, eq(invoices.id, charges.invoiceId))
    .where(
      and(
        eq(charges.purpose, 'renewal'),
        inArray(charges.subscriptionId, ids),
        sql`${charges.id} like '%-attempt-0'`,
      ),
    );
  const counts = {
    missing: 0,
    late: 0,
    early: 0,
    twice: 0,
    debitsWithoutNotice: 0,
    notDebited: 0,
    amountDiffers: 0,
    mailsMissing: 0,
  };
  let minLead = Number.POSITIVE_INFINITY;
  let maxLead = 0;
  for (const [id, periodStart] of firstRenewal) {
    const own = notices.filter(
      (n) => n.subscriptionId === id && n.periodStart?.getTime() === periodStart.getTime(),
    );
    const live = own.find((n) => n.supersededAt === null);
    const debit = debits.find(
      (d) => d.subscriptionId === id && d.issuedAt.getTime() === periodStart.getTime(),
    );
    if (own.length === 0) counts.missing += 1;
    if (own.length > 1) counts.twice += 1;
    if (own.some((n) => (mailed.get(`sepa-debit-notice:${n.id}`) ?? 0) !== 1)) counts.mailsMissing += 1;
    if (!debit) {
      counts.notDebited += 1;
      continue;
    }
    if (!live?.sentAt || live.invoiceId !== debit.invoiceId) {
      counts.debitsWithoutNotice += 1;
      continue;
    }
    if (live.amount !== debit.amount) counts.amountDiffers += 1;
    const lead = debit.at.getTime() - live.sentAt.getTime();
    minLead = Math.min(minLead, lead);
    maxLead = Math.max(maxLead, lead);
    if (lead < N * DAY) counts.late += 1;
    if (lead > (N + 1) * DAY) counts.early += 1;
  }
  const times = cycles.map((cycle) => cycle.ms);
  const [version] = rowsOf<{ server_version: string }>(await db.execute(sql`show server_version`));
  console.log(
    JSON.stringify({
      subscriptions: COUNT,
      days: N,
      seedSeconds,
      cycles: cycles.length,
      cycleDays: days + 1,
      totalSeconds: times.reduce((a, b) => a + b, 0) / 1000,
      meanMs: times.reduce((a, b) => a + b, 0) / times.length,
      maxMs: Math.max(...times),
      busiest: cycles.reduce((a, b) => (b.ms > a.ms ? b : a)),
      rerunEffects: cycles.filter((cycle) => cycle.rerun).reduce((a, c) => a + c.notices + c.renewed, 0),
      notices: notices.length,
      debits: debits.length,
      minLeadHours: minLead / 3_600_000,
      maxLeadHours: maxLead / 3_600_000,
      counts,
      version: version?.server_version ?? '',
      load: os.loadavg()[0]?.toFixed(2),
    }),
  );
  await deps.jobs.stop().catch(() => {});
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
