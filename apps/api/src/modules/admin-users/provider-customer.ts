import type { ProviderCustomer } from '@portal/contract';
import type { Config } from '../../config';

type GatewayConfig = Pick<Config, 'PAYMENT_GATEWAY' | 'STRIPE_SECRET_KEY'>;

/** Stripe keeps test-mode objects under `/test/`; a test key (`sk_test_…`, `rk_test_…`) made them. */
const isStripeTestKey = (key: string | undefined) => key === undefined || /^[sr]k_test_/.test(key);

/**
 * Where staff open the customer at the payment provider. Stripe: the dashboard's customer page, in
 * the mode of the configured key. The sandbox: its own staff page of the customer, a path of the
 * portal beside the user's page (`/admin/users/{id}/sandbox-customer`).
 */
export function providerCustomerOf(
  config: GatewayConfig,
  user: { id: number; customerId: string | null },
): ProviderCustomer {
  const gateway = config.PAYMENT_GATEWAY;
  const { customerId } = user;
  if (customerId === null) return { gateway, customer_id: null, dashboard_url: null };
  if (gateway === 'sandbox') {
    return { gateway, customer_id: customerId, dashboard_url: `/admin/users/${user.id}/sandbox-customer` };
  }
  const mode = isStripeTestKey(config.STRIPE_SECRET_KEY) ? 'test/' : '';
  return {
    gateway,
    customer_id: customerId,
    dashboard_url: `https://dashboard.stripe.com/${mode}customers/${encodeURIComponent(customerId)}`,
  };
}
