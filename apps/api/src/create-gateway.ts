import type { Config } from './config';
import { createSandboxGateway } from './modules/sandbox-gateway/index';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db';
import type { PaymentGateway } from './platform/payments/gateway';
import { createStripeGateway } from './platform/payments/stripe/stripe-gateway';

/**
 * Part of the composition root: the gateway the configuration names, the in-process sandbox by default,
 * Stripe with its keys.
 */
export function createGateway(config: Config, database: Database, clock: Clock): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    // Fail at start rather than on the first payment.
    if (!config.STRIPE_SECRET_KEY) {
      throw new Error(
        'PAYMENT_GATEWAY=stripe is not configured yet: STRIPE_SECRET_KEY is missing. Set ' +
          'STRIPE_SECRET_KEY (sk_…), STRIPE_PUBLISHABLE_KEY (pk_…) and STRIPE_WEBHOOK_SECRET (whsec_…), ' +
          'or unset PAYMENT_GATEWAY to use the built-in sandbox gateway.',
      );
    }
    return createStripeGateway({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL });
  }
  return createSandboxGateway({ config, db: database.db, clock });
}
