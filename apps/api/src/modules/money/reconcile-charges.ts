import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { charges } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { type ChargeRow, chargeLeaseMs } from './charge-ledger';
import { settleInvoicePayment } from './invoice-payments/settle-invoice-payment';
import { moneyPurposes } from './purposes';
import { settleRefund } from './refunds/settle-refund';

/** Charges settled per sweep; the next sweep, a minute later, takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Claims reserved charges whose lease ran out by moving the lease on: two sweeps (or a sweep and a
 * slow request) never settle the same charge at once.
 */
async function claimStaleCharges(deps: AppDeps, now: Date): Promise<ChargeRow[]> {
  const db = deps.database.db;
  const stale = await db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.status, 'reserved'), lte(charges.leaseUntil, now)))
    .orderBy(asc(charges.leaseUntil))
    .limit(SWEEP_LIMIT);
  if (stale.length === 0) return [];
  return db
    .update(charges)
    .set({ leaseUntil: new Date(now.getTime() + chargeLeaseMs(deps.config)), updatedAt: now })
    .where(
      and(
        inArray(
          charges.id,
          stale.map((row) => row.id),
        ),
        eq(charges.status, 'reserved'),
        lte(charges.leaseUntil, now),
      ),
    )
    .returning();
}

/** Each purpose settles its own charges; open-invoice payments and refunds are this module's own. */
function settle(deps: AppDeps, charge: ChargeRow): Promise<string> {
  if (charge.purpose === 'invoice') return settleInvoicePayment(deps, charge);
  if (charge.purpose === 'refund') return settleRefund(deps, charge);
  const { settlers } = moneyPurposes();
  const settler = settlers[charge.purpose as keyof typeof settlers];
  if (!settler) throw new Error(`no settler for the charge purpose ${charge.purpose}`);
  return settler(deps, charge);
}

/**
 * The reconciliation sweep (DESIGN.md §4; Stripe's guidance: the gateway's record is the truth, the
 * request path an optimisation): every charge a crash, a lost answer or a lost race left reserved
 * past its lease is settled from the gateway — recorded, charged again under the same key (a
 * renewal is owed), or released — with an audit entry. A gateway that cannot be reached leaves the
 * charge for the next sweep. Returns how many charges it settled.
 */
export async function reconcileCharges(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const claimed = await claimStaleCharges(deps, now);
  let settled = 0;
  for (const charge of claimed) {
    try {
      const outcome = await settle(deps, charge);
      // A SEPA debit still settling: looked at again by a later sweep, nothing to audit yet.
      if (outcome === 'waiting') continue;
      settled += 1;
      await recordAudit(deps.database.db, {
        entityType: 'charge',
        entityId: charge.id,
        event: 'reconciled',
        editor: null,
        accountId: charge.userId,
        oldValues: { status: 'reserved' },
        newValues: { purpose: charge.purpose, outcome, subscription: charge.subscriptionId },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'gateway_unavailable') continue;
      deps.log.error(
        {
          err: error,
          incident: 'charge_not_settled',
          accountId: charge.userId,
          purpose: charge.purpose,
          chargeId: charge.id,
          subscriptionId: charge.subscriptionId,
          invoiceId: charge.invoiceId,
        },
        'money incident: a charge left reserved could not be settled; the next sweep tries again',
      );
    }
  }
  return settled;
}
