import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { type ChargeRow, closeCharge, recordCharge } from '../money/index';
import { viaGateway } from '../payments/index';
import { type QuantityPlan, recordQuantityChange } from './record-quantity-change';
import { recordYearlySwitch, type YearlySwitchPlan } from './yearly/record-yearly-switch';

type RecordChange<Plan> = (
  tx: Tx,
  deps: AppDeps,
  charge: ChargeRow,
  plan: Plan,
  intent: GatewayPaymentIntent | null,
  context: RequestContext,
) => Promise<void>;

/**
 * Settles a change of a running subscription left reserved (a licence change, a switch to yearly
 * billing), from the gateway's record: money that moved (or waits for 3-D Secure) is recorded as
 * the request would have; no intent, or a failed one, releases it, so nothing changed and the
 * customer may try again.
 */
function settleReservedChange<Plan>(record: RecordChange<Plan>) {
  return async (deps: AppDeps, charge: ChargeRow): Promise<'recorded' | 'released'> => {
    const intent =
      charge.paymentMethodId && charge.amount > 0
        ? await viaGateway(() => deps.gateway.findPaymentIntent(charge.id))
        : null;
    if (intent && intent.status !== 'failed') {
      await recordCharge(deps, charge, intent, (tx) =>
        record(tx, deps, charge, charge.plan as Plan, intent, systemContext(charge.userId)),
      );
      return 'recorded';
    }
    await closeCharge(deps.database.db, charge.id, 'released', deps.clock.now(), {
      gatewayIntentId: intent?.id,
    });
    return 'released';
  };
}

export const settleQuantityChange = settleReservedChange<QuantityPlan>(recordQuantityChange);
export const settleYearlySwitch = settleReservedChange<YearlySwitchPlan>(recordYearlySwitch);
