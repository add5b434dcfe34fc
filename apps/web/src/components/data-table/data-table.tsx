import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { TABLE_MAX_SORTS, type TableSort } from '@portal/contract/table-params';
import type { TableDefinition, TablePage } from '@portal/contract/table-query';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import {
  type ExpandedState,
  functionalUpdate,
  type PaginationState,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-allows';
import { visuallyHidden } from '../visually-hidden';
import { allowedColumns, type DataTableColumn } from './allowed-columns';
import { dataTableFeatures } from './data-table-features';
import { DataTableHead } from './data-table-head';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRows } from './data-table-rows';
import { EmptyRow, ErrorRow, SkeletonRows } from './data-table-states';
import { stackedOnPhones } from './stacked-rows';
import { TableSearchField } from './table-search-field';
import type { TableFilters, TableRequest } from './table-url-state';
import { toTableRequest } from './table-url-state';
import { useTableUrlState } from './use-table-url-state';

/** The table's filters and how to change one, for the controls a page adds beside the search. */
export interface DataTableToolbar {
  filters: TableFilters;
  setFilter: (name: string, values: string[]) => void;
}

export interface DataTableProps<TRow extends RowData, C extends string, K extends QueryKey = QueryKey> {
  /** Names the table in stored preferences (`portal.table.<tableId>.pageSize`). */
  tableId: string;
  /** The contract's definition: sortable columns, default order, page sizes, filters. */
  definition: TableDefinition<C>;
  columns: readonly DataTableColumn<TRow>[];
  /** The query options for one request, from the feature's `api/` file. */
  query: (request: TableRequest) => UseQueryOptions<TablePage<TRow>, Error, TablePage<TRow>, K>;
  getRowId: (row: TRow) => string;
  /** The table's accessible name. */
  label: string;
  searchLabel?: string;
  emptyText?: string;
  onRowClick?: (row: TRow) => void;
  /** Details shown below a row when it is expanded; without it rows do not expand. */
  renderExpanded?: (row: TRow) => ReactNode;
  /** Filter controls beside the search. */
  toolbar?: (toolbar: DataTableToolbar) => ReactNode;
  /** `data-testid` of each row. */
  rowTestId?: string;
}

const NO_ROWS: never[] = [];
const toSorting = (sort: readonly TableSort[]): SortingState =>
  sort.map((key) => ({ id: key.column, desc: key.direction === 'desc' }));

/**
 * The one table component (DESIGN.md §3) for server-side tables: TanStack Table 9 keeps the state,
 * the server sorts, searches, filters and pages (docs/decisions/0035), MUI draws it. State lives in
 * the URL; the page size the user picks is remembered per table.
 */
export function DataTable<TRow extends RowData, C extends string, K extends QueryKey = QueryKey>(
  props: DataTableProps<TRow, C, K>,
) {
  const { t } = useTranslation();
  const hintId = useId();
  const { definition, renderExpanded } = props;
  const view = useTableUrlState(props.tableId, definition);
  const { state } = view;
  const request = useMemo(() => toTableRequest(state), [state]);
  const result = useQuery({ ...props.query(request), placeholderData: keepPreviousData });
  const permissions = usePermissions();
  const columns = useMemo(
    () => allowedColumns(props.columns, permissions, definition.sortable),
    [props.columns, permissions, definition.sortable],
  );
  const sorting = useMemo(() => toSorting(state.sort), [state.sort]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: result.data?.data ?? NO_ROWS,
    getRowId: props.getRowId,
    rowCount: result.data?.total ?? 0,
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
    getRowCanExpand: () => Boolean(renderExpanded),
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    enableMultiSort: true,
    enableMultiRemove: true,
    maxMultiSortColCount: definition.maxSorts ?? TABLE_MAX_SORTS,
  });

  const width = columns.length + (renderExpanded ? 1 : 0);
  let body: ReactNode;
  if (result.isPending) body = <SkeletonRows rows={state.pageSize} columns={width} />;
  else if (!result.data)
    body = <ErrorRow columns={width} error={result.error} onRetry={() => result.refetch()} />;
  else if (result.data.data.length === 0)
    body = <EmptyRow columns={width} text={props.emptyText ?? t('table.empty')} />;
  else
    body = (
      <DataTableRows
        table={table}
        onRowClick={props.onRowClick}
        renderExpanded={renderExpanded}
        rowTestId={props.rowTestId}
      />
    );

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
        <TableSearchField
          value={state.search}
          label={props.searchLabel ?? t('table.search')}
          onSearch={view.setSearch}
        />
        {props.toolbar?.({ filters: state.filters, setFilter: view.setFilter })}
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
            sx={stackedOnPhones}
            aria-label={props.label}
            aria-describedby={hintId}
            aria-busy={result.isFetching}
          >
            <DataTableHead table={table} expandable={Boolean(renderExpanded)} />
            <TableBody>{body}</TableBody>
          </Table>
        </TableContainer>
        <Box id={hintId} sx={visuallyHidden}>
          {t('table.multiSortHint')}
        </Box>
      </Box>
      <DataTablePagination
        page={state.page}
        pageSize={state.pageSize}
        pageSizes={definition.pageSizes}
        total={result.data?.total ?? 0}
        totalExact={result.data?.totalExact ?? true}
        onPage={(page) => table.setPageIndex(page - 1)}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </Stack>
  );
}
