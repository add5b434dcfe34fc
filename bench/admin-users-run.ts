// One run of the staff user table benchmark (bench/admin-users.mjs starts it, issue 15):
// `node --import tsx bench/admin-users-run.ts` with DATABASE_URL naming a scratch database it fills
// with 100,000 customer accounts (names, companies, every account state, a sign-in each, a poll and a
// UTM tag for some), then measures the routes' own code one request at a time: `listUsers` (pages at
// the start, middle and end, each state filter, each sort), `searchUsers` with one and three words,
// and `getUserDetail` (the detail page's call). Prints one line of JSON.
import os from 'node:os';
import {
  adminUsersQuerySchema,
  auditLogQuerySchema,
  domainsQuerySchema,
  userSearchQuerySchema,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { DEMO_SELLER, loadConfig } from '../apps/api/src/config';
import '../apps/api/src/messages';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { getUserDetail } from '../apps/api/src/modules/admin-users/get-user-detail';
import { listUsers } from '../apps/api/src/modules/admin-users/list-users';
import { searchUsers } from '../apps/api/src/modules/admin-users/search-users';
import { listAuditLog } from '../apps/api/src/modules/audit/list-audit-log';
import { listDomains } from '../apps/api/src/modules/domains/domain-queries';
import type { AppDeps } from '../apps/api/src/platform/app-deps';
import { systemClock } from '../apps/api/src/platform/clock';
import { migrateDatabase, openDatabase, rowsOf } from '../apps/api/src/platform/db';

const USERS = Number(process.env.ADMIN_USERS_BENCH_USERS ?? 100_000);
const SAMPLES = Number(process.env.ADMIN_USERS_BENCH_SAMPLES ?? 60);
const FIRST = [
  'Anna',
  'Bert',
  'Cora',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
  'Klara',
  'Lukas',
];
const LAST = [
  'Huber',
  'Gruber',
  'Bauer',
  'Wagner',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
];
const log = (line: string) => process.stderr.write(`${line}\n`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function timed(ask: (sample: number) => Promise<number>) {
  for (let i = 0; i < 5; i += 1) await ask(i);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    rows = await ask(i);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), rows };
}

const textArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

