import type { TableQuery } from '@portal/contract';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { orderByOf, orderKeysOf, type TableColumns } from './table-columns';

/**
 * One page of a paged table's rows: the requested order with the tiebreaker, then LIMIT/OFFSET.
 * `rows` is a dynamic select of the matching rows (`db.select().from(t).where(w).$dynamic()`).
 */
export function pageOf<S extends PgSelect, C extends string>(
  rows: S,
  columns: TableColumns<C>,
  query: Pick<TableQuery<C>, 'sort' | 'page' | 'pageSize'>,
): S {
  return rows
    .orderBy(...orderByOf(orderKeysOf(columns, query.sort)))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}
