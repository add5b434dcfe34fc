import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { TABLE_MAX_SORTS, type TableSort } from '@portal/contract/table-params';
import type { TableCursorPage, TableDefinition, TablePage } from '@portal/contract/table-query';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import {
  type ExpandedState,
  functionalUpdate,
  type PaginationState,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-allows';
import { visuallyHidden } from '../visually-hidden';
import { allowedColumns, type DataTableColumn } from './allowed-columns';
import { bodyCells } from './body-cells';
import { dataTableFeatures } from './data-table-features';
import { DataTableHead } from './data-table-head';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRows, rowClickOf } from './data-table-rows';
import { EmptyRow, ErrorRow, SkeletonRows, useLoadFailureSnackbar } from './data-table-states';
import { compactCells, stackedOnPhones } from './stacked-rows';
import { TableSearchField } from './table-search-field';
import type { TableCursorRequest, TableRequest } from './table-url-state';
import { toTableCursorRequest, toTableRequest } from './table-url-state';
import { useTableUrlState } from './use-table-url-state';
import { type DataTableToolbar, useToolbar } from './use-toolbar';

export type { DataTableToolbar } from './use-toolbar';

/** A cursor-paged table's answer; a table that counts up to a cap adds `total` and `totalExact`. */
export type DataTableCursorPage<TRow> = TableCursorPage<TRow> & { total?: number; totalExact?: boolean };

/** How the table pages: by page number (the default) or by cursor (a table too large to skip through). */
type DataTablePaging<TRow, K extends QueryKey> =
  | {
      paging?: 'pages';
      /** The query options for one request, from the feature's `api/` file. */
      query: (request: TableRequest) => UseQueryOptions<TablePage<TRow>, Error, TablePage<TRow>, K>;
    }
  | {
      paging: 'cursor';
      query: (
        request: TableCursorRequest,
      ) => UseQueryOptions<DataTableCursorPage<TRow>, Error, DataTableCursorPage<TRow>, K>;
    };

/** Either answer, as the table reads it. */
type AnyPage<TRow> = {
  data: TRow[];
  total?: number;
  totalExact?: boolean;
  nextCursor?: string | null;
  totalEstimate?: number;
};

export type DataTableProps<
  TRow extends RowData,
  C extends string,
  K extends QueryKey = QueryKey,
> = DataTablePaging<TRow, K> & {
  /** Names the table in stored preferences (`portal.table.<tableId>.pageSize`). */
  tableId: string;
  /** Remembers the page size for this user rather than for the browser (spec §9: the audit log). */
  pageSizeUser?: number | string;
  /** The contract's definition: sortable columns, default order, page sizes, filters. */
  definition: TableDefinition<C>;
  columns: readonly DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string;
  /** The table's accessible name. */
  label: string;
  searchLabel?: string;
  emptyText?: string;
  /** What an empty page shows instead of `emptyText`, e.g. a sentence with a reset button. */
  renderEmpty?: (toolbar: DataTableToolbar) => ReactNode;
  /** Hides the search box, for tables the server does not search. */
  hideSearch?: boolean;
  onRowClick?: (row: TRow) => void;
  /** Details shown below a row when it is expanded; without it rows do not expand. */
  renderExpanded?: (row: TRow) => ReactNode;
  /** Which rows have details to show (all, when `renderExpanded` is given, unless this says otherwise). */
  rowCanExpand?: (row: TRow) => boolean;
  /** Filter controls beside the search. */
  toolbar?: (toolbar: DataTableToolbar) => ReactNode;
  /** `data-testid` of each row. */
  rowTestId?: string;
  /** The words for a page size in the rows-per-page choice (the client table's "All"); default the number. */
  pageSizeLabel?: (size: number) => string | undefined;
  /** Told the rows of the page shown whenever they change, e.g. to ask for their audit information at once. */
  onRows?: (rows: readonly TRow[]) => void;
  /** Half the usual space beside each cell, for a table with many columns that must fit a laptop's width. */
  compact?: boolean;
};

const NO_ROWS: never[] = [];
const toSorting = (sort: readonly TableSort[]): SortingState =>
  sort.map((key) => ({ id: key.column, desc: key.direction === 'desc' }));

/**
 * The one table component (DESIGN.md §3) for server-side tables: TanStack Table 9 keeps the state,
 * the server sorts, searches, filters and pages (docs/decisions/0035), MUI draws it. State lives in
 * the URL; the page size the user picks is remembered per table (or per user). A table too large to
 * skip through pages by cursor (`paging="cursor"`): next and previous only, its position in the URL.
 */
