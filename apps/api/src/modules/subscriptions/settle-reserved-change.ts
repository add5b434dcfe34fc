import type { AppDeps } from '../../platform/app-deps';
import { systemContext } from '../../platform/request-context';
import { type ChargeRow, closeCharge, recordCharge } from '../money/index';
import { viaGateway } from '../payments/index';
import { type QuantityPlan, recordQuantityChange } from './record-quantity-change';

/**
 * Settles a licence change left reserved, from the gateway's record: money that moved (or waits for
 * 3-D Secure) is recorded as the request would have; no intent, or a failed one, releases the
 * change, so nothing was bought and the customer may try again.
 */
export async function settleQuantityChange(
  deps: AppDeps,
  charge: ChargeRow,
): Promise<'recorded' | 'released'> {
  const intent =
    charge.paymentMethodId && charge.amount > 0
      ? await viaGateway(() => deps.gateway.findPaymentIntent(charge.id))
      : null;
  if (intent && intent.status !== 'failed') {
    await recordCharge(deps, charge, intent, (tx) =>
      recordQuantityChange(
        tx,
        deps,
        charge,
        charge.plan as QuantityPlan,
        intent,
        systemContext(charge.userId),
      ),
    );
    return 'recorded';
  }
  await closeCharge(deps.database.db, charge.id, 'released', deps.clock.now(), {
    gatewayIntentId: intent?.id,
  });
  return 'released';
}
