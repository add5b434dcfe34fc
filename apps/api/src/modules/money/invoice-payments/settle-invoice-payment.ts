import type { AppDeps } from '../../../platform/app-deps';
import { viaGateway } from '../../payments/index';
import { type ChargeRow, closeCharge } from '../charge-ledger';
import { moneyTransaction } from '../money-lock';
import { refundQuietly } from '../refund-quietly';
import { giveBackCardSavedForPayment } from './give-back-card';
import { planOf } from './invoice-charge-id';
import { recordInvoicePayment } from './record-invoice-payment';

/**
 * Settles a customer's invoice payment a crash or a lost answer left reserved, from the gateway's
 * record of its key: money that moved (or a challenge still waiting) is recorded as the request
 * would have; a charge the gateway never saw, or that failed, is released and a card typed for it
 * removed. Money that moved for an invoice paid meanwhile is given back.
 */
export async function settleInvoicePayment(deps: AppDeps, charge: ChargeRow): Promise<string> {
  const intent = await viaGateway(() => deps.gateway.findPaymentIntent(charge.id));
  const at = deps.clock.now();
  const keep = intent !== null && intent.status !== 'failed';
  const outcome = await moneyTransaction(deps, charge.userId, async (tx) => {
    const closed = await closeCharge(tx, charge.id, keep ? 'recorded' : 'released', at, {
      gatewayIntentId: intent?.id ?? null,
    });
    if (!closed) return 'settled elsewhere';
    if (!intent || !charge.invoiceId) return 'released';
    return recordInvoicePayment(tx, {
      accountId: charge.userId,
      invoiceId: charge.invoiceId,
      paymentMethodId: charge.paymentMethodId,
      intent,
      at,
    });
  });
  if (outcome === 'duplicate' && intent) {
    await refundQuietly(deps, intent, { accountId: charge.userId, purpose: 'invoice', chargeId: charge.id });
  }
  if (!keep && outcome !== 'settled elsewhere') {
    await giveBackCardSavedForPayment(deps, charge.userId, planOf(charge.plan).savedMethodId);
  }
  return outcome;
}
