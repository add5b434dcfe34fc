import { eq } from 'drizzle-orm';
import { gatewayEvents } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { verifyStripeEvent, WebhookSignatureError } from '../../platform/payments/stripe/stripe-webhook';
import { gatewayEventSchema } from './gateway-event';
import { GATEWAY_EVENT_JOB } from './process-gateway-event';

const signatureInvalid = () => new AppError(400, 'webhook_signature_invalid', 'webhooks.signatureInvalid');

/**
 * `POST /v1/webhooks/stripe`: verifies the signature over the raw body, stores the event in the
 * inbox and enqueues its processing in the same transaction, then answers at once. A redelivered
 * event is stored once (its id is the key); it is enqueued again only while still unprocessed, and
 * the job processes it once whatever it is given.
 */
export async function receiveStripeEvent(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'jobs'>,
  payload: Buffer,
  signature: string | undefined,
): Promise<void> {
  let verified: unknown;
  try {
    verified = verifyStripeEvent(payload, signature, deps.config.STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw signatureInvalid();
    throw error;
  }
  const parsed = gatewayEventSchema.safeParse(verified);
  if (!parsed.success) throw signatureInvalid();
  const event = parsed.data;

  await deps.database.db.transaction(async (tx) => {
    const stored = await tx
      .insert(gatewayEvents)
      .values({
        id: event.id,
        type: event.type,
        payload: verified,
        occurredAt: new Date(event.created * 1000),
        receivedAt: deps.clock.now(),
      })
      .onConflictDoNothing({ target: gatewayEvents.id })
      .returning({ id: gatewayEvents.id });
    if (stored.length === 0) {
      const [known] = await tx
        .select({ processedAt: gatewayEvents.processedAt })
        .from(gatewayEvents)
        .where(eq(gatewayEvents.id, event.id));
      if (known?.processedAt) return;
    }
    // One waiting job per event (the queue is stately): a redelivery while it waits adds nothing.
    await deps.jobs.send(tx, GATEWAY_EVENT_JOB, { eventId: event.id }, { singletonKey: event.id });
  });
}
