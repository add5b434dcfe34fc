import { sql } from 'drizzle-orm';
import type { Seeder } from './context';
import { CUSTOMER_ROLE, roleIdsByName } from './roles';
import { pick } from './sql-pick';

/** How many customers the demo adds beside the named demo accounts (DESIGN.md §5: thousands of users). */
export const GENERATED_CUSTOMERS = 2_000;

/** Their addresses: `<first>.<last>.<n>@customers.demo.test`, so a test or a reader tells them apart. */
export const GENERATED_CUSTOMER_DOMAIN = 'customers.demo.test';

const FIRST_NAMES = [
  'Mia',
  'Paul',
  'Emma',
  'Leon',
  'Hannah',
  'Noah',
  'Lea',
  'Elias',
  'Sofia',
  'Finn',
  'Clara',
  'Jonas',
  'Marie',
  'Luca',
  'Lina',
  'Ben',
  'Chloé',
  'Hugo',
  'Louise',
  'Jules',
  'Olivia',
  'James',
  'Ava',
  'Henry',
];
const LAST_NAMES = [
  'Huber',
  'Gruber',
  'Bauer',
  'Wagner',
  'Müller',
  'Schmid',
  'Fischer',
  'Weber',
  'Becker',
  'Koch',
  'Dubois',
  'Laurent',
  'Moreau',
  'Girard',
  'Rossi',
  'Bianchi',
  'Smith',
  'Brown',
  'Taylor',
  'Novak',
];
const PLACES = [
  ['AT', 'Vienna', '1010'],
  ['AT', 'Graz', '8010'],
  ['DE', 'Berlin', '10115'],
  ['DE', 'Munich', '80331'],
  ['FR', 'Paris', '75001'],
  ['FR', 'Lyon', '69001'],
  ['IT', 'Milan', '20121'],
  ['US', 'Boston', '02108'],
] as const;
const LANGUAGES = ['en', 'de', 'fr'] as const;

/**
 * A few thousand ordinary customers, each with a sign-in history, so the staff's users table, its
 * search and state filter, and the user detail have real volume (decision 0059). Generated in the
 * database with one statement per table: deterministic (the n-th customer is always the same) and
 * quick on PGlite. Every state occurs: most active, some on trial, a few suspended or deactivated.
 */
export const seedGeneratedCustomers: Seeder = {
  name: 'generated customers',
  async run({ db, now, demoPasswordHash }) {
    const passwordHash = await demoPasswordHash();
    const at = now.toISOString();
    const customerRole = (await roleIdsByName(db)).get(CUSTOMER_ROLE);
    if (!customerRole) throw new Error(`seed: unknown role ${CUSTOMER_ROLE}`);
    const first = pick(FIRST_NAMES, sql`n`);
    const last = pick(LAST_NAMES, sql.raw(`n / ${FIRST_NAMES.length}`));
    const place = (index: 0 | 1 | 2) =>
      pick(
        PLACES.map((each) => each[index]),
        sql`n`,
      );
    // Joined over the past two years (8 hours apart), the newest last.
    const joined = sql`${at}::timestamptz - make_interval(hours => (${sql.raw(String(GENERATED_CUSTOMERS))} - n) * 8 + 1)`;
    await db.execute(sql`
      insert into users (email, password_hash, firstname, lastname, language, country, city, postal_code,
        company, accepted_latest_terms, terms_accepted_at, trial_ends_at, suspended_at, deactivated_at,
        created_at, updated_at)
      select
        lower(translate(${first} || '.' || ${last}, 'éüöä', 'euoa')) || '.' || n || '@' || ${GENERATED_CUSTOMER_DOMAIN},
        ${passwordHash}, ${first}, ${last}, ${pick(LANGUAGES, sql`n`)},
        ${place(0)}, ${place(1)}, ${place(2)},
        case when n % 3 = 0 then ${last} || ' ' || ${pick(['GmbH', 'SAS', 'Media', 'Digital'], sql`n`)} end,
        true, ${joined},
        case when n % 7 = 0 then ${at}::timestamptz + make_interval(days => 1 + n % 14) end,
        case when n % 50 = 0 then ${at}::timestamptz - make_interval(days => 1 + n % 30) end,
        case when n % 75 = 0 then ${at}::timestamptz - make_interval(days => 1 + n % 60) end,
        ${joined}, ${joined}
      from generate_series(1, ${sql.raw(String(GENERATED_CUSTOMERS))}) as n`);
    await db.execute(sql`
      insert into user_roles (user_id, role_id)
      select id, ${customerRole}::int from users where email like ${`%@${GENERATED_CUSTOMER_DOMAIN}`}`);
    // One to four sign-ins each, the last within the past weeks (the profile card's "last login").
    await db.execute(sql`
      insert into login_history (user_id, loggedin_at, ip_address, user_agent)
      select u.id, greatest(u.created_at, ${at}::timestamptz - make_interval(hours => (u.id % 500) + k * 170)),
        '192.0.2.' || (u.id % 250 + 1), 'Mozilla/5.0 (demo)'
      from users u cross join generate_series(0, 3) as k
      where u.email like ${`%@${GENERATED_CUSTOMER_DOMAIN}`} and k <= u.id % 4`);
  },
};
