import { z } from 'zod';

/** The part of a Stripe event we rely on; the rest is kept as it came in `gateway_events.payload`. */
export const gatewayEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(120),
  /** Unix seconds at Stripe. */
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.looseObject({ id: z.string().optional() }) }),
});
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;

/** Events about a payment intent: each makes us ask the gateway how the intent stands now. */
export const INTENT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
]);

/** The intent an event is about, or null when it is about something else (or malformed). */
export function intentIdOf(type: string, payload: unknown): string | null {
  if (!INTENT_EVENT_TYPES.has(type)) return null;
  const parsed = gatewayEventSchema.safeParse(payload);
  return parsed.success ? (parsed.data.data.object.id ?? null) : null;
}
