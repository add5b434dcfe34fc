import { randomBytes } from 'node:crypto';
import { DATA_EXPORT_LINK_PARAMS, DATA_EXPORT_VALID_DAYS, type Language } from '@portal/contract';
import { addDays } from 'date-fns';
import { and, eq, ne } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token';
import type { JobHandler, QueueOptions } from '../../platform/jobs/job-types';
import { type ExportScope, exportScopeOf } from './archive/export-scope';
import { writeArchive } from './archive/write-archive';
import { expireDataExport } from './expire-data-exports';

/** Two more tries a few minutes apart; an archive of a long history may take a while. */
export const DATA_EXPORT_BUILD_QUEUE: QueueOptions = {
  retryLimit: 2,
  retryDelay: 120,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

/** The link the mail carries: the account page, which downloads the archive for its signed-in owner. */
export function downloadPageUrl(publicUrl: string, exportId: number, token: string): string {
  const query = new URLSearchParams({
    [DATA_EXPORT_LINK_PARAMS.token]: token,
    [DATA_EXPORT_LINK_PARAMS.id]: String(exportId),
  });
  return `${publicUrl}/settings/account?${query}`;
}

/** "21 November 2026, 14:05 CET": when the link stops working, on the reader's clock. */
function validUntilText(at: Date, language: Language, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(at);
  }
}

function sizeText(bytes: number, language: Language): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(bytes / 1000, 0.1));
}

/**
 * Marks the export ready with the hash of a new link token and mails the link, in one transaction;
 * an older ready archive of the user is replaced (one archive at a time). False when the export is no
 * longer pending (a run that came twice): the caller removes the file it made.
 */
async function publish(
  deps: AppDeps,
  scope: ExportScope,
  exportId: number,
  archive: { key: string; bytes: number },
): Promise<boolean> {
  const now = deps.clock.now();
  const expiresAt = addDays(now, DATA_EXPORT_VALID_DAYS);
  const token = newOpaqueToken();
  const { user, language } = scope;
  const replaced = await deps.database.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(dataExports)
      .set({
        status: 'ready',
        storageKey: archive.key,
        tokenHash: hashOpaqueToken(token),
        readyAt: now,
        expiresAt,
        bytes: archive.bytes,
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    if (!ready) return null;
    await deps.mailer.send(tx, {
      to: user.email,
      template: 'data-export-ready',
      language,
      secret: token,
      data: {
        name: `${user.firstname} ${user.lastname}`.trim(),
        downloadUrl: downloadPageUrl(deps.config.publicUrl, exportId, token),
        validUntil: validUntilText(expiresAt, language, user.timezone),
        size: sizeText(archive.bytes, language),
      },
    });
    return tx
      .select()
      .from(dataExports)
      .where(
        and(eq(dataExports.userId, user.id), eq(dataExports.status, 'ready'), ne(dataExports.id, exportId)),
      );
  });
  if (!replaced) return false;
  for (const older of replaced) await expireDataExport(deps, older);
  return true;
}

/**
 * The `data-export.build` job (decision 0052): the person's archive streamed into private storage,
 * then the export ready and its link mailed. A run for an export that is no longer pending (done, or
 * its user gone) does nothing.
 */
export async function buildDataExport(deps: AppDeps, exportId: number): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select({ userId: dataExports.userId, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.id, exportId));
  if (row?.status !== 'pending') return;
  const scope = await exportScopeOf(db, row.userId);
  if (!scope) return;
  // Unguessable even to someone who can list the folder; never served but by the download route.
  const key = `data-exports/${row.userId}/${exportId}-${randomBytes(12).toString('hex')}.zip`;
  const { bytes } = await deps.storage.writePrivate(key, (sink) => writeArchive(deps, scope, sink));
  if (!(await publish(deps, scope, exportId, { key, bytes }))) await deps.storage.deletePrivate(key);
}

/** Marks an export failed, so the card says so and its owner may ask again. */
async function markFailed(deps: AppDeps, exportId: number): Promise<void> {
  await deps.database.db
    .update(dataExports)
    .set({ status: 'failed', failedAt: deps.clock.now() })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
}

export function buildDataExportJob(deps: AppDeps): JobHandler<'data-export.build'> {
  return async (job) => {
    try {
      await buildDataExport(deps, job.data.exportId);
    } catch (error) {
      if (job.isLastAttempt) await markFailed(deps, job.data.exportId);
      throw error;
    }
  };
}
