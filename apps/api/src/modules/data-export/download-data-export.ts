import type { ReadStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { hashOpaqueToken } from '../../platform/auth/opaque-token';
import { AppError, notFound } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { expireDataExport } from './expire-data-exports';
import { isPastExpiry } from './export-view';

export interface ArchiveFile {
  fileName: string;
  bytes: number;
  stream: ReadStream;
}

const expired = () => new AppError(410, 'export_expired', 'dataExport.expired');

/**
 * `GET /v1/account/data-export/:id/download?token=…` (decision 0052): the archive streams only to
 * the person it was made for, signed in as themselves (not a staff member acting as them), holding
 * the mailed token. Anyone else learns nothing, not even that it exists (404). A link whose week is
 * over answers 410, and its file is deleted now if the hourly cleanup has not done it yet.
 */
export async function openDataExport(
  deps: AppDeps,
  context: RequestContext,
  id: number,
  token: string,
): Promise<ArchiveFile> {
  const principal = callerOf(context);
  if (principal.impersonatorId !== null) throw notFound();
  const { db } = deps.database;
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.userId, principal.userId),
        eq(dataExports.tokenHash, hashOpaqueToken(token)),
      ),
    );
  if (!row) throw notFound();
  if (row.status === 'expired') throw expired();
  if (isPastExpiry(row, deps.clock.now())) {
    await expireDataExport(deps, row);
    throw expired();
  }
  const bytes = row.storageKey ? await deps.storage.privateSize(row.storageKey) : null;
  if (row.status !== 'ready' || !row.storageKey || bytes === null) {
    // A ready row without its file (removed by hand, a lost disk) is as good as expired.
    if (row.status === 'ready') await expireDataExport(deps, row);
    throw expired();
  }
  await recordAudit(db, {
    entityType: 'user',
    entityId: principal.userId,
    event: 'data export downloaded',
    ...auditBy(context),
    newValues: { export_id: row.id },
  });
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { fileName: `my-data-${day}.zip`, bytes, stream: deps.storage.openPrivate(row.storageKey) };
}
