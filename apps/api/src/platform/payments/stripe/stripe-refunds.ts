import type Stripe from 'stripe';
import type { GatewayRefund } from '../gateway';
import { assertAmount } from './stripe-payment-intents';

/** Stripe's refund statuses in ours: waiting ones are pending, a canceled one failed. */
function statusOf(status: string | null): GatewayRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** The same key returns the same refund (Stripe replays the first answer). */
export async function refund(
  stripe: Stripe,
  input: { paymentIntentId: string; amount: number; idempotencyKey: string },
): Promise<GatewayRefund> {
  assertAmount(input.amount);
  const created = await stripe.refunds.create(
    { payment_intent: input.paymentIntentId, amount: input.amount },
    { idempotencyKey: input.idempotencyKey },
  );
  return { id: created.id, status: statusOf(created.status) };
}
