import type { AppDeps } from '../../../platform/app-deps';
import { moneyTransaction, processingPayments } from '../../money/index';
import { viaGateway } from '../../payments/index';
import { accessChanged } from '../access-changed';
import { applyIntentUpdate } from './apply-intent-update';

/**
 * SEPA debits stay processing until the bank settles them: asks the gateway about each one and
 * applies the answer (paid, or dunning). Returns how many settled. An unreachable gateway is asked
 * again in the next cycle.
 */
export async function settleProcessingPayments(deps: AppDeps, at: Date): Promise<number> {
  const db = deps.database.db;
  const processing = await processingPayments(db);
  let settled = 0;
  for (const payment of processing) {
    const intent = await viaGateway(() => deps.gateway.retrievePaymentIntent(payment.gatewayIntentId)).catch(
      () => null,
    );
    if (!intent || intent.status === 'processing') continue;
    settled += 1;
    accessChanged(deps, [
      await moneyTransaction(deps, payment.userId, (tx) => applyIntentUpdate(tx, deps, intent, at)),
    ]);
  }
  return settled;
}
