import type { RuleName } from '@portal/contract/permissions';
import {
  createColumnHelper,
  type RowData,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** What a column tells the data table beyond TanStack's own definition. */
export interface DataTableColumnMeta {
  /** Shown only to users the rule allows (spec §2: "roles column only if role management is viewable"). */
  rule?: RuleName;
  align?: 'left' | 'right' | 'center';
  /** Keeps the cell on one line (dates, amounts). */
  nowrap?: boolean;
}

/**
 * The TanStack Table features every data table uses: the server sorts and pages (manual modes), the
 * table keeps the state and draws the expanded rows. Registered once, so columns are typed by it.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowExpandingFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/**
 * The column helper for a data table's rows. A column sorts on the server when its id is one of the
 * table definition's sortable columns (`created_at`), so ids are the API's column names.
 */
export const dataTableColumnHelper = <TRow extends RowData>() =>
  createColumnHelper<DataTableFeatures, TRow>();
