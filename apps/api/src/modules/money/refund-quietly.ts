import type { AppDeps } from '../../platform/app-deps';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';

/**
 * Gives back money that moved for nothing we could record (a purchase undone meanwhile, an invoice
 * paid another way). Only money that moved is refunded, once per intent (the key says so). A refund
 * the gateway refuses is one log line naming the account, purpose and charge: staff refund it.
 */
export async function refundQuietly(
  deps: Pick<AppDeps, 'gateway' | 'log'>,
  intent: GatewayPaymentIntent,
  about: { accountId: number; purpose: string; chargeId: string | null },
): Promise<void> {
  if (intent.status !== 'succeeded') return;
  await deps.gateway
    .refund({ paymentIntentId: intent.id, amount: intent.amount, idempotencyKey: `refund-${intent.id}` })
    .catch((error: unknown) =>
      deps.log.error(
        {
          err: error,
          incident: 'refund_failed',
          ...about,
          gatewayIntentId: intent.id,
          amount: intent.amount,
        },
        'money incident: a refund failed; staff must refund it',
      ),
    );
}
