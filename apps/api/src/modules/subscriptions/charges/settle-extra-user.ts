import type { AppDeps } from '../../../platform/app-deps';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';
import { viaGateway } from '../../payments/index';
import { type ChargeRow, closeCharge } from './charge-ledger';
import { refundQuietly } from './refund-quietly';

export type ExtraUserGiveBack = 'released' | 'refunded' | 'waiting';

/**
 * Undoes an extra user's charge whose sub-user was not created (decision 0057): whatever the gateway
 * took is given back and the charge is released.
 * - no intent, or a failed one: released;
 * - waiting for 3-D Secure: the intent is cancelled, then released;
 * - succeeded: released and refunded in full (key `refund-<intent>`, once);
 * - a SEPA debit still processing cannot be refunded yet: the charge stays reserved and the next
 *   sweeps look again until it has settled (`waiting`).
 * Only whoever releases the charge refunds it, so the money comes back once.
 */
export async function giveBackExtraUserCharge(
  deps: Pick<AppDeps, 'database' | 'gateway' | 'clock'>,
  chargeId: string,
  found: GatewayPaymentIntent | null,
): Promise<ExtraUserGiveBack> {
  let intent = found;
  if (intent?.status === 'processing') return 'waiting';
  if (intent?.status === 'requires_action') {
    const id = intent.id;
    intent = await viaGateway(() => deps.gateway.cancelPaymentIntent(id, { idempotencyKey: `cancel-${id}` }));
  }
  const closed = await closeCharge(deps.database.db, chargeId, 'released', deps.clock.now(), {
    gatewayIntentId: intent?.id,
  });
  if (!closed || intent?.status !== 'succeeded') return 'released';
  await refundQuietly(deps, intent);
  return 'refunded';
}

/**
 * Settles an extra user's charge left reserved: its record step would have created the sub-user,
 * whose details only the lost request held, so the sweep cannot finish it. It asks the gateway what
 * the charge became and gives it back (the customer adds the user again; nothing was created).
 */
export async function settleExtraUser(deps: AppDeps, charge: ChargeRow): Promise<ExtraUserGiveBack> {
  const intent =
    charge.paymentMethodId && charge.amount > 0
      ? await viaGateway(() => deps.gateway.findPaymentIntent(charge.id))
      : null;
  return giveBackExtraUserCharge(deps, charge.id, intent);
}
