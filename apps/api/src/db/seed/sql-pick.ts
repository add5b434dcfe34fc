import { type SQL, sql } from 'drizzle-orm';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The `n`-th entry of a list, cycling, as SQL: bulk demo rows generated in the database get variety
 * without a random generator, the same on every run.
 */
export const pick = (values: readonly string[], n: SQL) =>
  sql`(${textArray(values)})[1 + ((${n}) % ${sql.raw(String(values.length))})]`;
