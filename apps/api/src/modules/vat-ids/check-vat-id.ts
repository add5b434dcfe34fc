import type { VatCheckReason } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users, vatChecks, vatVerifications } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { type VatCheckAnswer, VatRegistryUnavailableError } from '../../platform/vat-registry/vat-registry';
import { recheckAt, retryAt } from './vat-id-schedule';

type CheckDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'vatRegistry' | 'log'>;

export type CheckRow = typeof vatChecks.$inferSelect;

/** The registry's answer, or "unavailable" when none came in time or it was not one to rely on. */
async function askRegistry(
  deps: CheckDeps,
  vatId: string,
  timeoutMs: number | undefined,
): Promise<VatCheckAnswer | null> {
  try {
    return await deps.vatRegistry.check(
      { vatId, requesterVatId: deps.config.SELLER_VAT_ID },
      timeoutMs === undefined ? {} : { timeoutMs },
    );
  } catch (error) {
    if (!(error instanceof VatRegistryUnavailableError)) throw error;
    deps.log.warn({ vatId, reason: error.detail }, 'the VAT registry gave no answer; the check is retried');
    return null;
  }
}

/**
 * Asks the registry about the account's current VAT id now, with the seller as requester, and keeps
 * the evidence (decision 0080): a `vat_checks` row (number, result, consultation number, name and
 * address, reason), the verification moved on (valid: verified now, asked again in 90 days; invalid;
 * unavailable: retried with growing pauses, an earlier verification kept), and an audit row. The
 * registry is asked outside any transaction. Returns the check, or null when there is no id to check.
 */
export async function checkVatId(
  deps: CheckDeps,
  accountId: number,
  reason: VatCheckReason,
  options: { timeoutMs?: number; context?: RequestContext } = {},
): Promise<CheckRow | null> {
  const { db } = deps.database;
  const [account] = await db.select({ vatId: users.vatId }).from(users).where(eq(users.id, accountId));
  const vatId = account?.vatId;
  if (!vatId) return null;
  const answer = await askRegistry(deps, vatId, options.timeoutMs);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const [check] = await tx
      .insert(vatChecks)
      .values({
        userId: accountId,
        vatId,
        requesterVatId: deps.config.SELLER_VAT_ID,
        result: answer?.result ?? 'unavailable',
        consultationNumber: answer?.consultationNumber ?? null,
        registryName: answer?.name ?? null,
        registryAddress: answer?.address ?? null,
        reason,
        checkedAt: now,
      })
      .returning();
    if (!check) throw new Error('The VAT check was not stored');
    await moveVerification(tx, { accountId, vatId, check, now });
    await recordAudit(tx, {
      entityType: 'user',
      entityId: accountId,
      event: 'vat id checked',
      ...auditBy(options.context ?? systemContext(accountId), accountId),
      newValues: {
        vatid: vatId,
        result: check.result,
        consultation_number: check.consultationNumber,
        reason,
      },
    });
    return check;
  });
}

/**
 * The verification after a check. Only the id the account has now is moved on: a check of an id
 * changed meanwhile stays evidence, and the new id has its own pending check.
 */
async function moveVerification(
  tx: Tx,
  step: { accountId: number; vatId: string; check: CheckRow; now: Date },
): Promise<void> {
  const { accountId, vatId, check, now } = step;
  const [current] = await tx
    .select()
    .from(vatVerifications)
    .where(eq(vatVerifications.userId, accountId))
    .for('update');
  const [still] = await tx.select({ vatId: users.vatId }).from(users).where(eq(users.id, accountId));
  if (still?.vatId !== vatId) return;
  const same = current?.vatId === vatId ? current : null;
  const next =
    check.result === 'valid'
      ? {
          status: 'valid',
          verifiedCheckId: check.id,
          verifiedAt: now,
          failedAttempts: 0,
          nextCheckAt: recheckAt(now),
        }
      : check.result === 'invalid'
        ? {
            status: 'invalid',
            verifiedCheckId: null,
            verifiedAt: null,
            failedAttempts: 0,
            nextCheckAt: recheckAt(now),
          }
        : {
            status: 'unavailable',
            verifiedCheckId: same?.verifiedCheckId ?? null,
            verifiedAt: same?.verifiedAt ?? null,
            failedAttempts: (same?.failedAttempts ?? 0) + 1,
            nextCheckAt: retryAt(now, (same?.failedAttempts ?? 0) + 1),
          };
  const values = { vatId, ...next, lastCheckId: check.id, updatedAt: now };
  await tx
    .insert(vatVerifications)
    .values({ userId: accountId, ...values })
    .onConflictDoUpdate({ target: vatVerifications.userId, set: values });
}
