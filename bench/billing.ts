// Billing benchmarks (issue "Billing engine"), run by `npm run bench` through tsx:
// - invoice PDF for a 10-line invoice: median of 200 renders, as served by the download route;
// - GET /v1/invoice/all for an account with 1,000 invoices: p95 of 500 sequential requests;
// - renewals per second: billing cycles over 1,000 due subscriptions, sandbox gateway (median of 3).
// Prints Markdown lines for bench/RESULTS.md. Uses DATABASE_URL (a scratch database it fills) when
// set, else an in-memory PGlite. `tsx bench/billing.ts --pdf` measures only the invoice PDF.
import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { composeDeps } from '../apps/api/src/compose-deps';
import { loadConfig } from '../apps/api/src/config';
import {
  paymentMethods,
  plans,
  roles,
  subscriptions,
  userRoles,
  users,
} from '../apps/api/src/db/schema/index';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { CUSTOMER_ROLE } from '../apps/api/src/db/seed/roles';
import { invoicePdf } from '../apps/api/src/modules/invoices/download-pdf';
import { isSandboxGateway } from '../apps/api/src/modules/sandbox-gateway/index';
import { runBillingCycle } from '../apps/api/src/modules/subscriptions/renewals/run-billing-cycle';
import { startSession } from '../apps/api/src/platform/auth/sessions';
import { systemClock } from '../apps/api/src/platform/clock';
import { createPglite, migrateDatabase, openDatabase } from '../apps/api/src/platform/db';
import { BENCH_BILLING, seedInvoices } from './seed-invoices';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const PDF_ONLY = process.argv.includes('--pdf');

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DEMO_SEED: 'false',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
  });
  const database = await openDatabase(
    databaseUrl ? { databaseUrl, poolMax: config.DATABASE_POOL_MAX } : { pglite: await createPglite() },
  );
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  const deps = await composeDeps(config, database, systemClock);
  const { db } = database;
  const gateway = deps.gateway;
  if (!isSandboxGateway(gateway)) throw new Error('the billing bench needs the sandbox gateway');
  const [plan] = await db.select().from(plans).where(eq(plans.id, 'tools-enterprise-month-eur'));
  if (!plan) throw new Error('catalog missing');

  const newUser = async (email: string) => {
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash: 'x', firstname: 'Bench', lastname: 'Buyer', ...BENCH_BILLING })
      .returning();
    if (!user) throw new Error('user not stored');
    return user;
  };
  // 1,000 invoices of one account, and the PDF of one 10-line invoice.
  const owner = await newUser(`bench-owner-${randomBytes(4).toString('hex')}@example.test`);
  const lastNumber = await seedInvoices(deps, owner.id, 1000);
  for (let i = 0; i < 20; i += 1) await invoicePdf(deps, owner.id, lastNumber);
  const pdfTimes: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    await invoicePdf(deps, owner.id, lastNumber);
    pdfTimes.push(performance.now() - started);
  }
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const fixed = (n: number) => n.toFixed(1);
  const pdfLine = `- Invoice PDF, 10 lines, as downloaded (${label}): median ${fixed(percentile(pdfTimes, 50))} ms, p95 ${fixed(percentile(pdfTimes, 95))} ms over 200 (target median ≤ 5 ms).`;
  if (PDF_ONLY) {
    console.log(pdfLine);
    await deps.jobs.stop().catch(() => {});
    await database.close();
    return;
  }

  const app = await buildApp(deps);
  await app.ready();
  // The bench user has no password: its session comes from the session service, its rights from the
  // customer role (which grants viewInvoices).
  const session = await startSession(deps, db, {
    userId: owner.id,
    meta: { ipAddress: null, userAgent: null },
  });
  const [customerRole] = await db.select().from(roles).where(eq(roles.name, CUSTOMER_ROLE));
  if (!customerRole) throw new Error('customer role missing');
  await db.insert(userRoles).values({ userId: owner.id, roleId: customerRole.id });
  const listTimes: number[] = [];
  const headers = { authorization: `Bearer ${session.accessToken}` };
  for (let i = 0; i < 550; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/v1/invoice/all', headers });
    if (i >= 50) listTimes.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`invoice list: ${response.statusCode} ${response.body}`);
    if (i === 0 && response.json<{ data: unknown[] }>().data.length !== 1000)
      throw new Error('expected 1000');
  }

  // 1,000 subscriptions due now, each with its own sandbox customer and card.
  const due = 1000;
  const past = new Date(Date.now() - 60_000);
  for (let i = 0; i < due; i += 1) {
    const user = await newUser(`bench-renewal-${i}-${randomBytes(3).toString('hex')}@example.test`);
    const customer = await gateway.createCustomer({ email: user.email, name: 'Bench', accountId: user.id });
    const card = await gateway.browser.createCardMethod(
      { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      'Bench Buyer',
    );
    await gateway.attachPaymentMethod({ customerId: customer.id, paymentMethodId: card.id });
    await db
      .update(users)
      .set({ providerCustomerId: customer.id, cardBrand: 'visa' })
      .where(eq(users.id, user.id));
    await db.insert(paymentMethods).values({
      id: `pm_bench_${i}_${randomBytes(4).toString('hex')}`,
      userId: user.id,
      gatewayId: card.id,
      type: 'card',
      brand: 'visa',
      last4: '4242',
      isDefault: true,
    });
    await db.insert(subscriptions).values({
      id: `sub_bench_${i}_${randomBytes(4).toString('hex')}`,
      userId: user.id,
      productId: plan.productId,
      line: 'tools',
      planId: plan.id,
      status: 'active',
      quantity: 1,
      interval: 'month',
      currencyId: 1,
      unitAmount: plan.unitAmount,
      currentPeriodStart: new Date(past.getTime() - 30 * 86_400_000),
      currentPeriodEnd: past,
      createdAt: new Date(past.getTime() - 30 * 86_400_000),
    });
  }
  const inspector = process.env.BENCH_PROFILE ? await import('node:inspector/promises') : null;
  const profiler = inspector ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  // Three cycles over the same 1,000 subscriptions, made due again before each: the median is
  // reported, so one busy moment of the machine does not decide the figure.
  const cycles: { renewed: number; paid: number; seconds: number }[] = [];
  for (let run = 0; run < 3; run += 1) {
    if (run > 0) {
      await db
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
        .where(like(subscriptions.id, 'sub_bench_%'));
    }
    const started = performance.now();
    const report = await runBillingCycle(deps);
    cycles.push({
      renewed: report.renewed,
      paid: report.outcomes.paid ?? 0,
      seconds: (performance.now() - started) / 1000,
    });
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    (await import('node:fs')).writeFileSync(String(process.env.BENCH_PROFILE), JSON.stringify(profile));
  }
  const rates = cycles.map((cycle) => cycle.renewed / cycle.seconds);
  const median = percentile(rates, 50);

  console.log(
    [
      pdfLine,
      `- GET /v1/invoice/all with 1,000 invoices (${label}): p50 ${fixed(percentile(listTimes, 50))} ms, p95 ${fixed(percentile(listTimes, 95))} ms over 500 sequential requests (target p95 ≤ 20 ms on PostgreSQL).`,
      `- Billing cycle (${label}, sandbox gateway): 3 cycles of ${cycles[0]?.renewed} renewals (${cycles.map((c) => c.paid).join(', ')} paid) at ${rates.map((r) => Math.round(r)).join(', ')} renewals/s, median ${Math.round(median)}/s (target ≥ 500/s on PostgreSQL).`,
    ].join('\n'),
  );
  await app.close();
  await deps.jobs.stop().catch(() => {});
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
