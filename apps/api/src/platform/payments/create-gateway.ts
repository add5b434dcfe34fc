import type { Config } from '../../config';
import type { Clock } from '../clock';
import type { Database } from '../db';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';

/** The gateway the configuration names: the in-process sandbox by default, Stripe with its keys. */
export function createGateway(config: Config, database: Database, clock: Clock): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    // The Stripe implementation arrives separately; fail at start rather than on the first payment.
    throw new Error(
      'PAYMENT_GATEWAY=stripe is not configured yet: the Stripe gateway is not implemented in this ' +
        'build. Unset PAYMENT_GATEWAY (or set it to sandbox) to use the built-in sandbox gateway.',
    );
  }
  return createSandboxGateway({ config, db: database.db, clock });
}
