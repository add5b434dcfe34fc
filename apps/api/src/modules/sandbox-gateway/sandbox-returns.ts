import { SEPA_RETURN_WINDOW_DAYS } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { sandboxObjects } from '../../db/schema/index';
import { type GatewayDebitReturn, GatewayDeclinedError } from '../../platform/payments/gateway';
import { mustGet, type SandboxContext } from './sandbox-context';
import { SANDBOX_KINDS, type SandboxPaymentIntentData } from './sandbox-objects';
import { loadIntent } from './sandbox-payment-intents';

const DAY = 86_400_000;

const toReturn = (id: string, intent: SandboxPaymentIntentData): GatewayDebitReturn => ({
  paymentIntentId: id,
  returnedAt: new Date(intent.returnedAt ?? 0),
  reason: intent.returnReason ?? 'MS02',
});

/**
 * The debits returned since `since`: first every settled debit of the returning IBAN whose return
 * time has come is returned (lazily, as settlement is), then the returned ones are listed. Demo and
 * test data only, so the intents are found inside their JSON.
 */
export async function debitReturns(context: SandboxContext, since: Date): Promise<GatewayDebitReturn[]> {
  const now = context.clock.now().getTime();
  const due = await context.db
    .select({ id: sandboxObjects.id })
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.kind, 'payment_intent'),
        sql`(${sandboxObjects.data}->>'returnsAt')::bigint <= ${now}`,
        sql`${sandboxObjects.data}->>'returnedAt' is null`,
      ),
    );
  for (const { id } of due) {
    // Settles it first when its settlement time has passed too (one jump of the clock).
    const intent = await loadIntent(context, id);
    if (intent.status !== 'succeeded' || intent.returnsAt === null || intent.returnedAt !== null) continue;
    await context.store.update(
      'payment_intent',
      id,
      { ...intent, returnedAt: intent.returnsAt },
      'succeeded',
    );
  }
  const returned = await context.db
    .select({ id: sandboxObjects.id, data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.kind, 'payment_intent'),
        sql`(${sandboxObjects.data}->>'returnedAt')::bigint >= ${since.getTime()}`,
      ),
    );
  return returned
    .map(({ id, data }) => ({ id, intent: SANDBOX_KINDS.payment_intent.parse(data) }))
    .map(({ id, intent }) => toReturn(id, intent))
    .sort((a, b) => a.returnedAt.getTime() - b.returnedAt.getTime());
}

/**
 * Staff's action in the sandbox: the customer's bank returns a settled SEPA debit now. Refused
 * (GatewayDeclinedError) for an intent of another customer (`resource_missing`), a card payment
 * (`not_sepa_debit`), one not settled (`debit_not_settled`), one already returned
 * (`debit_already_returned`) and one settled more than 8 weeks ago (`return_window_over`).
 */
export async function returnDebit(
  context: SandboxContext,
  input: { customerId: string; paymentIntentId: string; reason: string },
): Promise<GatewayDebitReturn> {
  const stored = await context.store.get('payment_intent', input.paymentIntentId);
  if (!stored || stored.customerId !== input.customerId) throw new GatewayDeclinedError('resource_missing');
  const intent = await loadIntent(context, input.paymentIntentId);
  const method = await mustGet(context, 'payment_method', intent.paymentMethodId);
  if (method.type !== 'sepa_debit') throw new GatewayDeclinedError('not_sepa_debit');
  if (intent.returnedAt !== null) throw new GatewayDeclinedError('debit_already_returned');
  if (intent.status !== 'succeeded') throw new GatewayDeclinedError('debit_not_settled');
  const now = context.clock.now().getTime();
  if (now - (intent.settlesAt ?? intent.created) > SEPA_RETURN_WINDOW_DAYS * DAY) {
    throw new GatewayDeclinedError('return_window_over');
  }
  const returned = { ...intent, returnedAt: now, returnReason: input.reason };
  // Two clicks at once may both get here: the portal records one return per payment all the same.
  await context.store.update('payment_intent', input.paymentIntentId, returned, 'succeeded');
  return toReturn(input.paymentIntentId, returned);
}
