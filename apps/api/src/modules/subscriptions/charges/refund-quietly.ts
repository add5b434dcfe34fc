import type { AppDeps } from '../../../platform/app-deps';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';

/**
 * Gives back money that moved for nothing we could record (a purchase undone meanwhile, an invoice
 * paid another way). Only money that moved is refunded, once per intent (the key says so).
 */
export async function refundQuietly(
  deps: Pick<AppDeps, 'gateway'>,
  intent: GatewayPaymentIntent,
): Promise<void> {
  if (intent.status !== 'succeeded') return;
  await deps.gateway
    .refund({ paymentIntentId: intent.id, amount: intent.amount, idempotencyKey: `refund-${intent.id}` })
    .catch((error: unknown) => console.error(`refund of ${intent.id} failed; staff must refund it`, error));
}
