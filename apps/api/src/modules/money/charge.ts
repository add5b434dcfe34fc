import { CURRENCY_CODES } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { PaymentMethodRow } from '../payments/index';
import { viaGateway } from '../payments/index';

export interface ChargeInput {
  customerId: string;
  method: PaymentMethodRow;
  amount: number;
  currencyId: number;
  /** Renewals and dunning run without the customer: 3-D Secure cannot be passed then. */
  offSession: boolean;
  /** Our charge record's id: the same key never charges twice (DESIGN.md §4). */
  idempotencyKey: string;
  description: string;
  /** Names our records at the gateway (subscription, invoice), beside the charge itself. */
  metadata?: Record<string, string>;
}

/**
 * One payment attempt at the gateway. Declines come back as a failed intent; an unreachable gateway
 * answers 503 gateway_unavailable. Never call it inside a database transaction.
 */
export function charge(deps: Pick<AppDeps, 'gateway'>, input: ChargeInput): Promise<GatewayPaymentIntent> {
  return viaGateway(() =>
    deps.gateway.createPaymentIntent({
      customerId: input.customerId,
      paymentMethodId: input.method.gatewayId,
      amount: input.amount,
      currency: CURRENCY_CODES[input.currencyId === 2 ? 2 : 1],
      offSession: input.offSession,
      idempotencyKey: input.idempotencyKey,
      description: input.description,
      metadata: input.metadata,
    }),
  );
}
