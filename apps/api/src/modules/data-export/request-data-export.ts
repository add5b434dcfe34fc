import { addHours } from 'date-fns';
import { and, asc, eq, gt } from 'drizzle-orm';
import { dataExports, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import type { DataExportRow } from './export-view';

const WINDOW_HOURS = 24;

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    'data-export.build': { exportId: number };
  }
}

/** 429 with the hours until the oldest request of the window no longer counts. */
function tooManyExports(limit: number, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'too_many_requests', 'dataExport.tooMany', {
    params: { limit, hours: Math.max(1, Math.ceil(seconds / 3600)) },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * `POST /v1/account/data-export` (decision 0052): one archive at a time per user. While one is being
 * built the answer is that one; otherwise the request is counted against the daily limit first, then
 * the export is recorded, its job enqueued and the request audited, in one transaction.
 */
export async function requestDataExport(
  deps: AppDeps,
  context: RequestContext,
): Promise<{ created: boolean; row: DataExportRow }> {
  const { userId } = callerOf(context);
  const now = deps.clock.now();
  const limit = deps.config.RATE_LIMIT_DATA_EXPORT_PER_DAY;
  return deps.database.db.transaction(async (tx) => {
    // One user's requests take turns here, so two at once cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
    if (pending) return { created: false, row: pending };
    const recent = await tx
      .select({ requestedAt: dataExports.requestedAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, addHours(now, -WINDOW_HOURS))))
      .orderBy(asc(dataExports.requestedAt));
    const oldest = recent[recent.length - limit];
    if (recent.length >= limit && oldest) {
      throw tooManyExports(limit, addHours(oldest.requestedAt, WINDOW_HOURS).getTime() - now.getTime());
    }
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, status: 'pending', requestedAt: now })
      .returning();
    if (!row) throw new Error('The data export was not stored');
    await deps.jobs.send(tx, 'data-export.build', { exportId: row.id });
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      event: 'data export requested',
      ...auditBy(context),
      newValues: { export_id: row.id },
    });
    return { created: true, row };
  });
}
