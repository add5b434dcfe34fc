import { GatewayDeclinedError, type GatewayRefund } from '../../platform/payments/gateway';
import { claimIdempotencyKey, mustGet, type SandboxContext } from './sandbox-context';
import { randomId } from './sandbox-ids';
import { assertAmount, loadIntent } from './sandbox-payment-intents';

/** Refunds add up to at most the amount paid; the same key returns the same refund. */
export async function refund(
  context: SandboxContext,
  input: { paymentIntentId: string; amount: number; idempotencyKey: string },
): Promise<GatewayRefund> {
  assertAmount(input.amount);
  const { store, clock } = context;
  // Settles a due SEPA debit first, so it can be refunded once it has succeeded.
  await loadIntent(context, input.paymentIntentId);
  const fingerprint = JSON.stringify([input.paymentIntentId, input.amount]);
  const id = randomId('re');
  const refundId = await context.db.transaction(async (tx) => {
    const claim = { scope: 're', key: input.idempotencyKey, id, fingerprint } as const;
    const earlier = await claimIdempotencyKey(context, tx, claim);
    if (earlier !== null) return earlier;
    const intent = await store.get('payment_intent', input.paymentIntentId, { executor: tx, lock: true });
    if (!intent) throw new GatewayDeclinedError('resource_missing');
    if (intent.status !== 'succeeded') throw new GatewayDeclinedError('charge_not_refundable');
    if (intent.amountRefunded + input.amount > intent.amount) {
      throw new GatewayDeclinedError('amount_too_large', 'refunds may not exceed the amount paid');
    }
    await store.update(
      'payment_intent',
      input.paymentIntentId,
      { ...intent, amountRefunded: intent.amountRefunded + input.amount },
      undefined,
      tx,
    );
    const now = clock.now().getTime();
    const data = {
      paymentIntentId: input.paymentIntentId,
      amount: input.amount,
      status: 'succeeded',
      created: now,
    } as const;
    await store.insert('refund', id, data, tx);
    return id;
  });
  const stored = await mustGet(context, 'refund', refundId);
  return { id: refundId, status: stored.status };
}
