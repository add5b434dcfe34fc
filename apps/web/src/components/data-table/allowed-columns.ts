import { allows } from '@portal/contract/permissions';
import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features';

/** Any column of a data table, whatever its cell value. */
// biome-ignore lint/suspicious/noExplicitAny: TanStack's own column lists are typed `any` per value.
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

const idOf = <TRow extends RowData>(column: DataTableColumn<TRow>): string | undefined =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined);

/**
 * The columns this user may see (a column's `meta.rule`), each sortable exactly when the table
 * definition lets the server sort by its id.
 */
export function allowedColumns<TRow extends RowData>(
  columns: readonly DataTableColumn<TRow>[],
  permissions: readonly string[],
  sortable: readonly string[],
): DataTableColumn<TRow>[] {
  return columns
    .filter((column) => !column.meta?.rule || allows(permissions, column.meta.rule))
    .map((column) => ({ ...column, enableSorting: sortable.includes(idOf(column) ?? '') }));
}
