import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Another address for Stripe's API (STRIPE_API_URL), e.g. a local server in tests. */
  apiUrl?: string | undefined;
  /**
   * Retries of a failed request. Safe: every POST carries an idempotency key (ours for money
   * moves, the SDK's own otherwise), so a retry never charges twice.
   */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** The official SDK, pointed at Stripe or at the host STRIPE_API_URL names. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    // A customer waits on a purchase: give up long before the SDK's default of 80 s.
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'account-portal' },
  };
  if (options.apiUrl) {
    const url = new URL(options.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(options.secretKey, config);
}
