import type { SortDirection, TableSort } from '@portal/contract';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The database side of a table's sortable columns: each API name (`created_at`) maps to the column
 * it orders by. Only these reach ORDER BY, so a request can never name a column of its own.
 */
export interface TableColumns<C extends string> {
  sortable: Record<C, PgColumn>;
  /** Unique and never null (the primary key): it makes every order total, so pages never overlap. */
  tiebreaker: PgColumn;
}

/** One key of the order as the database sees it. */
export interface OrderKey {
  column: PgColumn;
  direction: SortDirection;
}

/**
 * The requested order with the tiebreaker last, in the direction of the key before it (so "newest
 * first" stays newest first among rows of the same second), unless the request already sorts by it.
 */
export function orderKeysOf<C extends string>(
  columns: TableColumns<C>,
  sort: readonly TableSort<C>[],
): OrderKey[] {
  const keys = sort.map((key) => ({ column: columns.sortable[key.column], direction: key.direction }));
  if (keys.some((key) => key.column === columns.tiebreaker)) return keys;
  return [...keys, { column: columns.tiebreaker, direction: keys.at(-1)?.direction ?? 'asc' }];
}

/** ORDER BY for the keys. */
export const orderByOf = (keys: readonly OrderKey[]): SQL[] =>
  keys.map((key) => (key.direction === 'asc' ? asc(key.column) : desc(key.column)));
