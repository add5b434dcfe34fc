import type { PublicConfig } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FALLBACK_CONFIG, publicConfigQueryOptions } from '../config/public-config';
import type { PaymentsModule } from './payments';

type GatewayConfig = Pick<PublicConfig, 'paymentGateway' | 'stripePublishableKey'>;

// One module per gateway (and key) for the life of the page: Stripe.js must be loaded only once.
const loaded = new Map<string, PaymentsModule>();
const loading = new Map<string, Promise<PaymentsModule>>();

const keyOf = (config: GatewayConfig) =>
  config.paymentGateway === 'stripe' ? `stripe:${config.stripePublishableKey ?? ''}` : 'sandbox';

/** Dynamic imports, so neither implementation weighs on pages that take no payment. */
function load(config: GatewayConfig): Promise<PaymentsModule> {
  if (config.paymentGateway === 'stripe') {
    const key = config.stripePublishableKey;
    if (!key) return Promise.reject(new Error('Stripe is configured without a publishable key'));
    return import('./stripe/load-stripe-payments').then((module) => module.loadStripePayments(key));
  }
  return import('./sandbox/sandbox-payments').then((module) => module.sandboxPayments);
}

export function loadPayments(config: GatewayConfig): Promise<PaymentsModule> {
  const key = keyOf(config);
  let pending = loading.get(key);
  if (!pending) {
    pending = load(config).then(
      (module) => {
        loaded.set(key, module);
        return module;
      },
      (error: unknown) => {
        // A failed download (flaky network) is tried again by the next screen that asks.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The payments module of the gateway the server names (`GET /v1/config`), or null while it loads.
 * Waits for the configuration itself: the fallback would pick the sandbox on a Stripe installation.
 */
export function usePayments(): PaymentsModule | null {
  const { data, isError } = useQuery(publicConfigQueryOptions());
  const config: GatewayConfig | null = data ?? (isError ? FALLBACK_CONFIG : null);
  const key = config ? keyOf(config) : null;
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (!config || !key || loaded.has(key)) return;
    let active = true;
    loadPayments(config).then(
      () => active && setVersion((version) => version + 1),
      (error: unknown) => console.error('Could not load the payments module', error),
    );
    return () => {
      active = false;
    };
  }, [config, key]);

  return key ? (loaded.get(key) ?? null) : null;
}
