import { eq } from 'drizzle-orm';
import { vatVerifications } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';
import './vat-id-jobs-payloads';

/**
 * Notes the account's VAT id in the save's transaction (decision 0080): a new or changed id gets a
 * pending verification and a check job, committed with the save; the save never waits for the
 * registry. The same id keeps its verification; no id drops it (its checks stay as evidence).
 */
export async function noteVatId(
  tx: Tx,
  deps: Pick<AppDeps, 'jobs' | 'clock'>,
  accountId: number,
  vatId: string | null,
): Promise<void> {
  if (vatId === null) {
    await tx.delete(vatVerifications).where(eq(vatVerifications.userId, accountId));
    return;
  }
  const [current] = await tx
    .select({ vatId: vatVerifications.vatId })
    .from(vatVerifications)
    .where(eq(vatVerifications.userId, accountId));
  if (current?.vatId === vatId) return;
  const now = deps.clock.now();
  const pending = {
    vatId,
    status: 'pending',
    verifiedCheckId: null,
    verifiedAt: null,
    lastCheckId: null,
    failedAttempts: 0,
    nextCheckAt: now,
    updatedAt: now,
  };
  await tx
    .insert(vatVerifications)
    .values({ userId: accountId, ...pending })
    .onConflictDoUpdate({ target: vatVerifications.userId, set: pending });
  await deps.jobs.send(
    tx,
    'vat-ids.check',
    { accountId, reason: 'entered' },
    { singletonKey: `vat-id-${accountId}` },
  );
}
