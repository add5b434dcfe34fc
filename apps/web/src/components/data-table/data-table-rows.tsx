import type { Column, ReactTable, Row, RowData } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { Fragment, memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyClasses } from './body-cells';
import type { DataTableColumnMeta, DataTableFeatures } from './data-table-features';
import { stackedClasses } from './stacked-rows';

interface DataTableRowsProps<T extends RowData> {
  table: ReactTable<DataTableFeatures, T>;
  clickable: boolean;
  renderExpanded: ((row: T) => ReactNode) | undefined;
  rowTestId: string | undefined;
}

/** The disclosure button's names, translated once for all rows rather than by each. */
interface DisclosureLabels {
  expand: string;
  collapse: string;
}

/** Marks the button that opens a row's details, for the body's one click handler (`rowClickOf`). */
const EXPAND = 'data-expand';
const ROW_ID = 'data-row-id';

/** A chevron (MUI's KeyboardArrowDown) that the table's styles turn over while the row is open. */
const chevron = (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
  </svg>
);

/**
 * A native button rather than MUI's `IconButton`: one element instead of a ripple, a base button
 * and an icon component for each of a hundred rows. Its click is handled by the body (`rowClickOf`).
 */
function ExpandButton({ expanded, labels }: { expanded: boolean; labels: DisclosureLabels }) {
  return (
    <button
      type="button"
      className={bodyClasses.expandButton}
      {...{ [EXPAND]: '' }}
      aria-expanded={expanded}
      aria-label={expanded ? labels.collapse : labels.expand}
    >
      {chevron}
    </button>
  );
}

const cellClass = (meta: DataTableColumnMeta | undefined) => {
  const classes: string[] = [stackedClasses.cell];
  if (meta?.nowrap) classes.push(bodyClasses.nowrap);
  if (meta?.align === 'right') classes.push(bodyClasses.alignRight);
  if (meta?.align === 'center') classes.push(bodyClasses.alignCenter);
  return classes.join(' ');
};

interface BodyRowProps<T extends RowData> {
  row: Row<DataTableFeatures, T>;
  /** What the row shows; a new object (a refetch that changed it) draws the row again. */
  original: T;
  /** The columns shown; new ones (another language, other rules) draw the row again. */
  columns: readonly Column<DataTableFeatures, T, unknown>[];
  /** Each column's name, shown beside its value on a phone (stacked-rows.ts). */
  labels: ReadonlyMap<string, ReactNode>;
  disclosure: DisclosureLabels;
  expandable: boolean;
  canExpand: boolean;
  expanded: boolean;
  clickable: boolean;
  rowTestId: string | undefined;
}

function BodyRowUnmemoised<T extends RowData>(props: BodyRowProps<T>) {
  const { row } = props;
  return (
    <tr
      className={props.clickable ? bodyClasses.clickable : undefined}
      data-testid={props.rowTestId}
      {...{ [ROW_ID]: row.id }}
    >
      {props.expandable ? (
        <td className={bodyClasses.expandCell}>
          {props.canExpand ? <ExpandButton expanded={props.expanded} labels={props.disclosure} /> : null}
        </td>
      ) : null}
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={cellClass(cell.column.columnDef.meta)}>
          <span className={stackedClasses.label}>{props.labels.get(cell.column.id)}</span>
          <span>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
        </td>
      ))}
    </tr>
  );
}

/**
 * A row is drawn again only when what it shows changes: its data, its columns, its disclosure.
 * Opening one row, a page's state changing or the next page loading leaves the others alone.
 */
const BodyRow = memo(
  BodyRowUnmemoised,
  (before, after) =>
    before.original === after.original &&
    before.columns === after.columns &&
    before.labels === after.labels &&
    before.disclosure === after.disclosure &&
    before.expandable === after.expandable &&
    before.canExpand === after.canExpand &&
    before.expanded === after.expanded &&
    before.clickable === after.clickable &&
    before.rowTestId === after.rowTestId,
) as typeof BodyRowUnmemoised;

/**
 * The body's one click handler: a row's disclosure button opens or closes its details, a click
 * anywhere else in a row opens the row (`onRowClick`). Controls inside a row that act on their own
 * stop their click from reaching it.
 */
export function rowClickOf<T extends RowData>(
  table: ReactTable<DataTableFeatures, T>,
  onRowClick: ((row: T) => void) | undefined,
) {
  return (event: React.MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const rowElement = target.closest(`tr[${ROW_ID}]`);
    if (!rowElement || !event.currentTarget.contains(rowElement)) return;
    const id = rowElement.getAttribute(ROW_ID);
    const row = table.getRowModel().rows.find((each) => each.id === id);
    if (!row) return;
    if (target.closest(`button[${EXPAND}]`)) row.toggleExpanded();
    else onRowClick?.(row.original);
  };
}

/** Each column's heading, worked out once per set of columns rather than once per cell. */
function useColumnLabels<T extends RowData>(
  table: ReactTable<DataTableFeatures, T>,
  columns: readonly Column<DataTableFeatures, T, unknown>[],
): ReadonlyMap<string, ReactNode> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `table` is a new object on every render; its headings change only with its columns.
  return useMemo(
    () =>
      new Map(
        table
          .getFlatHeaders()
          .map((header) => [
            header.column.id,
            flexRender(header.column.columnDef.header, header.getContext()),
          ]),
      ),
    [columns],
  );
}

/** The page's rows, each followed by its details when expanded; each cell also names its column for phones. */
export function DataTableRows<T extends RowData>({
  table,
  clickable,
  renderExpanded,
  rowTestId,
}: DataTableRowsProps<T>) {
  const { t } = useTranslation();
  const columns = table.getAllLeafColumns();
  const labels = useColumnLabels(table, columns);
  const disclosure = useMemo(() => ({ expand: t('table.expand'), collapse: t('table.collapse') }), [t]);
  const width = columns.length + (renderExpanded ? 1 : 0);
  return table.getRowModel().rows.map((row) => {
    const expanded = Boolean(renderExpanded) && row.getIsExpanded();
    return (
      <Fragment key={row.id}>
        <BodyRow
          row={row}
          original={row.original}
          columns={columns}
          labels={labels}
          disclosure={disclosure}
          expandable={Boolean(renderExpanded)}
          canExpand={row.getCanExpand()}
          expanded={expanded}
          clickable={clickable}
          rowTestId={rowTestId}
        />
        {renderExpanded && expanded ? (
          <tr data-testid="data-table-details">
            <td colSpan={width} className={bodyClasses.details}>
              {renderExpanded(row.original)}
            </td>
          </tr>
        ) : null}
      </Fragment>
    );
  });
}
