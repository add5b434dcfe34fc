const keyOf = (tableId: string) => `portal.table.${tableId}.pageSize`;

/** The rows per page the user last chose for this table (spec §9), if it is still on offer. */
export function readStoredPageSize(tableId: string, sizes: readonly number[]): number | null {
  const stored = Number(localStorage.getItem(keyOf(tableId)));
  return sizes.includes(stored) ? stored : null;
}

export function storePageSize(tableId: string, size: number): void {
  localStorage.setItem(keyOf(tableId), String(size));
}
