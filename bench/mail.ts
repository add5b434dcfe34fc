// Mail speed and priority (issue 30), `npx tsx bench/mail.ts` with DATABASE_URL naming a PostgreSQL
// server it may create a scratch database on (also a section of `npm run bench` then). The portal's
// own jobs deliver through SMTP_URL to a local SMTP server on this machine that accepts every mail.
// It queues MAIL_BENCH_BULK (10,000) invoice mails, starts the workers, and measures:
// - deliveries per minute over the first MAIL_BENCH_SECONDS (60) of the bulk;
// - while the bulk is queued, 20 password-reset mails, one a second: the time from asking to the
//   SMTP server having it (p50, p95, max).
// Targets: ≥ 1,000 mails a minute; a reset within 5 s at p95. `--no-record` prints only; exit status 1
// when a target is missed.
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { SMTPServer } from 'smtp-server';
import { composeDeps } from '../apps/api/src/compose-deps';
import { DEMO_SELLER, loadConfig } from '../apps/api/src/config';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { systemClock } from '../apps/api/src/platform/clock';
import { migrateDatabase, openDatabase } from '../apps/api/src/platform/db';
import type { MailRequest } from '../apps/api/src/platform/mail/send-mail';
import { onServer, urlOf } from './scratch-database.mjs';
import { recordResults } from './server.mjs';

const BULK = Number(process.env.MAIL_BENCH_BULK ?? 10_000);
const SECONDS = Number(process.env.MAIL_BENCH_SECONDS ?? 60);
const RESETS = 20;
const TARGET_PER_MINUTE = 1000;
const TARGET_RESET_P95_MS = 5000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** An SMTP server that accepts every mail and notes when each recipient's mail arrived. */
async function startSink() {
  const arrived = new Map<string, number>();
  let count = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        count += 1;
        const at = performance.now();
        for (const to of session.envelope.rcptTo) {
          arrived.set(to.address, at);
          // The bulk's pace ends with its own last mail, not with a later reset.
          if (to.address.startsWith('bulk-')) lastAt = at;
        }
        callback();
      });
    },
  });
  // The SMTP server's own `listening` comes from its net server, through the callback.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    count: () => count,
    lastAt: () => lastAt,
    close: () => server.close(),
  };
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('bench/mail.ts needs DATABASE_URL (a PostgreSQL server it may create a database on)');
    process.exit(2);
  }
  const name = `mail_bench_${Date.now().toString(36)}`;
  await onServer(`create database ${name}`);
  const sink = await startSink();
  let result: { lines: string[]; ok: boolean };
  try {
    const config = loadConfig({
      ...DEMO_SELLER,
      ...process.env,
      DATABASE_URL: urlOf(name),
      NODE_ENV: 'production',
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough',
      CHAT_IDENTITY_SECRET: 'bench-chat-secret-long-enough',
      SECRETS_KEY: 'bench-secrets-key-long-enough',
      SMTP_URL: sink.url,
    });
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
    });
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: false, clock: systemClock, config });
    const deps = await composeDeps(config, database, systemClock);
    const invoiceMail = (i: number): MailRequest => ({
      to: `bulk-${i}@customers.bench.test`,
      template: 'invoice-csv',
      language: 'en',
      data: { name: 'Bulk', invoicesUrl: 'http://portal.bench/billing/invoices' },
    });
    for (let i = 0; i < BULK; i += 500) {
      await database.db.transaction(async (tx) => {
        for (let j = i; j < Math.min(BULK, i + 500); j += 1) await deps.mailer.send(tx, invoiceMail(j));
      });
    }
    const started = performance.now();
    await deps.jobs.start();
    const resets: number[] = [];
    for (let i = 0; i < RESETS; i += 1) {
      const to = `reset-${i}@people.bench.test`;
      const asked = performance.now();
      await deps.mailer.send(database.db, {
        to,
        template: 'password-reset',
        language: 'en',
        data: { name: 'Reset', resetUrl: 'http://portal.bench/reset-password?token=t' },
        secret: 't',
      });
      while (!sink.arrived.has(to) && performance.now() - asked < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      resets.push((sink.arrived.get(to) ?? Number.POSITIVE_INFINITY) - asked);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - asked))));
    }
    const measuredFor = Math.max(SECONDS, (performance.now() - started) / 1000);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, started + measuredFor * 1000 - performance.now())),
    );
    const delivered = sink.count() - RESETS;
    // Over the time the mails took: until the last one arrived, or the window's end if some are left.
    const tookSeconds = ((delivered >= BULK ? sink.lastAt() : performance.now()) - started) / 1000;
    const perMinute = (delivered / tookSeconds) * 60;
    await deps.jobs.stop();
    await database.close();
    const p95 = percentile(resets, 95);
    const ok = perMinute >= TARGET_PER_MINUTE && p95 <= TARGET_RESET_P95_MS;
    const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'not arrived in 30 s');
    result = {
      ok,
      lines: [
        `- Mail (PostgreSQL, the portal's jobs delivering through SMTP_URL to a local SMTP server, MAIL_DELIVERY_CONCURRENCY ${config.MAIL_DELIVERY_CONCURRENCY}): ${BULK} invoice mails queued, then the workers started.`,
        '',
        '| figure | value | target | |',
        '|---|---|---|---|',
        `| bulk mails delivered per minute (${delivered} of ${BULK} in ${tookSeconds.toFixed(1)} s) | ${perMinute.toFixed(0)} | ≥ ${TARGET_PER_MINUTE} | ${perMinute >= TARGET_PER_MINUTE ? 'met' : '**missed**'} |`,
        `| password reset, asked → at the SMTP server, with the bulk queued (${RESETS} tries, one a second) | p50 ${ms(percentile(resets, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...resets))} | p95 ≤ ${TARGET_RESET_P95_MS} ms | ${p95 <= TARGET_RESET_P95_MS ? 'met' : '**missed**'} |`,
      ],
    };
  } finally {
    sink.close();
    await onServer(`drop database if exists ${name} with (force)`);
  }
  console.log(result.lines.join('\n'));
  if (!process.argv.includes('--no-record')) {
    const date = new Date().toISOString().slice(0, 10);
    const machine = `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`;
    recordResults(
      [`## ${date} — \`npx tsx bench/mail.ts\``, '', machine, '', ...result.lines, ''].join('\n'),
    );
  }
  process.exit(result.ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
