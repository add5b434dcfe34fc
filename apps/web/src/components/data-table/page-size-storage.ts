/**
 * `portal.table.<tableId>.pageSize`, or with a user `portal.table.<tableId>.user.<id>.pageSize`: a
 * table whose size is remembered per user (spec §9, the audit log) keeps each user's choice apart on
 * a shared browser.
 */
const keyOf = (tableId: string, userId?: number | string) =>
  userId === undefined
    ? `portal.table.${tableId}.pageSize`
    : `portal.table.${tableId}.user.${userId}.pageSize`;

/** The rows per page the user last chose for this table (spec §9), if it is still on offer. */
export function readStoredPageSize(
  tableId: string,
  sizes: readonly number[],
  userId?: number | string,
): number | null {
  const stored = Number(localStorage.getItem(keyOf(tableId, userId)));
  return sizes.includes(stored) ? stored : null;
}

export function storePageSize(tableId: string, size: number, userId?: number | string): void {
  localStorage.setItem(keyOf(tableId, userId), String(size));
}
