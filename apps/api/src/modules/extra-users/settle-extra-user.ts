import type { AppDeps } from '../../platform/app-deps';
import { systemContext } from '../../platform/request-context';
import type { ChargeRow } from '../money/index';
import { viaGateway } from '../payments/index';
import { type ExtraUserGiveBack, giveBackExtraUserCharge } from './give-back-extra-user';

/**
 * Settles an extra user's charge left reserved: its record step would have created the sub-user,
 * whose details only the lost request held, so the sweep cannot finish it. It asks the gateway what
 * the charge became and gives it back, recorded (the customer adds the user again).
 */
export async function settleExtraUser(deps: AppDeps, charge: ChargeRow): Promise<ExtraUserGiveBack> {
  const intent =
    charge.paymentMethodId && charge.amount > 0
      ? await viaGateway(() => deps.gateway.findPaymentIntent(charge.id))
      : null;
  return giveBackExtraUserCharge(deps, charge, intent, systemContext(charge.userId));
}
