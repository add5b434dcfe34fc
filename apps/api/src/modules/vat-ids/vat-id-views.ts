import type { VatCheck, VatCheckReason, VatCheckResult, VatIdVerification } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { vatChecks } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { standingOf, verificationsOf } from './vat-id-standing';

/** Most checks the staff's user detail lists, newest first. */
export const VAT_CHECKS_LISTED = 50;

/**
 * The account's VAT id as the invoice data shows it (decision 0080): its standing now, the evidence
 * of the verification (or of the latest check when there is none), the next check. Null without an id.
 */
export async function vatIdVerificationOf(
  executor: Executor,
  account: { accountId: number; vatId: string | null },
  at: Date,
  validDays: number,
): Promise<VatIdVerification | null> {
  const { accountId, vatId } = account;
  if (!vatId) return null;
  const found = (await verificationsOf(executor, [accountId])).get(accountId);
  const standing = standingOf(vatId, found, at, validDays);
  const verification = found?.verification.vatId === vatId ? found.verification : null;
  const shownCheckId = verification?.verifiedCheckId ?? verification?.lastCheckId ?? null;
  const [shown] =
    shownCheckId === null
      ? []
      : await executor.select().from(vatChecks).where(eq(vatChecks.id, shownCheckId));
  return {
    vatid: vatId,
    status: standing.status,
    verified_at: standing.verifiedAt,
    consultation_number: standing.consultationNumber,
    registry_name: shown?.registryName ?? null,
    registry_address: shown?.registryAddress ?? null,
    next_check_at: verification?.nextCheckAt.toISOString() ?? null,
  };
}

/** Every check of the account's VAT ids, newest first, as staff read them. */
export async function vatChecksOf(executor: Executor, accountId: number): Promise<VatCheck[]> {
  const rows = await executor
    .select()
    .from(vatChecks)
    .where(eq(vatChecks.userId, accountId))
    .orderBy(desc(vatChecks.checkedAt), desc(vatChecks.id))
    .limit(VAT_CHECKS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    checked_at: row.checkedAt.toISOString(),
    vatid: row.vatId,
    result: row.result as VatCheckResult,
    consultation_number: row.consultationNumber,
    registry_name: row.registryName,
    registry_address: row.registryAddress,
    reason: row.reason as VatCheckReason,
  }));
}
