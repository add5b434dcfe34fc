import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactTable, Row, RowData } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableFeatures } from './data-table-features';
import { stackedClasses } from './stacked-rows';

interface DataTableRowsProps<T extends RowData> {
  table: ReactTable<DataTableFeatures, T>;
  onRowClick: ((row: T) => void) | undefined;
  renderExpanded: ((row: T) => ReactNode) | undefined;
  rowTestId: string | undefined;
}

/** The button that shows or hides a row's details; it does not count as a click on the row. */
function ExpandButton<T extends RowData>({ row }: { row: Row<DataTableFeatures, T> }) {
  const { t } = useTranslation();
  const expanded = row.getIsExpanded();
  return (
    <IconButton
      size="small"
      aria-expanded={expanded}
      aria-label={t(expanded ? 'table.collapse' : 'table.expand')}
      onClick={(event) => {
        event.stopPropagation();
        row.toggleExpanded();
      }}
    >
      {expanded ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
    </IconButton>
  );
}

/** The page's rows, each followed by its details when expanded; each cell also names its column for phones. */
export function DataTableRows<T extends RowData>({
  table,
  onRowClick,
  renderExpanded,
  rowTestId,
}: DataTableRowsProps<T>) {
  const columns = table.getAllLeafColumns().length + (renderExpanded ? 1 : 0);
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  return table.getRowModel().rows.map((row) => (
    <Fragment key={row.id}>
      <TableRow
        hover={Boolean(onRowClick)}
        data-testid={rowTestId}
        onClick={onRowClick ? () => onRowClick(row.original) : undefined}
        sx={onRowClick ? { cursor: 'pointer' } : undefined}
      >
        {renderExpanded ? (
          <TableCell padding="checkbox">{row.getCanExpand() ? <ExpandButton row={row} /> : null}</TableCell>
        ) : null}
        {row.getAllCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          const header = headers.get(cell.column.id);
          return (
            <TableCell
              key={cell.id}
              className={stackedClasses.cell}
              align={meta?.align}
              sx={meta?.nowrap ? { whiteSpace: 'nowrap' } : undefined}
            >
              {header ? (
                <span className={stackedClasses.label}>
                  <table.FlexRender header={header} />
                </span>
              ) : null}
              <span>
                <table.FlexRender cell={cell} />
              </span>
            </TableCell>
          );
        })}
      </TableRow>
      {renderExpanded && row.getIsExpanded() ? (
        <TableRow data-testid="data-table-details">
          <TableCell colSpan={columns} sx={{ bgcolor: 'action.hover' }}>
            {renderExpanded(row.original)}
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  ));
}
