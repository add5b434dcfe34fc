import { inArray, lt, sql } from 'drizzle-orm';
import { auditEntries } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';

declare module '../../platform/jobs/job-types' {
  interface JobPayloads {
    'audit.retention': Record<string, never>;
  }
}

export interface RetentionBatches {
  /** Rows per DELETE: each its own short transaction, so the log's writers never wait long. */
  size: number;
  /** DELETEs per run at most: a run after lowering the setting stops, and the next run goes on. */
  most: number;
}

export const RETENTION_BATCHES: RetentionBatches = { size: 5_000, most: 100 };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The oldest instant kept: `months` calendar months before `now` (UTC; the 31st becomes the month's last day). */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const day = Math.min(now.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/**
 * The `audit.retention` job (hourly, decision 0055): deletes the activity log's entries older than
 * AUDIT_RETENTION_MONTHS (0 keeps them all), oldest first through the time index, a batch per
 * statement. PostgreSQL's autovacuum reclaims the space; PGlite has none (one standalone backend),
 * so there the job vacuums and analyses the table itself, which also keeps its index-only reads
 * and its planner's figures current.
 */
export async function deleteExpiredAuditEntries(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  batches: RetentionBatches = RETENTION_BATCHES,
): Promise<{ deleted: number; cutoff: Date | null }> {
  const months = deps.config.AUDIT_RETENTION_MONTHS;
  const cutoff = months === 0 ? null : retentionCutoff(deps.clock.now(), months);
  const { db } = deps.database;
  let deleted = 0;
  for (let batch = 0; cutoff && batch < batches.most; batch += 1) {
    const expired = db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(lt(auditEntries.updatedAt, cutoff))
      .limit(batches.size);
    const gone = await db
      .delete(auditEntries)
      .where(inArray(auditEntries.id, expired))
      .returning({ id: auditEntries.id });
    deleted += gone.length;
    if (gone.length < batches.size) break;
  }
  if (deps.database.kind === 'pglite') await db.execute(sql`VACUUM (ANALYZE) audit_entries`);
  return { deleted, cutoff };
}
