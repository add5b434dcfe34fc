// A scratch database on the PostgreSQL server DATABASE_URL names, for the benches that fill one of
// their own: never the database DATABASE_URL names, never one the tests or the server need.
import pg from 'pg';

const PROTECTED = /^(postgres|template\d*|test|root)$|^portal_test/;

/** Exits with a message when DATABASE_URL is missing or `name` is a database the bench must not fill. */
export function requireScratch(script, name) {
  if (!process.env.DATABASE_URL) {
    console.error(`${script} needs DATABASE_URL (a PostgreSQL server it may create a database on)`);
    process.exit(2);
  }
  if (PROTECTED.test(name)) {
    console.error(`refusing to fill the database ${name}`);
    process.exit(2);
  }
}

/** DATABASE_URL with another database. */
export const urlOf = (database) => {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs one statement on the server's `postgres` database (creating or dropping a scratch one). */
export async function onServer(statement) {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
