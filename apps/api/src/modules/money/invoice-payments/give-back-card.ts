import type { AppDeps } from '../../../platform/app-deps';
import { detachQuietly, removeMethodSavedForPurchase } from '../../payments/index';

import { moneyTransaction } from '../money-lock';

/**
 * A card typed to pay an invoice was saved as the default; when that payment is refused (declined,
 * 3-D Secure failed, released by the sweep) it is removed and the earlier default is the default
 * again, as for a refused purchase (decision 0023).
 */
export async function giveBackCardSavedForPayment(
  deps: AppDeps,
  accountId: number,
  methodId: string | null,
): Promise<void> {
  if (!methodId) return;
  const gatewayId = await moneyTransaction(deps, accountId, (tx) =>
    removeMethodSavedForPurchase(tx, accountId, methodId, deps.clock.now()),
  );
  if (gatewayId) await detachQuietly(deps, gatewayId);
}