export function DataTable<TRow extends RowData, C extends string, K extends QueryKey = QueryKey>(
  props: DataTableProps<TRow, C, K>,
) {
  const { t } = useTranslation();
  const hintId = useId();
  const { definition, renderExpanded } = props;
  const view = useTableUrlState(props.tableId, definition, props.pageSizeUser);
  const { state } = view;
  const byCursor = props.paging === 'cursor';
  const options = (
    props.paging === 'cursor' ? props.query(toTableCursorRequest(state)) : props.query(toTableRequest(state))
  ) as UseQueryOptions<AnyPage<TRow>, Error, AnyPage<TRow>, K>;
  const result = useQuery({ ...options, placeholderData: keepPreviousData });
  // A new page is drawn in the background, in slices that leave the main thread free for taps and
  // keys (the query's answer alone would draw its hundred rows in one long task); until it is drawn
  // the table, its counts and its page buttons go on showing what they showed.
  const page = useDeferredValue(result.data);
  const drawing = page !== result.data;
  const onRows = useRef(props.onRows);
  useEffect(() => {
    onRows.current = props.onRows;
  });
  useEffect(() => {
    if (page) onRows.current?.(page.data);
  }, [page]);
  const pageNumber = byCursor ? view.cursorPage : state.page;
  useLoadFailureSnackbar(result.error, result.errorUpdatedAt);
  const toolbar = useToolbar(view);
  const permissions = usePermissions();
  const columns = useMemo(
    () => allowedColumns(props.columns, permissions, definition.sortable),
    [props.columns, permissions, definition.sortable],
  );
  const sorting = useMemo(() => toSorting(state.sort), [state.sort]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: pageNumber - 1, pageSize: state.pageSize }),
    [pageNumber, state.pageSize],
  );
  const total = page?.total ?? page?.totalEstimate ?? 0;
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: page?.data ?? NO_ROWS,
    getRowId: props.getRowId,
    rowCount: total,
    state: { sorting, pagination, expanded },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting);
      // Taking away the last key leaves the table's own order, as a request without `sort` would.
      view.setSort(
        next.length > 0
          ? next.map((key) => ({ column: key.id as C, direction: key.desc ? 'desc' : 'asc' }))
          : [...definition.defaultSort],
      );
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) view.setPageSize(next.pageSize);
      else view.setPage(next.pageIndex + 1);
    },
    onExpandedChange: setExpanded,
    getRowCanExpand: (row) => Boolean(renderExpanded) && (props.rowCanExpand?.(row.original) ?? true),
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    // Rows are keyed by id: a row opened stays open when its page is loaded again (a refetch, a
    // filter that keeps it), instead of closing under the user's hand.
    autoResetExpanded: false,
    enableMultiSort: true,
    enableMultiRemove: true,
    maxMultiSortColCount: definition.maxSorts ?? TABLE_MAX_SORTS,
  });

  const width = columns.length + (renderExpanded ? 1 : 0);
  let body: ReactNode;
  const firstLoad = result.isPending || (drawing && !page);
  if (firstLoad) body = <SkeletonRows rows={state.pageSize} columns={width} />;
  else if (!result.data || !page)
    body = <ErrorRow columns={width} error={result.error} onRetry={() => result.refetch()} />;
  else if (page.data.length === 0)
    body = (
      <EmptyRow columns={width}>
        {props.renderEmpty?.(toolbar) ?? props.emptyText ?? t('table.empty')}
      </EmptyRow>
    );
  else
    body = (
      <DataTableRows
        table={table}
        clickable={Boolean(props.onRowClick)}
        renderExpanded={renderExpanded}
        rowTestId={props.rowTestId}
      />
    );

  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, mb: 1 }}
      >
        {props.hideSearch ? null : (
          <TableSearchField
            value={state.search}
            label={props.searchLabel ?? t('table.search')}
            onSearch={view.setSearch}
          />
        )}
        {props.toolbar?.(toolbar)}
      </Stack>
      <Box sx={{ position: 'relative' }}>
        {result.isFetching && !result.isPending ? (
          <LinearProgress
            aria-label={t('table.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        ) : null}
        {columns.some((column) => column.enableSorting) ? (
          // On a phone the sort buttons stand in a line above the cards (stacked-rows.ts): this names it.
          <Typography
            variant="caption"
            aria-hidden
            sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
          >
            {t('table.sortBy')}
          </Typography>
        ) : null}
        <TableContainer>
          <Table
            size="small"
            sx={[bodyCells, stackedOnPhones, props.compact === true && compactCells]}
            aria-label={props.label}
            aria-describedby={hintId}
            aria-busy={result.isFetching || drawing}
          >
            <DataTableHead table={table} expandable={Boolean(renderExpanded)} />
            <TableBody onClick={rowClickOf(table, props.onRowClick)}>{body}</TableBody>
          </Table>
        </TableContainer>
        <Box id={hintId} sx={visuallyHidden}>
          {t('table.multiSortHint')}
        </Box>
      </Box>
      {firstLoad ? null : (
        // Not below the skeleton: a page of 100 rows would push it out of sight, a layout shift the
        // size of the screen (issue 35); arriving with the rows, it moves nothing.
        <DataTablePagination
          page={pageNumber}
          pageSize={state.pageSize}
          pageSizes={definition.pageSizes}
          pageSizeLabel={props.pageSizeLabel}
          total={total}
          totalExact={page?.totalExact ?? !byCursor}
          cursor={byCursor ? { hasNext: Boolean(page?.nextCursor), rows: page?.data.length ?? 0 } : undefined}
          onPage={(next) => {
            if (!byCursor) table.setPageIndex(next - 1);
            // While the next page loads the previous one's cursor is still shown: a second click waits.
            // (One loaded but still being drawn has its cursor already.)
            else if (result.isPlaceholderData || !result.data) return;
            else if (next > pageNumber && result.data.nextCursor) view.nextPage(result.data.nextCursor);
            else if (next < pageNumber) view.previousPage();
          }}
          onPageSize={(size) => table.setPageSize(size)}
        />
      )}
    </Stack>
  );
}
