import { cursorParam, encodeSort, type TableSort } from '@portal/contract/table-params';
import { type TableDefinition, tableParams } from '@portal/contract/table-query';

/** The table's own filters as the URL holds them: each a list of values (`status=sent&status=failed`). */
export type TableFilters = Record<string, string[]>;

/** What a data table shows, all of it in the URL so a link or a reload shows the same rows. */
export interface TableViewState<C extends string = string> {
  search: string;
  sort: TableSort<C>[];
  /** 1-based, as in the API. */
  page: number;
  pageSize: number;
  filters: TableFilters;
  /** A cursor-paged table's position: the cursor the previous page answered; none on the first. */
  cursor?: string | undefined;
}

/** The query the table's endpoint receives: the URL's parameters, defaults filled in. */
export type TableRequest = {
  search?: string | undefined;
  sort: string[];
  page: number;
  pageSize: number;
  [filter: string]: string | string[] | number | undefined;
};

/** The query of a cursor-paged table (the activity log): `cursor` and `limit` instead of `page` and `pageSize`. */
export type TableCursorRequest = {
  search?: string | undefined;
  sort: string[];
  cursor?: string | undefined;
  limit: number;
  [filter: string]: string | string[] | number | undefined;
};

const cursorSchema = cursorParam();

const schemas = new WeakMap<TableDefinition, ReturnType<typeof tableParams>>();

/** The contract's parameter schemas of the table, built once: the URL is read with the API's own rules. */
function paramsOf(definition: TableDefinition): ReturnType<typeof tableParams> {
  let params = schemas.get(definition);
  if (!params) {
    params = tableParams(definition);
    schemas.set(definition, params);
  }
  return params;
}

const sameSort = (a: readonly TableSort[], b: readonly TableSort[]) =>
  a.map(encodeSort).join() === b.map(encodeSort).join();

/**
 * The state in the URL; a value the API would refuse (an edited link) falls back to its default, so
 * a stale link still shows the table. The page size comes from the URL, else the user's stored choice.
 */
export function readTableState<C extends string>(
  params: URLSearchParams,
  definition: TableDefinition<C>,
  storedPageSize: number | null,
): TableViewState<C> {
  const shape = paramsOf(definition);
  const search = shape.search.safeParse(params.get('search') ?? undefined);
  const sort = shape.sort.safeParse(params.getAll('sort'));
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  const pageSize = shape.pageSize.safeParse(params.get('pageSize') ?? undefined);
  const cursor = cursorSchema.safeParse(params.get('cursor') || undefined);
  const filters: TableFilters = {};
  for (const [name, schema] of Object.entries(definition.filters)) {
    const values = params.getAll(name).filter(Boolean);
    // A list filter takes the list; a single-valued one (a date) its one value.
    const valid =
      schema.safeParse(values).success || (values.length === 1 && schema.safeParse(values[0]).success);
    if (values.length > 0 && valid) filters[name] = values;
  }
  return {
    search: (search.success && search.data) || '',
    sort: sort.success ? (sort.data as TableSort<C>[]) : [...definition.defaultSort],
    page: page.success ? page.data : 1,
    pageSize:
      params.has('pageSize') && pageSize.success
        ? pageSize.data
        : (storedPageSize ?? definition.defaultPageSize),
    filters,
    cursor: cursor.success ? cursor.data : undefined,
  };
}

/**
 * The URL for a state: the table's parameters replaced, defaults left out so links stay short;
 * parameters the table does not own (an audit link's `type` and `id`) are kept.
 */
export function writeTableState<C extends string>(
  current: URLSearchParams,
  state: TableViewState<C>,
  definition: TableDefinition<C>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['search', 'sort', 'page', 'pageSize', 'cursor', ...Object.keys(definition.filters)])
    next.delete(name);
  if (state.search) next.set('search', state.search);
  if (!sameSort(state.sort, definition.defaultSort)) {
    for (const key of state.sort) next.append('sort', encodeSort(key));
  }
  if (state.page > 1) next.set('page', String(state.page));
  if (state.cursor) next.set('cursor', state.cursor);
  if (state.pageSize !== definition.defaultPageSize) next.set('pageSize', String(state.pageSize));
  for (const name of Object.keys(definition.filters)) {
    for (const value of state.filters[name] ?? []) next.append(name, value);
  }
  return next;
}

/** The request for a state: every parameter explicit, so the query key names exactly what was asked. */
export const toTableRequest = (state: TableViewState): TableRequest => ({
  ...state.filters,
  search: state.search || undefined,
  sort: state.sort.map(encodeSort),
  page: state.page,
  pageSize: state.pageSize,
});

/** The request of a cursor-paged table for a state. */
export const toTableCursorRequest = (state: TableViewState): TableCursorRequest => ({
  ...state.filters,
  search: state.search || undefined,
  sort: state.sort.map(encodeSort),
  cursor: state.cursor,
  limit: state.pageSize,
});
