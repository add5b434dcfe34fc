import { type SQL, sql } from 'drizzle-orm';
import { collections, designs, domains, forms, polls, quizzes, utmTags } from '../schema/index';
import type { SeedContext, Seeder } from './context';
import { CUSTOMER_ROLE } from './roles';
import { pick } from './sql-pick';

const DAY = 86_400_000;

/** Accounts whose apps' data is written by hand below; new@demo.test has none on purpose. */
const BY_HAND = ['owner@demo.test', 'client@demo.test', 'new@demo.test'];

const POLL_QUESTIONS = [
  'Which feature should we build next?',
  'How did you hear about us?',
  'Coffee or tea?',
  'What is your favourite season?',
  'How likely are you to recommend us?',
  'Which city should host our next event?',
  'Do you read our newsletter?',
  'What should our next webinar cover?',
];
const QUIZ_NAMES = [
  'Know your city',
  'Product expert',
  'Capitals of Europe',
  'Music of the 80s',
  'Safety first',
];
const FORM_TITLES = ['Newsletter sign-up', 'Contact us', 'Webinar registration', 'Trade fair leads'];
const UTM_TAGS = ['utm_source', 'utm_medium', 'utm_campaign'];
const UTM_SOURCES = ['google', 'newsletter', 'facebook', 'linkedin', 'partner'];
const UTM_MEDIUMS = ['cpc', 'email', 'social', 'referral'];
const UTM_CAMPAIGNS = ['spring-2026', 'black-friday', 'launch', 'webinar'];
const TLDS = ['com', 'at', 'de', 'fr', 'io'];

/** Every account holder with the customer role but those written by hand: the generated customers too. */
const holders = sql`u.parent_id is null and u.email not in (${sql.join(
  BY_HAND.map((email) => sql`${email}`),
  sql`, `,
)}) and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = u.id and r.name = ${CUSTOMER_ROLE} and r.owner_id is null)`;

/**
 * Up to `max` rows per holder (how many follows the user's id), dated between their sign-up and now.
 * `columns` and `values` name the table's own columns beside user_id, created_at and updated_at.
 */
function perHolder(now: string, table: string, max: number, columns: string, values: SQL, stamps = 2) {
  const spread = sql.raw(String(max + 1));
  const at = sql`u.created_at + (${now}::timestamptz - u.created_at) * (k / ${spread}.0)`;
  return sql`insert into ${sql.identifier(table)} (user_id, ${sql.raw(columns)}, created_at${sql.raw(
    stamps === 2 ? ', updated_at' : '',
  )})
    select u.id, ${values}, ${at}${stamps === 2 ? sql`, ${at}` : sql``}
    from users u cross join generate_series(1, ${sql.raw(String(max))}) as k
    where ${holders} and k <= u.id % ${spread}`;
}

/** The named demo owner's data, so the user detail shows recognisable polls, domains and tags. */
async function seedByHand({ db, now, userIdOf }: SeedContext): Promise<void> {
  const owner = await userIdOf('owner@demo.test');
  const client = await userIdOf('client@demo.test');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const dated = (days: number) => ({ createdAt: daysAgo(days), updatedAt: daysAgo(days) });
  await db.insert(polls).values([
    { userId: owner, question: 'Which feature should we build next?', views: 1840, ...dated(120) },
    { userId: owner, question: 'How did you hear about us?', views: 960, ...dated(64) },
    { userId: owner, question: 'Best time for our spring webinar?', views: 412, ...dated(21) },
    { userId: owner, question: 'Rate our new checkout', views: 133, ...dated(3) },
    { userId: client, question: 'Team lunch: pizza or sushi?', views: 18, ...dated(9) },
  ]);
  await db.insert(quizzes).values([
    { userId: owner, name: 'Know your Vienna', ...dated(90) },
    { userId: owner, name: 'Demo Media product expert', ...dated(12) },
  ]);
  await db.insert(forms).values([
    { userId: owner, title: 'Newsletter sign-up', ...dated(200) },
    { userId: owner, title: 'Webinar registration', ...dated(25) },
  ]);
  await db.insert(designs).values({ userId: owner, title: 'Demo Media brand', ...dated(210) });
  await db.insert(collections).values({ userId: owner, title: 'Spring campaign', ...dated(30) });
  await db.insert(utmTags).values([
    { userId: owner, tag: 'utm_source', value: 'google', createdAt: daysAgo(400) },
    { userId: owner, tag: 'utm_medium', value: 'cpc', createdAt: daysAgo(400) },
    { userId: owner, tag: 'utm_campaign', value: 'spring-2025', createdAt: daysAgo(400) },
  ]);
  await db.insert(domains).values([
    { userId: owner, title: 'demo-media.at', analytics: true, sdk: true, cookies: true, ...dated(300) },
    { userId: owner, title: 'shop.demo-media.at', analytics: true, sdk: false, cookies: true, ...dated(150) },
    { userId: owner, title: 'news.demo-media.at', analytics: false, sdk: true, cookies: false, ...dated(40) },
  ]);
}