async function main() {
  const config = loadConfig({ ...DEMO_SELLER, ...process.env, DEMO_SEED: 'false', NODE_ENV: 'production' });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  const run = (text: string) => database.db.execute(sql.raw(text));
  const started = performance.now();
  await run(`DELETE FROM users WHERE email LIKE '%@users-bench.test'`);
  await run(`DELETE FROM audit_entries WHERE editor_email LIKE '%@users-bench.test'`);
  // Every tenth account on trial, every 50th suspended, every 97th deactivated; created over 5 years.
  await run(`INSERT INTO users (email, password_hash, firstname, lastname, company, created_at,
      trial_ends_at, suspended_at, deactivated_at, accepted_latest_terms)
    SELECT lower(f || '.' || l) || '.' || g || '@users-bench.test', 'x', f, l, 'Company ' || (g % 7919),
      now() - (g % 1826) * interval '1 day' - (g % 86400) * interval '1 second',
      case when g % 10 = 0 then now() + interval '14 days' end,
      case when g % 50 = 0 then now() - interval '3 days' end,
      case when g % 97 = 0 then now() - interval '30 days' end, true
    FROM generate_series(1, ${USERS}) g,
      lateral (select (${textArray(FIRST)})[1 + g % ${FIRST.length}] as f,
                      (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] as l) n`);
  await run(`INSERT INTO user_roles (user_id, role_id)
    SELECT u.id, r.id FROM users u, roles r
    WHERE u.email LIKE '%@users-bench.test' AND r.name = 'customer' AND r.owner_id IS NULL`);
  await run(`INSERT INTO login_history (user_id, loggedin_at)
    SELECT id, now() - (id % 400) * interval '1 hour' FROM users WHERE email LIKE '%@users-bench.test'`);
  await run(`INSERT INTO polls (user_id, question) SELECT id, 'Question of ' || id FROM users
    WHERE email LIKE '%@users-bench.test' AND id % 3 = 0`);
  await run(`INSERT INTO utm_tags (user_id, tag, value) SELECT id, 'utm_source', 'newsletter' FROM users
    WHERE email LIKE '%@users-bench.test' AND id % 4 = 0`);
  // The feed and domains cards read these: 12 changes a user made themselves, a domain for every fifth.
  await run(`INSERT INTO audit_entries (entity_type, entity_id, event, editor_id, editor_email, account_id,
      new_values, updated_at)
    SELECT 'user', u.id::text, 'updated', u.id, u.email, u.id, '{"firstname":"x"}'::jsonb,
      now() - (u.id % 400 + n) * interval '1 hour'
    FROM users u, generate_series(1, 12) n WHERE u.email LIKE '%@users-bench.test'`);
  await run(`INSERT INTO domains (user_id, title, analytics, sdk, cookies)
    SELECT id, 'site-' || id || '.example', true, false, true FROM users
    WHERE email LIKE '%@users-bench.test' AND id % 5 = 0`);
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only reads).
  await run('VACUUM (ANALYZE) users');
  await run('ANALYZE');
  const madeSeconds = (performance.now() - started) / 1000;
  log(`made ${USERS} users in ${madeSeconds.toFixed(1)} s`);
  const ids = rowsOf<{ id: number }>(
    await run(`SELECT id FROM users WHERE email LIKE '%@users-bench.test' ORDER BY id`),
  ).map((row) => Number(row.id));

  const db = database.db;
  const list = (params: Record<string, unknown>) => async () =>
    (await listUsers(db, config, adminUsersQuerySchema.parse(params))).data.length;
  const pages = Math.ceil(USERS / 15);
  const pagesResult = [];
  for (const [where, page] of [
    ['first', 1],
    ['middle', Math.ceil(pages / 2)],
    ['last', pages],
  ] as const) {
    pagesResult.push({ where, page, ...(await timed(list({ page: String(page) }))) });
    log(`  page ${where}`);
  }
  const states = [];
  for (const state of ['active', 'trial', 'suspended', 'deactivated']) {
    states.push({ state, ...(await timed(list({ accountState: state }))) });
    log(`  state ${state}`);
  }
  const sorts = [];
  for (const sort of ['id:asc', 'name:asc', 'email:asc', 'company:desc', 'created_at:desc']) {
    for (const page of [1, 100]) {
      sorts.push({ sort, page, ...(await timed(list({ sort, page: String(page) }))) });
      log(`  sort ${sort} page ${page}`);
    }
  }
  const searches = [];
  for (const search of ['anna', 'huber', 'company 42', 'anna huber 4711', String(ids[ids.length >> 1])]) {
    const words = search.split(' ').length;
    const table = await timed(list({ search }));
    const top = await timed(
      async () => (await searchUsers(db, config, userSearchQuerySchema.parse({ search }))).data.length,
    );
    searches.push({ search, words, table, top });
    log(`  search "${search}"`);
  }
  // The detail page's call for accounts spread over the table.
  const detail = await timed(async (sample) => {
    const id = ids[(sample * 7919) % ids.length] ?? 1;
    const found = await getUserDetail(db, config, id);
    return found.id === id ? 1 : 0;
  });
  // The detail page's three calls started together (decision 0060): the detail, the feed (the
  // activity log filtered on the user as editor, staff's smallest page) and the domains card's page.
  const deps = { database, secrets: { secretsKey: 'bench-cursor-key' } } as unknown as AppDeps;
  const staff = { staff: true as const, userId: 1, language: 'en' as const, staffIds: [1] };
  const cards = await timed(async (sample) => {
    const id = ids[(sample * 7919) % ids.length] ?? 1;
    const [found, feed, domains] = await Promise.all([
      getUserDetail(db, config, id),
      listAuditLog(deps, staff, auditLogQuerySchema.parse({ editors: [String(id)], limit: '100' })),
      listDomains(db, domainsQuerySchema.parse({ user_id: String(id) })),
    ]);
    return found.id === id ? feed.data.length + domains.data.length : 0;
  });
  console.log(
    JSON.stringify({
      users: USERS,
      madeSeconds,
      samples: SAMPLES,
      version: rowsOf<{ v: string }>(await db.execute(sql`SELECT current_setting('server_version') AS v`))[0]
        ?.v,
      load: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
      pages: pagesResult,
      states,
      sorts,
      searches,
      detail,
      cards,
    }),
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
