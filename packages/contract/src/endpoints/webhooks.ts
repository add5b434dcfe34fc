// Gateway webhooks: public, proven by the gateway's signature over the raw body.
import { defineEndpoint } from '../endpoint';
import { webhookReceivedSchema } from '../webhooks';

export const stripe = defineEndpoint({
  method: 'POST',
  path: '/v1/webhooks/stripe',
  summary: 'Stripe events, checked by their `Stripe-Signature`',
  public: true,
  response: webhookReceivedSchema,
});
