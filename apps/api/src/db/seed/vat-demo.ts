import { and, isNotNull, sql } from 'drizzle-orm';
import {
  SANDBOX_REGISTERED_VAT_IDS,
  sandboxConsultationNumber,
} from '../../platform/vat-registry/sandbox-vat-registry';
import { users, vatChecks, vatVerifications } from '../schema/index';
import type { SeedContext, Seeder } from './context';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every demo account with a VAT id was checked with the stand-in registry ten days ago (decision
 * 0080): a check row with its consultation number and the verification it left, so the demo shows
 * reverse charge and its evidence from the start. Accounts that already have one are left alone.
 */
export async function seedVatEvidence(context: SeedContext): Promise<void> {
  const { db, now, config } = context;
  const checkedAt = new Date(now.getTime() - 10 * DAY);
  const accounts = await db
    .select({ id: users.id, vatId: users.vatId })
    .from(users)
    .where(
      and(
        isNotNull(users.vatId),
        sql`not exists (select 1 from ${vatVerifications} where ${vatVerifications.userId} = ${users.id})`,
      ),
    );
  for (const account of accounts) {
    const vatId = account.vatId as string;
    const registered = SANDBOX_REGISTERED_VAT_IDS[vatId];
    const [check] = await db
      .insert(vatChecks)
      .values({
        userId: account.id,
        vatId,
        requesterVatId: config.SELLER_VAT_ID,
        result: registered ? 'valid' : 'invalid',
        consultationNumber: sandboxConsultationNumber(
          { vatId, requesterVatId: config.SELLER_VAT_ID },
          checkedAt,
        ),
        registryName: registered?.name ?? null,
        registryAddress: registered?.address ?? null,
        reason: 'entered',
        checkedAt,
      })
      .returning({ id: vatChecks.id });
    if (!check) continue;
    await db.insert(vatVerifications).values({
      userId: account.id,
      vatId,
      status: registered ? 'valid' : 'invalid',
      verifiedCheckId: registered ? check.id : null,
      verifiedAt: registered ? checkedAt : null,
      lastCheckId: check.id,
      failedAttempts: 0,
      nextCheckAt: new Date(checkedAt.getTime() + 90 * DAY),
      updatedAt: checkedAt,
    });
  }
}

/** The VAT evidence of the accounts seeded after the billing demo (generated customers). */
export const seedVatDemo: Seeder = { name: 'VAT id checks', run: seedVatEvidence };
