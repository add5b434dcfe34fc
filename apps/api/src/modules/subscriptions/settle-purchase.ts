import type { AppDeps } from '../../platform/app-deps';
import { systemContext } from '../../platform/request-context';
import type { ChargeRow } from '../money/index';
import { viaGateway } from '../payments/index';
import { finishPurchase } from './finish-purchase';
import { type PurchasePlan, releasePurchase } from './reserve-purchase';

/**
 * Settles a first purchase left reserved (the process stopped between charge and record, or the
 * answer was lost), from the gateway's record: money that moved, or a payment waiting for 3-D
 * Secure, finishes the purchase as the request would have; no intent, or a failed one, undoes it
 * (the reservation no longer blocks buying the product, the coupon and the default come back).
 */
export async function settlePurchase(deps: AppDeps, charge: ChargeRow): Promise<'recorded' | 'released'> {
  const plan = charge.plan as PurchasePlan;
  const reserved = {
    subscriptionId: charge.subscriptionId,
    accountId: charge.userId,
    chargeId: charge.id,
    charge,
    plan,
  };
  const intent =
    plan.methodId && plan.gross > 0
      ? await viaGateway(() => deps.gateway.findPaymentIntent(charge.id))
      : null;
  if (intent && intent.status !== 'failed') {
    await finishPurchase(deps, reserved, intent, systemContext(reserved.accountId));
    return 'recorded';
  }
  await releasePurchase(deps, reserved, { gatewayIntentId: intent?.id });
  return 'released';
}
