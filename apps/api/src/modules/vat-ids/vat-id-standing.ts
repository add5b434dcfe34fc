import type { VatIdStatus } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { vatChecks, vatVerifications } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { DAY } from './vat-id-schedule';

/** Where the check of one VAT id stands at a moment: what the tax rule reads (invoices' `VatIdCheck`). */
export interface VatIdStanding {
  vatId: string;
  status: VatIdStatus;
  verifiedAt: string | null;
  consultationNumber: string | null;
}

export type VerificationRow = typeof vatVerifications.$inferSelect;

/** An account's verification with the consultation number of the check that verified it. */
export async function verificationsOf(executor: Executor, accountIds: number[]) {
  if (accountIds.length === 0) return new Map<number, VerificationWithEvidence>();
  const rows = await executor
    .select({ verification: vatVerifications, consultationNumber: vatChecks.consultationNumber })
    .from(vatVerifications)
    .leftJoin(vatChecks, eq(vatChecks.id, vatVerifications.verifiedCheckId))
    .where(inArray(vatVerifications.userId, accountIds));
  return new Map(rows.map((row) => [row.verification.userId, row]));
}

export interface VerificationWithEvidence {
  verification: VerificationRow;
  consultationNumber: string | null;
}

/**
 * The standing of `vatId` at `at`: verified when the registry confirmed this very id within
 * `validDays` and its latest answer is not "invalid" (an unanswered re-check keeps the earlier
 * verification usable within the window); otherwise pending, invalid or unavailable.
 */
export function standingOf(
  vatId: string,
  found: VerificationWithEvidence | undefined,
  at: Date,
  validDays: number,
): VatIdStanding {
  const verification = found?.verification;
  if (!verification || verification.vatId !== vatId) {
    return { vatId, status: 'pending', verifiedAt: null, consultationNumber: null };
  }
  const { verifiedAt } = verification;
  const fresh =
    verifiedAt !== null &&
    at.getTime() - verifiedAt.getTime() <= validDays * DAY &&
    verification.status !== 'invalid';
  const evidence = {
    vatId,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    consultationNumber: verifiedAt ? (found?.consultationNumber ?? null) : null,
  };
  if (fresh) return { ...evidence, status: 'verified' };
  const status: VatIdStatus =
    verification.status === 'invalid'
      ? 'invalid'
      : verification.status === 'unavailable'
        ? 'unavailable'
        : 'pending';
  return { ...evidence, status };
}

/**
 * The standing of each account's VAT id at its `at`, in the order given (null without a VAT id).
 * One statement however many accounts (renewal batches).
 */
export async function vatIdStandingsOf(
  executor: Executor,
  accounts: readonly { accountId: number; vatId: string | null; at: Date }[],
  validDays: number,
): Promise<(VatIdStanding | null)[]> {
  const withIds = accounts.filter((account) => Boolean(account.vatId));
  const found = await verificationsOf(
    executor,
    withIds.map((account) => account.accountId),
  );
  return accounts.map((account) =>
    account.vatId ? standingOf(account.vatId, found.get(account.accountId), account.at, validDays) : null,
  );
}

/** One account's standing (see vatIdStandingsOf); null without a VAT id. */
export async function vatIdStandingOf(
  executor: Executor,
  account: { accountId: number; vatId: string | null },
  at: Date,
  validDays: number,
): Promise<VatIdStanding | null> {
  const [standing] = await vatIdStandingsOf(executor, [{ ...account, at }], validDays);
  return standing ?? null;
}

/**
 * The account as the tax rule reads it at `at`: its billing fields with the standing of its VAT id.
 * Quotes and charges price with it, so they tax exactly as the invoice issued afterwards.
 */
export async function withVatIdCheck<T extends { id: number; vatId: string | null }>(
  deps: { config: { VAT_VERIFICATION_VALID_DAYS: number } },
  executor: Executor,
  account: T,
  at: Date,
): Promise<T & { vatIdCheck: VatIdStanding | null }> {
  const vatIdCheck = await vatIdStandingOf(
    executor,
    { accountId: account.id, vatId: account.vatId },
    at,
    deps.config.VAT_VERIFICATION_VALID_DAYS,
  );
  return { ...account, vatIdCheck };
}