/**
 * The Tools, DMP and Analytics apps' data of the demo (decision 0059): the owner's by hand, every
 * other customer's (the generated ones included) generated in the database, one statement per table.
 * Customers differ by id: zero to five polls, each with up to four votes, up to three quizzes,
 * forms with their leads, designs, collections, UTM tags and domains.
 */
export const seedToolsDemo: Seeder = {
  name: 'tools demo data',
  async run(context) {
    const { db } = context;
    const now = context.now.toISOString();
    await seedByHand(context);
    const slug = sql`regexp_replace(lower(translate(u.lastname, 'éüöäÜÖÄ', 'euoauoa')), '[^a-z0-9]+', '-', 'g')`;
    const statements = [
      perHolder(
        now,
        'polls',
        5,
        'question, views',
        sql`${pick(POLL_QUESTIONS, sql`u.id + k`)}, (u.id * 37 + k * 101) % 2000`,
      ),
      perHolder(now, 'quizzes', 3, 'name', pick(QUIZ_NAMES, sql`u.id + k`)),
      perHolder(now, 'forms', 2, 'title', pick(FORM_TITLES, sql`u.id + k`)),
      perHolder(now, 'designs', 2, 'title', sql`${pick(['Brand', 'Dark', 'Seasonal'], sql`k`)} || ' design'`),
      perHolder(now, 'collections', 1, 'title', sql`'Campaign ' || u.id`),
      perHolder(
        now,
        'utm_tags',
        3,
        'tag, value',
        sql`${pick(UTM_TAGS, sql`k - 1`)}, case k
          when 1 then ${pick(UTM_SOURCES, sql`u.id`)}
          when 2 then ${pick(UTM_MEDIUMS, sql`u.id / 2`)}
          else ${pick(UTM_CAMPAIGNS, sql`u.id / 3`)} end`,
        1,
      ),
      perHolder(
        now,
        'domains',
        3,
        'title, analytics, sdk, cookies',
        sql`${pick(['', 'shop.', 'blog.'], sql`k - 1`)} || ${slug} || '-' || u.id || '.' || ${pick(TLDS, sql`u.id`)},
          (u.id + k) % 2 = 0, (u.id + k) % 3 = 0, k % 2 = 1`,
      ),
      // Votes on every poll and leads on every form (the owner's too), dated after their poll or form.
      sql`insert into votes (user_id, poll_id, created_at)
        select p.user_id, p.id, p.created_at + (${now}::timestamptz - p.created_at) * (j / 5.0)
        from polls p cross join generate_series(1, 4) as j where j <= (p.id * 7) % 5`,
      sql`insert into lead_data (user_id, form_id, created_at)
        select f.user_id, f.id, f.created_at + (${now}::timestamptz - f.created_at) * (j / 5.0)
        from forms f cross join generate_series(1, 4) as j where j <= (f.id * 3) % 5`,
    ];
    for (const statement of statements) await db.execute(statement);
  },
};
