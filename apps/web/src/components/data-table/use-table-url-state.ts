import type { TableSort } from '@portal/contract/table-params';
import type { TableDefinition } from '@portal/contract/table-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readStoredPageSize, storePageSize } from './page-size-storage';
import { readTableState, type TableViewState, writeTableState } from './table-url-state';

/**
 * The table's state, kept in the URL: sorting, paging, searching or filtering adds a history entry
 * (Back returns to the previous view), except the search while it is typed, which replaces it.
 * Anything but a page change goes back to page 1.
 */
export function useTableUrlState<C extends string>(tableId: string, definition: TableDefinition<C>) {
  const [params, setParams] = useSearchParams();
  const [storedSize, setStoredSize] = useState(() => readStoredPageSize(tableId, definition.pageSizes));
  const state = useMemo(
    () => readTableState(params, definition, storedSize),
    [params, definition, storedSize],
  );

  const update = useCallback(
    (change: Partial<TableViewState<C>>, replace = false) =>
      setParams(
        (current) =>
          writeTableState(
            current,
            { ...readTableState(current, definition, storedSize), ...change },
            definition,
          ),
        { replace },
      ),
    [setParams, definition, storedSize],
  );

  const setSearch = useCallback((search: string) => update({ search, page: 1 }, true), [update]);
  const setSort = useCallback((sort: TableSort<C>[]) => update({ sort, page: 1 }), [update]);
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setFilter = useCallback(
    (name: string, values: string[]) => update({ filters: { ...state.filters, [name]: values }, page: 1 }),
    [update, state.filters],
  );
  const setPageSize = useCallback(
    (pageSize: number) => {
      storePageSize(tableId, pageSize);
      setStoredSize(pageSize);
      update({ pageSize, page: 1 });
    },
    [tableId, update],
  );
  return { state, setSearch, setSort, setPage, setPageSize, setFilter };
}
