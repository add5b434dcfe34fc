import type { AppDeps } from '../../../platform/app-deps';
import { GatewayDeclinedError } from '../../../platform/payments/gateway';
import { type ChargeRow, closeCharge } from '../charge-ledger';
import { type RefundPlan, recordRefund } from './record-refund';
import { refundAtGateway } from './refund-invoice';

/**
 * Settles a staff refund left reserved: the refund is asked for again under the same key (the
 * gateway answers the refund the lost attempt made, or makes it now) and its credit note recorded.
 * A refund the gateway refuses is released; an unreachable gateway leaves it for the next sweep.
 */
export async function settleRefund(deps: AppDeps, charge: ChargeRow): Promise<'recorded' | 'released'> {
  const refundable = { ...charge, plan: charge.plan as RefundPlan };
  let refundId: string | null;
  try {
    refundId = await refundAtGateway(deps, refundable);
  } catch (error) {
    if (!(error instanceof GatewayDeclinedError)) throw error;
    await closeCharge(deps.database.db, charge.id, 'released', deps.clock.now());
    return 'released';
  }
  await recordRefund(deps, refundable, refundId);
  return 'recorded';
}
