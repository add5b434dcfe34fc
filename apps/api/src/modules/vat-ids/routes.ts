import { vatIdEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { keyedRateLimit, rateLimitOf } from '../../platform/rate-limits';
import { contextOf } from '../../platform/request-context';
import { isSandboxVatRegistry } from '../../platform/vat-registry/sandbox-vat-registry';
import { checkVatIdAgain } from './check-vat-id-again';

const CHECKED_MESSAGES = {
  verified: 'vatIds.checked.verified',
  pending: 'vatIds.checked.pending',
  invalid: 'vatIds.checked.invalid',
  unavailable: 'vatIds.checked.unavailable',
} as const;

/** The customer's "Check again", and the stand-in registry's availability switch (decision 0080). */
export function vatIdRoutes(app: FastifyInstance): void {
  const { deps } = app;
  // Each check is a question to the registry (VIES limits its callers): counted per account.
  const limitChecksPerAccount = keyedRateLimit(
    app,
    rateLimitOf(deps.config, 'vatIdCheck'),
    (request) => `vat-id-check:${principalOf(request).accountId}`,
  );

  routeEndpoint(app, endpoints.checkVatId, async (request) => {
    await limitChecksPerAccount(request);
    const data = await checkVatIdAgain(deps, contextOf(request));
    return { message: t(request.language, CHECKED_MESSAGES[data.status], { vatId: data.vatid }), data };
  });

  // The stand-in's "registry down" switch, as the sandbox gateway's; only while it is the registry.
  const registry = deps.vatRegistry;
  if (isSandboxVatRegistry(registry)) {
    routeEndpoint(app, endpoints.vatRegistryAvailability, async (request) => {
      registry.setAvailable(request.body.available);
      return { available: registry.isAvailable() };
    });
  }
}
