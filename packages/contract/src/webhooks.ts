import { z } from 'zod';

/**
 * `POST /v1/webhooks/stripe` (public, authenticated by Stripe's signature): the answer once the
 * event is stored; processing happens later in a job.
 */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
export type WebhookReceived = z.infer<typeof webhookReceivedSchema>;
