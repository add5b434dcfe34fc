import { AppError } from '../../platform/errors';
import { GatewayUnavailableError } from '../../platform/payments/gateway';

/** Spec §8 "payment service provider down": 503 `gateway_unavailable` with the provider sentence. */
export const gatewayUnavailable = (mayHaveReached = true) =>
  Object.assign(new AppError(503, 'gateway_unavailable', 'payments.gatewayUnavailable'), { mayHaveReached });

/**
 * Whether a failed gateway call may have moved money: only a declined answer or a request that
 * never reached the gateway is certain not to have.
 */
export function mayHaveMovedMoney(error: unknown): boolean {
  if (!(error instanceof AppError) || error.code !== 'gateway_unavailable') return false;
  return (error as { mayHaveReached?: boolean }).mayHaveReached !== false;
}

/**
 * Runs a gateway call and answers an unreachable gateway in the portal's error shape. Never call it
 * inside a database transaction: the sandbox uses the database itself (one session on PGlite).
 */
export async function viaGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw gatewayUnavailable(error.mayHaveReached);
    throw error;
  }
}
