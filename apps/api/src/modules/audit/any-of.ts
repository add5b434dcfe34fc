import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = ANY($1)` with the values as one array parameter: one statement text however many values
 * a page or an export chunk names, so the prepared statement is planned once per connection instead
 * of one text (and one statement name of the process's cap) per length (decision 0055). Numbers go
 * as bigint[], text as text[]. Filters keep `inArray`: a single value there becomes `=`, which lets
 * an index give its rows in order.
 */
export function anyOf(column: PgColumn, values: readonly number[] | readonly string[]): SQL {
  const array = typeof values[0] === 'number' ? sql`bigint[]` : sql`text[]`;
  return sql`${column} = ANY(${sql.param([...values])}::${array})`;
}
