import type { ProviderCustomer } from '@portal/contract';
import type { Config } from '../../config';

type GatewayConfig = Pick<Config, 'PAYMENT_GATEWAY' | 'STRIPE_SECRET_KEY'>;

/** Stripe keeps test-mode objects under `/test/`; a test key (`sk_test_…`, `rk_test_…`) made them. */
const isStripeTestKey = (key: string | undefined) => key === undefined || /^[sr]k_test_/.test(key);

/**
 * Where staff open the customer at the payment provider. Stripe: the dashboard's customer page, in
 * the mode of the configured key. The sandbox has no staff page of its own (decision 0060): the id
 * alone is shown.
 */
export function providerCustomerOf(config: GatewayConfig, customerId: string | null): ProviderCustomer {
  const gateway = config.PAYMENT_GATEWAY;
  if (gateway !== 'stripe' || customerId === null) {
    return { gateway, customer_id: customerId, dashboard_url: null };
  }
  const mode = isStripeTestKey(config.STRIPE_SECRET_KEY) ? 'test/' : '';
  return {
    gateway,
    customer_id: customerId,
    dashboard_url: `https://dashboard.stripe.com/${mode}customers/${encodeURIComponent(customerId)}`,
  };
}
