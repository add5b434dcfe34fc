import Stripe from 'stripe';
import { GatewayDeclinedError, GatewayUnavailableError } from '../gateway';

const { StripeError } = Stripe.errors;
type StripeErrorInstance = InstanceType<typeof StripeError>;

/**
 * Stripe cannot serve us: no connection, its own failure (5xx), throttling, or keys it refuses. The
 * customer sees "provider unavailable" (spec §8) in every case; a wrong key is also in the message
 * for the operator's log.
 */
function isUnavailable(error: StripeErrorInstance): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  );
}

export function isStripeError(error: unknown): error is StripeErrorInstance {
  return error instanceof StripeError;
}

/** A Stripe error in the interface's terms; anything else (a bug of ours) passes unchanged. */
export function toGatewayError(error: unknown): unknown {
  if (!isStripeError(error)) return error;
  if (isUnavailable(error)) return new GatewayUnavailableError(`stripe: ${error.message}`);
  // The same code the sandbox uses for a key reused with another request.
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new GatewayDeclinedError('idempotency_key_in_use', error.message);
  }
  return new GatewayDeclinedError(error.code ?? error.type, error.message);
}

/** Runs an SDK call and throws only the interface's errors. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGatewayError(error);
  }
}
