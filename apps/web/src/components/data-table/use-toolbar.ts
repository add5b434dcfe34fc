import type { TableSort } from '@portal/contract/table-params';
import { useEffect, useMemo, useRef } from 'react';
import type { TableFilters } from './table-url-state';

/** The table's filters and how to change them, for the controls a page adds beside the search. */
export interface DataTableToolbar {
  filters: TableFilters;
  search: string;
  /** The order the table shows (for an export of the same rows). */
  sort: readonly TableSort[];
  /** Searches (a page's own search control, beside `hideSearch`). */
  setSearch: (text: string) => void;
  setFilter: (name: string, values: string[]) => void;
  /** Changes several filters in one step (one history entry). */
  setFilters: (changes: TableFilters) => void;
  /** Clears the search and every filter. */
  reset: () => void;
}

/** What the toolbar takes from the table's view (`useTableUrlState`). */
type ToolbarView = Pick<DataTableToolbar, 'setSearch' | 'setFilter' | 'setFilters' | 'reset'> & {
  state: Pick<DataTableToolbar, 'filters' | 'search' | 'sort'>;
};

/**
 * The previous value while the new one is equal (small JSON values): the URL is read again on every
 * navigation, and a page turned would otherwise hand the filter controls new, equal filters.
 */
function useEqualValue<T>(value: T): T {
  const kept = useRef({ value, text: JSON.stringify(value) });
  const text = JSON.stringify(value);
  if (text !== kept.current.text) kept.current = { value, text };
  return kept.current.value;
}

/**
 * The table's toolbar for the page's controls: the same object until the search, filters or order
 * change, so memoised filter controls are left alone when the table renders for its own reasons (a
 * fetch, a row opened, a page turned; issue 35). Its functions call the view's latest ones, which
 * change with every navigation (they build on the URL they read).
 */
export function useToolbar(view: ToolbarView): DataTableToolbar {
  const latestView = useRef(view);
  useEffect(() => {
    latestView.current = view;
  });
  const actions = useMemo(
    () => ({
      setSearch: (text: string) => latestView.current.setSearch(text),
      setFilter: (name: string, values: string[]) => latestView.current.setFilter(name, values),
      setFilters: (changes: TableFilters) => latestView.current.setFilters(changes),
      reset: () => latestView.current.reset(),
    }),
    [],
  );
  const filters = useEqualValue(view.state.filters);
  const sort = useEqualValue(view.state.sort);
  const search = view.state.search;
  return useMemo(() => ({ filters, search, sort, ...actions }), [filters, search, sort, actions]);
}
