import Stripe from 'stripe';

/** The request is not from Stripe (or not for this endpoint): no, wrong or stale signature. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * Checks the Stripe-Signature header over the exact bytes received (HMAC-SHA256 with the endpoint's
 * secret, at most 5 minutes old, so a captured delivery cannot be replayed later) and returns the
 * event. Without a secret nothing can be verified, so everything is refused.
 */
export function verifyStripeEvent(
  payload: Buffer,
  header: string | undefined,
  secret: string | undefined,
): Stripe.Event {
  if (!secret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
  if (!header) throw new WebhookSignatureError('no Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message);
    }
    // Signed, but not JSON: only someone holding the secret could send it; refuse it all the same.
    if (error instanceof SyntaxError) throw new WebhookSignatureError('the signed payload is not JSON');
    throw error;
  }
}
