import Stripe from 'stripe';
import {
  type CreatePaymentIntentInput,
  type GatewayCallOptions,
  GatewayDeclinedError,
  type GatewayPaymentIntent,
} from '../gateway';
import { requestOptions, toGatewayIntent } from './stripe-objects';

export function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new GatewayDeclinedError('amount_invalid', `amount must be a positive integer, got ${amount}`);
  }
}

/**
 * A declined charge is a failed intent, not an exception (as in the sandbox): Stripe answers a card
 * error that carries the intent it created. Off session, a card that needs 3-D Secure answers
 * `authentication_required`; the intent stays open for the customer (see outcomeOf).
 */
function declinedIntent(error: unknown): GatewayPaymentIntent | null {
  if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) return null;
  return toGatewayIntent(error.payment_intent, error.payment_intent.last_payment_error ?? error);
}

/**
 * Creates and confirms at once with the saved method. A SEPA debit runs on the mandate the customer
 * accepted when setting it up, so it is always charged off session; a card off session only for
 * renewals (then Stripe may not ask for 3-D Secure). The idempotency key goes to Stripe, which
 * answers a repeated key with the first answer.
 */
export async function createPaymentIntent(
  stripe: Stripe,
  input: CreatePaymentIntentInput,
): Promise<GatewayPaymentIntent> {
  assertAmount(input.amount);
  const method = await stripe.paymentMethods.retrieve(input.paymentMethodId);
  if (method.type !== 'card' && method.type !== 'sepa_debit') {
    throw new GatewayDeclinedError('payment_method_type_unsupported');
  }
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        allowed_payment_method_types: [method.type],
        confirm: true,
        ...(input.offSession || method.type === 'sepa_debit' ? { off_session: true } : {}),
        description: input.description,
        metadata: { ...input.metadata, portal_charge: input.idempotencyKey },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toGatewayIntent(intent);
  } catch (error) {
    const declined = declinedIntent(error);
    if (declined) return declined;
    throw error;
  }
}

export async function retrievePaymentIntent(stripe: Stripe, id: string): Promise<GatewayPaymentIntent> {
  return toGatewayIntent(await stripe.paymentIntents.retrieve(id));
}

/**
 * Stripe's search by the metadata every charge carries. Search is eventually consistent (about a
 * minute); the reconciliation sweep asks only about charges older than their lease.
 */
export async function findPaymentIntent(
  stripe: Stripe,
  reference: string,
): Promise<GatewayPaymentIntent | null> {
  const quoted = reference.replace(/['\\]/g, '');
  const found = await stripe.paymentIntents.search({
    query: `metadata['portal_charge']:'${quoted}'`,
    limit: 1,
  });
  const [intent] = found.data;
  return intent ? toGatewayIntent(intent) : null;
}

/**
 * Stripe cancels an intent that has not succeeded or started processing; for one that has, it
 * answers `payment_intent_unexpected_state`, and the intent as it stands is the answer.
 */
export async function cancelPaymentIntent(
  stripe: Stripe,
  id: string,
  options: GatewayCallOptions = {},
): Promise<GatewayPaymentIntent> {
  try {
    return toGatewayIntent(await stripe.paymentIntents.cancel(id, {}, requestOptions(options)));
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'payment_intent_unexpected_state'
    ) {
      return retrievePaymentIntent(stripe, id);
    }
    throw error;
  }
}
