import type { AppDeps } from '../../platform/app-deps';

/**
 * Detaches a method we no longer keep at the gateway. Best effort: our records already say it is
 * gone, and a method left attached there is never charged, since charges use our default.
 */
export async function detachQuietly(
  deps: Pick<AppDeps, 'gateway' | 'log'>,
  gatewayMethodId: string,
): Promise<void> {
  await deps.gateway.detachPaymentMethod(gatewayMethodId).catch((error: unknown) => {
    deps.log.warn({ err: error, gatewayMethodId }, 'could not detach a payment method at the gateway');
  });
}
