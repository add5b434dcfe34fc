import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Header, ReactTable, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';
import type { DataTableFeatures } from './data-table-features';

type Table<TRow extends RowData> = ReactTable<DataTableFeatures, TRow>;

const ariaSortOf = (sorted: false | 'asc' | 'desc', canSort: boolean) => {
  if (sorted) return sorted === 'asc' ? 'ascending' : 'descending';
  return canSort ? 'none' : undefined;
};

/**
 * A column heading. A sortable one is a button (MUI's sort label) inside a heading cell carrying
 * `aria-sort`; a click sorts by it alone, a Shift-click (or Shift+Enter) adds it to the sort.
 */
function HeadingCell<TRow extends RowData>({
  table,
  header,
  sortKeys,
}: {
  table: Table<TRow>;
  header: Header<DataTableFeatures, TRow, unknown>;
  sortKeys: number;
}) {
  const { t } = useTranslation();
  const { column } = header;
  const sorted = column.getIsSorted();
  const meta = column.columnDef.meta;
  const heading = <table.FlexRender header={header} />;
  return (
    <TableCell
      align={meta?.align}
      sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
      aria-sort={ariaSortOf(sorted, column.getCanSort())}
    >
      {column.getCanSort() ? (
        <TableSortLabel
          // A native button: Enter and Space click it with the keys' modifiers, so Shift+Enter adds a key.
          component="button"
          active={sorted !== false}
          direction={sorted || column.getFirstSortDir()}
          onClick={column.getToggleSortingHandler()}
        >
          {heading}
          {sorted && sortKeys > 1 ? (
            <>
              <Box component="sup" aria-hidden sx={{ ml: 0.25, fontSize: '0.7em' }}>
                {column.getSortIndex() + 1}
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {` (${t('table.sortPosition', { position: column.getSortIndex() + 1 })})`}
              </Box>
            </>
          ) : null}
        </TableSortLabel>
      ) : (
        heading
      )}
    </TableCell>
  );
}

/** The heading row; an expandable table starts with a column for the rows' disclosure buttons. */
export function DataTableHead<TRow extends RowData>({
  table,
  expandable,
}: {
  table: Table<TRow>;
  expandable: boolean;
}) {
  const { t } = useTranslation();
  const sortKeys = table.state.sorting.length;
  return (
    <TableHead>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {expandable ? (
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('table.details')}
              </Box>
            </TableCell>
          ) : null}
          {group.headers.map((header) => (
            <HeadingCell key={header.id} table={table} header={header} sortKeys={sortKeys} />
          ))}
        </TableRow>
      ))}
    </TableHead>
  );
}
