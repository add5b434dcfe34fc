import { vatChecks, vatVerifications } from '../../src/db/schema/index';
import type { Db } from '../../src/platform/db';
import {
  SANDBOX_REGISTERED_VAT_IDS,
  sandboxConsultationNumber,
} from '../../src/platform/vat-registry/sandbox-vat-registry';

/**
 * What the registry check of a customer saved straight into the database would have left (decision
 * 0080): the stand-in's answer for `vatId` as a check row and the verification, dated `at`.
 */
export async function checkedLikeTheRegistry(db: Db, userId: number, vatId: string, at = new Date()) {
  const registered = SANDBOX_REGISTERED_VAT_IDS[vatId];
  const requesterVatId = 'ATU12345678';
  const [check] = await db
    .insert(vatChecks)
    .values({
      userId,
      vatId,
      requesterVatId,
      result: registered ? 'valid' : 'invalid',
      consultationNumber: sandboxConsultationNumber({ vatId, requesterVatId }, at),
      registryName: registered?.name ?? null,
      registryAddress: registered?.address ?? null,
      reason: 'entered',
      checkedAt: at,
    })
    .returning({ id: vatChecks.id });
  await db.insert(vatVerifications).values({
    userId,
    vatId,
    status: registered ? 'valid' : 'invalid',
    verifiedCheckId: registered ? (check?.id ?? null) : null,
    verifiedAt: registered ? at : null,
    lastCheckId: check?.id ?? null,
    nextCheckAt: new Date(at.getTime() + 90 * 24 * 60 * 60 * 1000),
    updatedAt: at,
  });
}
