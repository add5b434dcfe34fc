import { sandboxEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { rateLimitOf } from '../../platform/rate-limits';
import { challengeRoutes } from './challenge-routes';
import { returnDebitRoute } from './return-debit-route';
import { answering, intentView } from './sandbox-answers';
import { sandboxCustomerView } from './sandbox-customer-view';
import type { SandboxGateway } from './sandbox-gateway';

/**
 * The browser side of the sandbox (what Stripe.js does against Stripe). Public like Stripe's
 * publishable-key calls; an object is reachable only with its client secret. Beside it, staff's
 * read of a customer, as Stripe's dashboard.
 */
export function sandboxRoutes(app: FastifyInstance, sandbox: SandboxGateway): void {
  const limited = { rateLimit: rateLimitOf(app.deps.config, 'sandbox') };
  const { browser } = sandbox;
  challengeRoutes(app, sandbox);

  routeEndpoint(
    app,
    endpoints.createPaymentMethod,
    async (request) => {
      const { card, billing_details } = request.body;
      const created = await answering(request.language, () =>
        browser.createCardMethod(card, billing_details?.name || null),
      );
      return {
        id: created.id,
        type: 'card' as const,
        card: {
          brand: created.brand,
          last4: created.last4,
          exp_month: created.expMonth,
          exp_year: created.expYear,
        },
      };
    },
    limited,
  );

  routeEndpoint(
    app,
    endpoints.confirmSetup,
    async (request) => {
      const { client_secret, iban, name } = request.body;
      const confirmed = await answering(request.language, () =>
        browser.confirmSepaSetup({
          setupIntentId: request.params.id,
          clientSecret: client_secret,
          iban,
          name,
        }),
      );
      return { id: confirmed.id, status: 'succeeded' as const, payment_method: confirmed.paymentMethodId };
    },
    limited,
  );

  routeEndpoint(
    app,
    endpoints.paymentIntent,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params;
      const intent = await answering(request.language, () =>
        browser.intentForClient(id, request.query.client_secret),
      );
      return intentView(id, intent, request.language);
    },
    limited,
  );

  // Staff's page of a customer (rule editUsers), where the user detail's provider link leads.
  routeEndpoint(app, endpoints.customer, (request) =>
    sandboxCustomerView(app.deps.database.db, request.params.id),
  );

  returnDebitRoute(app, sandbox);

  routeEndpoint(app, endpoints.availability, async (request) => {
    sandbox.setAvailable(request.body.available);
    return { available: sandbox.isAvailable() };
  });
}
