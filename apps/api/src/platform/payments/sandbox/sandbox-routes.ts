import {
  sandboxAvailabilitySchema,
  sandboxCardSchema,
  sandboxClientSecretQuerySchema,
  sandboxConfirmSetupSchema,
  sandboxCreatePaymentMethodSchema,
  sandboxIntentParamsSchema,
  sandboxPaymentIntentSchema,
  sandboxSetupIntentSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimitOf } from '../../rate-limits';
import { challengeRoutes } from './challenge-routes';
import { answering, intentView } from './sandbox-answers';
import type { SandboxGateway } from './sandbox-gateway';

/**
 * The browser side of the sandbox (what Stripe.js does against Stripe). Public like Stripe's
 * publishable-key calls; an object is reachable only with its client secret.
 */
export function sandboxRoutes(app: FastifyInstance, sandbox: SandboxGateway): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { browser } = sandbox;
  challengeRoutes(app, sandbox);

  routes.post(
    '/v1/sandbox/payment-methods',
    {
      config: { public: true, rateLimit: rateLimitOf(app.deps.config, 'sandbox') },
      schema: { body: sandboxCreatePaymentMethodSchema, response: { 200: sandboxCardSchema } },
    },
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
  );

  routes.post(
    '/v1/sandbox/setup-intents/:id/confirm',
    {
      config: { public: true, rateLimit: rateLimitOf(app.deps.config, 'sandbox') },
      schema: {
        params: sandboxIntentParamsSchema,
        body: sandboxConfirmSetupSchema,
        response: { 200: sandboxSetupIntentSchema },
      },
    },
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
  );

  routes.get(
    '/v1/sandbox/payment-intents/:id',
    {
      config: { public: true, rateLimit: rateLimitOf(app.deps.config, 'sandbox') },
      schema: {
        params: sandboxIntentParamsSchema,
        querystring: sandboxClientSecretQuerySchema,
        response: { 200: sandboxPaymentIntentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params;
      const intent = await answering(request.language, () =>
        browser.intentForClient(id, request.query.client_secret),
      );
      return intentView(id, intent, request.language);
    },
  );

  routes.put(
    '/v1/sandbox/availability',
    {
      config: { rule: 'isAdmin' },
      schema: { body: sandboxAvailabilitySchema, response: { 200: sandboxAvailabilitySchema } },
    },
    async (request) => {
      sandbox.setAvailable(request.body.available);
      return { available: sandbox.isAvailable() };
    },
  );
}
