import { z } from 'zod';
import {
  cursorParam,
  pageParam,
  pageSizeParam,
  searchParam,
  sortParam,
  TABLE_MAX_PAGE,
  TABLE_MAX_SORTS,
  type TableSort,
} from './table-params';

/** Parameter names every table uses; a filter may not take one of them. */
export const TABLE_PARAMS = ['search', 'sort', 'page', 'pageSize', 'cursor', 'limit'] as const;

/** A table's filters: each an optional query parameter. */
export type TableFilterShape = Record<string, z.ZodType>;

/** What a server-side table allows: the API validates with it, the web builds its controls from it. */
export interface TableDefinition<C extends string = string, F extends TableFilterShape = TableFilterShape> {
  /** Columns a caller may sort by, as the API names them. */
  sortable: readonly C[];
  /** The order when the request gives none. */
  defaultSort: readonly TableSort<C>[];
  /** Rows per page the table offers (spec §9), and the one it starts with. */
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The table's own filters, each an optional query parameter (`listParam`, `enumFilter`). */
  filters: F;
  /** Most sort keys at once; `TABLE_MAX_SORTS` unless set. */
  maxSorts?: number;
  /** Highest page; `TABLE_MAX_PAGE` unless set. */
  maxPage?: number;
}

/**
 * Declares a table, refusing at load time what no request could satisfy: a default sort or page
 * size the table does not allow, or a filter named like a common parameter.
 */
export function defineTable<const C extends string, F extends TableFilterShape>(
  table: TableDefinition<C, F>,
): TableDefinition<C, F> {
  const problems = [
    ...table.defaultSort.filter((key) => !table.sortable.includes(key.column)).map((key) => key.column),
    ...(table.pageSizes.includes(table.defaultPageSize) ? [] : [`page size ${table.defaultPageSize}`]),
    ...Object.keys(table.filters).filter((name) => (TABLE_PARAMS as readonly string[]).includes(name)),
  ];
  if (problems.length > 0) throw new Error(`table definition: not allowed: ${problems.join(', ')}`);
  return table;
}

/** The common parameters of a paged table's query, one schema each (the web reads its URL with them). */
export function tableParams<C extends string>(table: TableDefinition<C, TableFilterShape>) {
  return {
    search: searchParam(),
    sort: sortParam(table.sortable, table.defaultSort, table.maxSorts ?? TABLE_MAX_SORTS),
    page: pageParam(table.maxPage ?? TABLE_MAX_PAGE),
    pageSize: pageSizeParam(table.pageSizes, table.defaultPageSize),
  };
}

/** The query of a paged table: `search`, `sort`, `page` (1-based), `pageSize`, and the table's filters. */
export function tableQuerySchema<C extends string, F extends TableFilterShape>(table: TableDefinition<C, F>) {
  return z.object(tableParams(table)).extend(table.filters);
}

/**
 * The query of a table too large to count or to skip through (the activity log): `search`, `sort`,
 * the `cursor` the previous page answered (none for the first page), `limit`, and the filters.
 */
export function tableCursorQuerySchema<C extends string, F extends TableFilterShape>(
  table: TableDefinition<C, F>,
) {
  const { search, sort, pageSize } = tableParams(table);
  return z.object({ search, sort, cursor: cursorParam(), limit: pageSize }).extend(table.filters);
}

/** A page of rows and how many rows match: exact up to the server's cap, else the cap itself. */
export const tablePageSchema = <R extends z.ZodType>(row: R) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    /** False when more rows match than the server counts; `total` is then a lower bound. */
    totalExact: z.boolean(),
  });

/** A page of a cursor-paged table; `nextCursor` is null on the last page. */
export const tableCursorPageSchema = <R extends z.ZodType>(row: R) =>
  z.object({
    data: z.array(row),
    nextCursor: z.string().nullable(),
    /** The planner's estimate on PostgreSQL; exact when small. For display ("about 1.2 M"). */
    totalEstimate: z.number().int(),
  });

/** The query a paged table's endpoint receives, after validation. */
export type TableQuery<C extends string = string> = {
  search?: string | undefined;
  sort: TableSort<C>[];
  page: number;
  pageSize: number;
};

/** The query a cursor-paged table's endpoint receives, after validation. */
export type TableCursorQuery<C extends string = string> = {
  search?: string | undefined;
  sort: TableSort<C>[];
  cursor?: string | undefined;
  limit: number;
};

/** A page as the web receives it. */
export type TablePage<T> = { data: T[]; total: number; totalExact: boolean };

/** A cursor page as the web receives it. */
export type TableCursorPage<T> = { data: T[]; nextCursor: string | null; totalEstimate: number };
