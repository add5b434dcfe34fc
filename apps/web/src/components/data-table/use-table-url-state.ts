import type { TableSort } from '@portal/contract/table-params';
import type { TableDefinition } from '@portal/contract/table-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readStoredPageSize, storePageSize } from './page-size-storage';
import { readTableState, type TableFilters, type TableViewState, writeTableState } from './table-url-state';

/**
 * The cursors of the pages before a cursor-paged table's current one ('' for the first page). They
 * live in the history entry, not in the URL (each is up to 2 KB), so Back and "previous page" both
 * work; a shared link to a later page knows only that the first page comes before it.
 */
function readTrail(historyState: unknown, cursor: string | undefined): string[] {
  const trail =
    typeof historyState === 'object' && historyState !== null && 'cursorTrail' in historyState
      ? historyState.cursorTrail
      : undefined;
  if (Array.isArray(trail) && trail.every((each) => typeof each === 'string')) return trail;
  return cursor ? [''] : [];
}

type Change<C extends string> =
  | Partial<TableViewState<C>>
  | ((previous: TableViewState<C>) => Partial<TableViewState<C>>);

/**
 * The table's state, kept in the URL: sorting, paging, searching or filtering adds a history entry
 * (Back returns to the previous view), except the search while it is typed, which replaces it.
 * Anything but a page change goes back to the first page.
 */
export function useTableUrlState<C extends string>(
  tableId: string,
  definition: TableDefinition<C>,
  /** Remembers the page size for this user rather than for the browser (spec §9, the audit log). */
  userId?: number | string,
) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [storedSize, setStoredSize] = useState(() =>
    readStoredPageSize(tableId, definition.pageSizes, userId),
  );
  const state = useMemo(
    () => readTableState(params, definition, storedSize),
    [params, definition, storedSize],
  );
  const trail = useMemo(() => readTrail(location.state, state.cursor), [location.state, state.cursor]);

  // The router renders a navigation in a transition, so the params of the last render can lag behind
  // the URL this hook last wrote: a second change right after a first (a filter, then another) builds
  // on what was written, not on the stale render, or it would undo the first.
  const written = useRef<{ over: URLSearchParams; url: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: Change<C>, options: { replace?: boolean; trail?: string[] } = {}) => {
      // Until the router renders new params, what this hook wrote last is the URL.
      const current = written.current?.over === params ? written.current.url : params;
      const previous = readTableState(current, definition, storedSize);
      const next = typeof change === 'function' ? change(previous) : change;
      const url = writeTableState(current, { ...previous, ...next }, definition);
      written.current = { over: params, url };
      setParams(url, {
        replace: options.replace ?? false,
        state: options.trail ? { cursorTrail: options.trail } : null,
      });
    },
    [params, setParams, definition, storedSize],
  );

  const setSearch = useCallback(
    (search: string) => update({ search, page: 1, cursor: undefined }, { replace: true }),
    [update],
  );
  const setSort = useCallback(
    (sort: TableSort<C>[]) => update({ sort, page: 1, cursor: undefined }),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  // Several filters in one history entry (the two ends of a date range, a type with its ids).
  const setFilters = useCallback(
    (changes: TableFilters) =>
      update((previous) => ({ filters: { ...previous.filters, ...changes }, page: 1, cursor: undefined })),
    [update],
  );
  const setFilter = useCallback(
    (name: string, values: string[]) => setFilters({ [name]: values }),
    [setFilters],
  );
  /** Back to everything: no search, no filter, first page; the order and page size stay. */
  const reset = useCallback(() => update({ search: '', filters: {}, page: 1, cursor: undefined }), [update]);
  const setPageSize = useCallback(
    (pageSize: number) => {
      storePageSize(tableId, pageSize, userId);
      setStoredSize(pageSize);
      update({ pageSize, page: 1, cursor: undefined });
    },
    [tableId, userId, update],
  );
  /** A cursor-paged table's next page: the cursor the current page answered. */
  const nextPage = useCallback(
    (cursor: string) => update({ cursor }, { trail: [...trail, state.cursor ?? ''] }),
    [update, trail, state.cursor],
  );
  const previousPage = useCallback(
    () => update({ cursor: trail.at(-1) || undefined }, { trail: trail.slice(0, -1) }),
    [update, trail],
  );
  return {
    state,
    /** A cursor-paged table's page number (1-based), from the pages before it. */
    cursorPage: trail.length + 1,
    setSearch,
    setSort,
    setPage,
    setPageSize,
    setFilter,
    setFilters,
    reset,
    nextPage,
    previousPage,
  };
}
