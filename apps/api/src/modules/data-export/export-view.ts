import type { DataExport } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

export type DataExportRow = typeof dataExports.$inferSelect;

/** A ready archive whose time is over counts as expired at once, before the cleanup removes it. */
export const isPastExpiry = (row: DataExportRow, now: Date) =>
  row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

/** The export as the account page reads it. */
export function toDataExport(row: DataExportRow, now: Date): DataExport {
  const status = isPastExpiry(row, now) ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    bytes: status === 'ready' ? row.bytes : null,
  };
}

/** The user's newest export, whatever its state. */
export async function newestExportOf(executor: Executor, userId: number): Promise<DataExportRow | null> {
  const [row] = await executor
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}
