import { webhookEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { receiveStripeEvent } from './receive-stripe-event';

/**
 * Gateway webhooks. Public: Stripe proves itself by the signature, which is computed over the exact
 * bytes sent, so this scope (and only it) keeps JSON bodies as raw Buffers. Stripe sends no cookies,
 * so the CSRF check (which only guards cookie sessions) lets it through unchanged.
 */
export function webhooksRoutes(app: FastifyInstance): void {
  const { deps } = app;
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    routeEndpoint(scope, webhookEndpoints.stripe, async (request) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      await receiveStripeEvent(deps, payload, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    });
  });
}
