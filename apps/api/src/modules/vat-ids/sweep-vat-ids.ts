import type { VatCheckReason } from '@portal/contract';
import { and, asc, isNotNull, lte, sql } from 'drizzle-orm';
import { users, vatVerifications } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import './vat-id-jobs-payloads';

/** Most checks one sweep asks for; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

const reasonOf = (status: string): VatCheckReason =>
  status === 'unavailable' ? 'retry' : status === 'pending' ? 'entered' : 'periodic';

/**
 * One sweep (decision 0080): VAT ids saved before they were checked get a pending verification, then
 * every verification whose next check is due (a retry while the registry was down, the 90-day
 * re-check, a check never answered) gets a check job. Returns how many were asked for.
 */
export async function sweepVatIds(deps: Pick<AppDeps, 'database' | 'jobs' | 'clock'>): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  await db
    .insert(vatVerifications)
    .select(
      db
        .select({
          userId: users.id,
          vatId: sql<string>`${users.vatId}`.as('vat_id'),
          status: sql<string>`'pending'`.as('status'),
          verifiedCheckId: sql<null>`null::integer`.as('verified_check_id'),
          verifiedAt: sql<null>`null::timestamptz`.as('verified_at'),
          lastCheckId: sql<null>`null::integer`.as('last_check_id'),
          failedAttempts: sql<number>`0::smallint`.as('failed_attempts'),
          nextCheckAt: sql<Date>`${now.toISOString()}::timestamptz`.as('next_check_at'),
          updatedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('updated_at'),
        })
        .from(users)
        .where(
          and(
            isNotNull(users.vatId),
            sql`not exists (select 1 from ${vatVerifications} where ${vatVerifications.userId} = ${users.id})`,
          ),
        ),
    )
    .onConflictDoNothing();
  const due = await db
    .select({ userId: vatVerifications.userId, status: vatVerifications.status })
    .from(vatVerifications)
    .where(lte(vatVerifications.nextCheckAt, now))
    .orderBy(asc(vatVerifications.nextCheckAt))
    .limit(SWEEP_BATCH);
  if (due.length === 0) return 0;
  await deps.jobs.sendMany(
    db,
    'vat-ids.check',
    due.map((row) => ({
      data: { accountId: row.userId, reason: reasonOf(row.status) },
      options: { singletonKey: `vat-id-${row.userId}` },
    })),
  );
  return due.length;
}
