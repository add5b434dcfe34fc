import { setTimeout } from 'node:timers/promises';
import {
  type CreatePaymentIntentInput,
  GatewayDeclinedError,
  type GatewayPaymentIntent,
} from '../../platform/payments/gateway';
import { claimIdempotencyKey, idempotencyId, mustGet, type SandboxContext } from './sandbox-context';
import { clientSecretFor, randomId } from './sandbox-ids';
import type { SandboxPaymentIntentData, SandboxPaymentMethod } from './sandbox-objects';

type Outcome = Pick<SandboxPaymentIntentData, 'status' | 'failureCode'>;

/**
 * What charging this method does now. A card that needs 3-D Secure answers requires_action on and
 * off session; off session it also carries failureCode authentication_required, and the intent
 * stays open so the customer can pass the challenge later (docs/decisions/0015-sandbox-gateway.md).
 */
export function outcomeOf(method: SandboxPaymentMethod, offSession: boolean): Outcome {
  const authenticate: Outcome = {
    status: 'requires_action',
    failureCode: offSession ? 'authentication_required' : null,
  };
  switch (method.behaviour) {
    case 'insufficient_funds':
    case 'card_declined':
      return { status: 'failed', failureCode: method.behaviour };
    case 'always_authenticate':
      return authenticate;
    case 'authenticate_once':
      return method.authenticated ? { status: 'succeeded', failureCode: null } : authenticate;
    case 'sepa_succeed':
    case 'sepa_fail':
    case 'sepa_return':
      return { status: 'processing', failureCode: null };
    default:
      return { status: 'succeeded', failureCode: null };
  }
}

/** The returning IBAN's debit comes back `days` after it settled, as the debtor's refund claim. */
function returnOf(method: SandboxPaymentMethod, settlesAt: number, days: number) {
  const returns = method.behaviour === 'sepa_return';
  return {
    returnsAt: returns ? settlesAt + days * 86_400_000 : null,
    returnedAt: null,
    returnReason: returns ? 'MD06' : null,
  };
}

export function toGatewayIntent(id: string, intent: SandboxPaymentIntentData): GatewayPaymentIntent {
  return {
    id,
    status: intent.status,
    clientSecret: intent.clientSecret,
    amount: intent.amount,
    currency: intent.currency,
    paymentMethodId: intent.paymentMethodId,
    failureCode: intent.failureCode,
  };
}

export function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new GatewayDeclinedError('amount_invalid', `amount must be a positive integer, got ${amount}`);
  }
}

/** One charge per idempotency key: a retry gets the intent the first call created. */
export async function createPaymentIntent(
  context: SandboxContext,
  input: CreatePaymentIntentInput,
): Promise<GatewayPaymentIntent> {
  assertAmount(input.amount);
  const { store, clock, config } = context;
  const fingerprint = JSON.stringify([input.customerId, input.paymentMethodId, input.amount, input.currency]);
  const id = randomId('pi');
  // A new intent is answered as created (a SEPA debit starts processing even with 0 minutes);
  // a repeated key answers the earlier intent as it stands now.
  const outcome = await context.db.transaction(async (tx) => {
    const claim = { scope: 'pi', key: input.idempotencyKey, id, fingerprint } as const;
    const earlier = await claimIdempotencyKey(context, tx, claim);
    if (earlier !== null) return { earlier, created: null };
    const method = await store.get('payment_method', input.paymentMethodId, { executor: tx });
    if (!method || method.detached || method.customerId !== input.customerId) {
      throw new GatewayDeclinedError('payment_method_not_attached');
    }
    const now = clock.now().getTime();
    const sepa = method.type === 'sepa_debit';
    const settlesAt = now + config.SANDBOX_SEPA_SETTLEMENT_MINUTES * 60_000;
    const created: SandboxPaymentIntentData = {
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      amount: input.amount,
      currency: input.currency,
      offSession: input.offSession,
      ...outcomeOf(method, input.offSession),
      clientSecret: clientSecretFor(id),
      description: input.description,
      metadata: { ...input.metadata, portal_charge: input.idempotencyKey },
      settlesAt: sepa ? settlesAt : null,
      settlement: sepa ? (method.behaviour === 'sepa_fail' ? 'fail' : 'succeed') : null,
      ...returnOf(method, settlesAt, config.SANDBOX_SEPA_RETURN_DAYS),
      amountRefunded: 0,
      created: now,
    };
    await store.insert('payment_intent', id, created, tx);
    return { earlier: null, created };
  });
  if (outcome.created) {
    if (config.SANDBOX_ANSWER_DELAY_MS > 0) await setTimeout(config.SANDBOX_ANSWER_DELAY_MS);
    return toGatewayIntent(id, outcome.created);
  }
  return retrievePaymentIntent(context, outcome.earlier);
}

/** The intent as it stands now: a SEPA debit whose settlement time has passed is settled first. */
export async function loadIntent(context: SandboxContext, id: string): Promise<SandboxPaymentIntentData> {
  const intent = await mustGet(context, 'payment_intent', id);
  if (intent.status !== 'processing' || intent.settlesAt === null) return intent;
  if (context.clock.now().getTime() < intent.settlesAt) return intent;
  const failed = intent.settlement === 'fail';
  const settled: SandboxPaymentIntentData = {
    ...intent,
    status: failed ? 'failed' : 'succeeded',
    failureCode: failed ? 'sepa_debit_failed' : null,
  };
  if (await context.store.update('payment_intent', id, settled, 'processing')) return settled;
  return mustGet(context, 'payment_intent', id);
}

export async function retrievePaymentIntent(
  context: SandboxContext,
  id: string,
): Promise<GatewayPaymentIntent> {
  return toGatewayIntent(id, await loadIntent(context, id));
}

/** Stripe's cancel: an intent waiting for 3-D Secure ends (failed, `canceled`); a final one stays. */
export async function cancelPaymentIntent(
  context: SandboxContext,
  id: string,
): Promise<GatewayPaymentIntent> {
  const intent = await loadIntent(context, id);
  if (intent.status !== 'requires_action') return toGatewayIntent(id, intent);
  const canceled: SandboxPaymentIntentData = { ...intent, status: 'failed', failureCode: 'canceled' };
  if (await context.store.update('payment_intent', id, canceled, 'requires_action')) {
    return toGatewayIntent(id, canceled);
  }
  // Answered on the challenge page in the same moment: that answer stands.
  return retrievePaymentIntent(context, id);
}

/** The intent a charge's idempotency key created, if the sandbox ever saw that key. */
export async function findPaymentIntent(
  context: SandboxContext,
  reference: string,
): Promise<GatewayPaymentIntent | null> {
  const claim = await context.store.get('idempotency', idempotencyId('pi', reference));
  return claim ? retrievePaymentIntent(context, claim.objectId) : null;
}
