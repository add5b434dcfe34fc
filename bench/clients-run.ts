// One run of the client list benchmark (bench/clients.mjs starts it, decision 0056):
// `node --import tsx bench/clients-run.ts` with DATABASE_URL naming a scratch database it fills with
// one account of 10,000 sub-users (20 organisations, 10 roles), then measures the client table's own
// code (listClients) one request at a time: every page size at the first, middle and last page, each
// sort, searches; and, through the app, how long until a role change shows on the sub-user's next
// request. Prints one line of JSON.
import os from 'node:os';
import { clientsQuerySchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { composeDeps } from '../apps/api/src/compose-deps';
import { DEMO_SELLER, loadConfig } from '../apps/api/src/config';
import { seedDatabase } from '../apps/api/src/db/seed/index';
import { listClients } from '../apps/api/src/modules/clients/client-queries';
import { hashPassword } from '../apps/api/src/platform/auth/passwords';
import { systemClock } from '../apps/api/src/platform/clock';
import { migrateDatabase, openDatabase, rowsOf } from '../apps/api/src/platform/db';

const CLIENTS = 10_000;
const SAMPLES = Number(process.env.CLIENTS_BENCH_SAMPLES ?? 60);
const PASSWORD = 'Bench-Password-2026!';
const log = (line: string) => process.stderr.write(`${line}\n`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function main() {
  const config = loadConfig({ ...DEMO_SELLER, ...process.env, DEMO_SEED: 'false', NODE_ENV: 'production' });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: false, clock: systemClock, config });
  const run = (text: string) => database.db.execute(sql.raw(text));
  const hash = await hashPassword(PASSWORD);
  const started = performance.now();
  await run(`DELETE FROM users WHERE email LIKE '%@clients-bench.test'`);
  await run(
    `INSERT INTO users (email, password_hash, firstname, lastname, accepted_latest_terms) VALUES ('owner@clients-bench.test', '${hash}', 'Bench', 'Owner', true)`,
  );
  const [owner] = rowsOf<{ id: number }>(
    await run(`SELECT id FROM users WHERE email = 'owner@clients-bench.test'`),
  );
  const ownerId = Number(owner?.id);
  await run(
    `INSERT INTO user_roles (user_id, role_id) SELECT ${ownerId}, id FROM roles WHERE name = 'customer' AND owner_id IS NULL`,
  );
  await run(
    `INSERT INTO organisations (owner_id, name) SELECT ${ownerId}, 'Organisation ' || g FROM generate_series(1, 20) g`,
  );
  await run(
    `INSERT INTO roles (owner_id, title) SELECT ${ownerId}, 'Role ' || g FROM generate_series(1, 10) g`,
  );
  await run(
    `INSERT INTO role_permissions (role_id, permission) SELECT r.id, p FROM roles r, unnest(array['MODULE_DASHBOARD.VIEW','MODULE_ACCOUNT.VIEW']) p WHERE r.owner_id = ${ownerId}`,
  );
  const first = [
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
    'Mia',
    'Noah',
    'Olga',
    'Paul',
  ];
  const last = [
    'Huber',
    'Gruber',
    'Bauer',
    'Wagner',
    'Müller',
    'Pichler',
    'Moser',
    'Mayer',
    'Hofer',
    'Leitner',
    'Berger',
    'Fuchs',
    'Eder',
    'Fischer',
    'Schmid',
    'Winkler',
    'Weber',
    'Schwarz',
    'Maier',
    'Schneider',
  ];
  await run(
    `INSERT INTO users (parent_id, email, password_hash, firstname, lastname, created_at)
     SELECT ${ownerId}, 'client' || g || '@clients-bench.test', '${hash}',
       (array[${first.map((n) => `'${n}'`).join(',')}])[1 + (g * 7) % ${first.length}],
       (array[${last.map((n) => `'${n}'`).join(',')}])[1 + (g * 13) % ${last.length}] || ' ' || g,
       now() - (g || ' minutes')::interval
     FROM generate_series(1, ${CLIENTS}) g`,
  );
  await run(
    `INSERT INTO organisation_user (user_id, organisation_id, is_default)
     SELECT u.id, o.id, true FROM users u JOIN organisations o ON o.owner_id = ${ownerId} AND o.name = 'Organisation ' || (1 + u.id % 20) WHERE u.parent_id = ${ownerId}`,
  );
  await run(
    `INSERT INTO organisation_user (user_id, organisation_id, is_default)
     SELECT u.id, o.id, false FROM users u JOIN organisations o ON o.owner_id = ${ownerId} AND o.name = 'Organisation ' || (1 + (u.id + 7) % 20) WHERE u.parent_id = ${ownerId} AND u.id % 3 = 0`,
  );
  await run(
    `INSERT INTO user_roles (user_id, role_id)
     SELECT u.id, r.id FROM users u JOIN roles r ON r.owner_id = ${ownerId} AND r.title = 'Role ' || (1 + u.id % 10) WHERE u.parent_id = ${ownerId}`,
  );
  // As autovacuum leaves a table after a bulk insert: statistics and the visibility map that index-only reads need.
  await run('VACUUM ANALYZE');
  const madeSeconds = (performance.now() - started) / 1000;
  log(`made ${CLIENTS} sub-users in ${madeSeconds.toFixed(1)} s`);

  const db = database.db;
  const measure = async (query: Record<string, string>) => {
    const parsed = clientsQuerySchema.parse(query);
    for (let i = 0; i < 5; i += 1) await listClients(db, ownerId, parsed);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const t0 = performance.now();
      const page = await listClients(db, ownerId, parsed);
      times.push(performance.now() - t0);
      rows = page.data.length;
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), rows };
  };

  const pages = [];
  for (const size of [10, 50, 100, 1000]) {
    const last = Math.ceil(CLIENTS / size);
    for (const [where, page] of [
      ['first', 1],
      ['middle', Math.ceil(last / 2)],
      ['last', last],
    ] as const) {
      pages.push({ size, where, page, ...(await measure({ pageSize: String(size), page: String(page) })) });
    }
  }
  const sorts = [];
  for (const sort of [
    'name:asc',
    'name:desc',
    'email:asc',
    'email:desc',
    'created_at:asc',
    'created_at:desc',
  ]) {
    for (const page of ['1', '100'])
      sorts.push({ sort, page, ...(await measure({ sort, page, pageSize: '50' })) });
  }
  const searches = [];
  for (const search of ['anna', 'huber', 'client42', 'mia 12', 'bench.test', 'nobody-matches']) {
    searches.push({ search, ...(await measure({ search, pageSize: '50' })) });
  }

  // A role change, then the sub-user's next request, through the app as a browser would call it.
  const deps = await composeDeps(config, database, systemClock);
  const app = await buildApp(deps);
  await app.ready();
  const signIn = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email, password: PASSWORD },
    });
    return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
  };
  const [held] = rowsOf<{ user_id: number; role_id: number }>(
    await run(
      `SELECT ur.user_id, ur.role_id FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE u.parent_id = ${ownerId} ORDER BY u.id LIMIT 1`,
    ),
  );
  const [subUser] = rowsOf<{ email: string }>(
    await run(`SELECT email FROM users WHERE id = ${Number(held?.user_id)}`),
  );
  const ownerAuth = await signIn('owner@clients-bench.test');
  const subAuth = await signIn(String(subUser?.email));
  const permissions = async () =>
    (await app.inject({ method: 'GET', url: '/v1/account/me', headers: subAuth })).json<{
      permissions: string[];
    }>().permissions;
  await permissions();
  const changes = [];
  for (let i = 0; i < 20; i += 1) {
    const add = i % 2 === 0;
    const t0 = performance.now();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/clients/roles/${Number(held?.role_id)}`,
      headers: ownerAuth,
      payload: {
        title: `Role ${1 + (Number(held?.user_id) % 10)}`,
        permissions: [
          'MODULE_DASHBOARD.VIEW',
          'MODULE_ACCOUNT.VIEW',
          ...(add ? ['MODULE_ACCOUNT_PAYMENT.VIEW'] : []),
        ],
      },
    });
    const t1 = performance.now();
    const next = await permissions();
    const t2 = performance.now();
    changes.push({
      ok: put.statusCode === 200 && next.includes('MODULE_ACCOUNT_PAYMENT.VIEW') === add,
      change: t1 - t0,
      visible: t2 - t0,
    });
  }
  await app.close();
  await deps.jobs.stop();
  const [version] = rowsOf<{ v: string }>(await run(`SELECT current_setting('server_version') AS v`));
  await database.close();
  const roleChange = {
    allVisibleOnNextRequest: changes.every((c) => c.ok),
    changeP50: percentile(
      changes.map((c) => c.change),
      50,
    ),
    visibleP50: percentile(
      changes.map((c) => c.visible),
      50,
    ),
    visibleP95: percentile(
      changes.map((c) => c.visible),
      95,
    ),
  };
  console.log(
    JSON.stringify({
      clients: CLIENTS,
      samples: SAMPLES,
      madeSeconds,
      version: version?.v,
      load: os.loadavg()[0]?.toFixed(2),
      pages,
      sorts,
      searches,
      roleChange,
    }),
  );
}

main()
  // pg-boss's timers would keep the process alive after the figures are out.
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(2);
  });
