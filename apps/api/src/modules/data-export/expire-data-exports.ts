import { addHours } from 'date-fns';
import { and, eq, lt, lte } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { DataExportRow } from './export-view';

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    'data-export.cleanup': Record<string, never>;
  }
}

/** An export still pending this long after it was asked for lost its job: it counts as failed. */
export const PENDING_GIVE_UP_HOURS = 6;

/**
 * The archive's file goes, then the row says so. In this order: a row that still says ready while
 * its file is gone is expired again by the next look at it, while a file whose row no longer names
 * it would stay on disk for good.
 */
export async function expireDataExport(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  row: DataExportRow,
): Promise<void> {
  if (row.storageKey) await deps.storage.deletePrivate(row.storageKey);
  await deps.database.db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null })
    .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'ready')));
}

/**
 * The `data-export.cleanup` job (hourly, and on a late download): archives whose week is over are
 * deleted, and exports whose job was lost are marked failed so their owner may ask again.
 */
export async function cleanUpDataExports(
  deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>,
): Promise<{ expired: number; failed: number }> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const due = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
  for (const row of due) await expireDataExport(deps, row);
  const failed = await db
    .update(dataExports)
    .set({ status: 'failed', failedAt: now })
    .where(
      and(
        eq(dataExports.status, 'pending'),
        lt(dataExports.requestedAt, addHours(now, -PENDING_GIVE_UP_HOURS)),
      ),
    )
    .returning({ id: dataExports.id });
  return { expired: due.length, failed: failed.length };
}

/** Deletes every archive of a user whose account is being deleted, files first, then their rows. */
export async function deleteDataExportsOf(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  userId: number,
): Promise<void> {
  const rows = await deps.database.db.select().from(dataExports).where(eq(dataExports.userId, userId));
  for (const row of rows) if (row.storageKey) await deps.storage.deletePrivate(row.storageKey);
  // The rows after their files: a crash in between leaves rows that name files, so a rerun finds them.
  await deps.database.db.delete(dataExports).where(eq(dataExports.userId, userId));
}
