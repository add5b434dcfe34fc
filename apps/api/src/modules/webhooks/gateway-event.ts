import { z } from 'zod';
import type { GatewayDebitReturn } from '../../platform/payments/gateway';
import { debitReturnOfDispute } from '../../platform/payments/stripe/stripe-disputes';

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

/** A SEPA debit returned after it succeeded comes as a dispute of its charge (decision 0083). */
export const DEBIT_RETURN_EVENT_TYPE = 'charge.dispute.created';

/** The return a dispute event reports, or null for another event (or a malformed one). */
export function debitReturnOf(type: string, payload: unknown): GatewayDebitReturn | null {
  if (type !== DEBIT_RETURN_EVENT_TYPE) return null;
  const parsed = gatewayEventSchema.safeParse(payload);
  if (!parsed.success) return null;
  const dispute = disputeSchema.safeParse(parsed.data.data.object);
  return dispute.success ? debitReturnOfDispute(dispute.data) : null;
}

const disputeSchema = z.object({
  payment_intent: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  network_reason_code: z.string().nullable().optional(),
  created: z.number().int().nonnegative(),
});

/** The intent an event is about, or null when it is about something else (or malformed). */
export function intentIdOf(type: string, payload: unknown): string | null {
  if (!INTENT_EVENT_TYPES.has(type)) return null;
  const parsed = gatewayEventSchema.safeParse(payload);
  return parsed.success ? (parsed.data.data.object.id ?? null) : null;
}
