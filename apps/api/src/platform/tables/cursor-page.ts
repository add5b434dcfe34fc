import type { TableCursorQuery } from '@portal/contract';
import { and, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db';
import { type OrderKey, orderByOf, orderKeysOf, type TableColumns } from './table-columns';
import { readCursor, writeCursor } from './table-cursor';

/** What a cursor page reads: the table, the request's conditions, the sortable columns and the query. */
export interface CursorPageOptions<T extends PgTable, C extends string> {
  table: T;
  where?: SQL | undefined;
  columns: TableColumns<C>;
  query: Pick<TableCursorQuery<C>, 'sort' | 'cursor' | 'limit'>;
  /** `tableCursorKey(secret)`. */
  key: Buffer;
}

/** `(a > x OR (a = x AND …))` with a direction per key: exact, but not a range an index can seek to. */
function beyondEach(keys: readonly OrderKey[], values: readonly string[]): SQL {
  const [key, ...rest] = keys;
  const [value, ...others] = values;
  if (!key || value === undefined) throw new Error('a cursor holds one value per sort key');
  // The value is the column's own text output: PostgreSQL reads it back as the column's type.
  const beyond = key.direction === 'asc' ? sql`${key.column} > ${value}` : sql`${key.column} < ${value}`;
  if (rest.length === 0) return beyond;
  return sql`(${beyond} OR (${key.column} = ${value} AND ${beyondEach(rest, others)}))`;
}

/**
 * Rows after the cursor's position, in the given order. Keys all in one direction compare as one row,
 * `(a, b) < (x, y)`, which a B-tree on (…, a, b) seeks to: the page costs the same at any depth. The
 * OR form would only filter, reading every row before the position again (decision 0055 measured
 * 7 ms at 100,000 rows deep against 0.06 ms). Mixed directions keep the OR form, bounded by the first
 * key so the scan at least starts at the position's first value.
 */
export function seekAfter(keys: readonly OrderKey[], values: readonly string[]): SQL {
  const [first] = keys;
  const [firstValue] = values;
  if (!first || firstValue === undefined || values.length !== keys.length)
    throw new Error('a cursor holds one value per sort key');
  const direction = first.direction;
  if (keys.every((key) => key.direction === direction)) {
    const columns = sql.join(
      keys.map((key) => sql`${key.column}`),
      sql`, `,
    );
    const positions = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    return direction === 'asc' ? sql`(${columns}) > (${positions})` : sql`(${columns}) < (${positions})`;
  }
  const from =
    direction === 'asc' ? sql`${first.column} >= ${firstValue}` : sql`${first.column} <= ${firstValue}`;
  return sql`(${from} AND ${beyondEach(keys, values)})`;
}

/**
 * One page of a table too large to skip through: keyset (seek) paging. The cursor names the last
 * row's sort values, so the next page starts right after it however deep it is, with an index on
 * the order. Sort columns must be NOT NULL. Reads one row more than `limit` to know if there is more.
 */
export async function cursorPage<T extends PgTable, C extends string>(
  db: Executor,
  options: CursorPageOptions<T, C>,
): Promise<{ rows: T['$inferSelect'][]; nextCursor: string | null }> {
  const { table, columns, query, key } = options;
  const keys = orderKeysOf(columns, query.sort);
  const nullable = keys.find((each) => !each.column.notNull);
  if (nullable) throw new Error(`keyset paging needs NOT NULL sort columns: ${nullable.column.name}`);
  const scope = `${getTableName(table)}|${keys.map((each) => `${each.column.name}:${each.direction}`).join(',')}`;
  const position = query.cursor ? readCursor(key, scope, query.cursor, keys.length) : null;
  const sortValues = Object.fromEntries(
    keys.map((each, index) => [`k${index}`, sql<string>`${each.column}::text`]),
  );
  const found = await db
    .select({ row: getTableColumns(table), ...sortValues })
    .from(table as PgTable)
    .where(and(options.where, position ? seekAfter(keys, position) : undefined))
    .orderBy(...orderByOf(keys))
    .limit(query.limit + 1);
  const page = found.slice(0, query.limit);
  const last = page.at(-1) as Record<string, unknown> | undefined;
  const nextCursor =
    found.length > query.limit && last
      ? writeCursor(
          key,
          scope,
          keys.map((_, index) => String(last[`k${index}`])),
        )
      : null;
  return { rows: page.map((each) => each.row as T['$inferSelect']), nextCursor };
}
