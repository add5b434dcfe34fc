import { SANDBOX_BEHAVIOURS } from '@portal/contract/sandbox-customer';
import { z } from 'zod';

/**
 * What the sandbox keeps in `sandbox_objects.data`, one schema per kind. Read back through these
 * schemas, so a row written by an older version fails loudly instead of behaving oddly. Times are
 * epoch milliseconds of deps.clock.
 */
const customer = z.object({
  email: z.string(),
  name: z.string(),
  accountId: z.number(),
  created: z.number(),
});

const paymentMethod = z.object({
  type: z.enum(['card', 'sepa_debit']),
  /** The customer it is attached to; null before attaching and after detaching. */
  customerId: z.string().nullable(),
  detached: z.boolean(),
  brand: z.string().nullable(),
  last4: z.string(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
  bankCode: z.string().nullable(),
  country: z.string().nullable(),
  holderName: z.string().nullable(),
  mandateReference: z.string().nullable(),
  mandateAcceptedAt: z.number().nullable(),
  /** Card: see card-rules; SEPA: how its debits settle. Never the card number or the IBAN. */
  behaviour: z.enum(SANDBOX_BEHAVIOURS),
  /** A card that needs 3-D Secure once has passed it. */
  authenticated: z.boolean(),
  created: z.number(),
});

const setupIntent = z.object({
  customerId: z.string(),
  type: z.enum(['card', 'sepa_debit']),
  clientSecret: z.string(),
  status: z.enum(['requires_payment_method', 'succeeded']),
  paymentMethodId: z.string().nullable(),
  created: z.number(),
});

const paymentIntent = z.object({
  customerId: z.string(),
  paymentMethodId: z.string(),
  amount: z.number(),
  currency: z.enum(['eur', 'usd']),
  offSession: z.boolean(),
  status: z.enum(['requires_action', 'processing', 'succeeded', 'failed']),
  failureCode: z.string().nullable(),
  clientSecret: z.string(),
  description: z.string(),
  metadata: z.record(z.string(), z.string()),
  /** SEPA: when the debit settles, and how. */
  settlesAt: z.number().nullable(),
  settlement: z.enum(['succeed', 'fail']).nullable(),
  /**
   * A settled SEPA debit the bank returns: when it does (the returning IBAN; null: never), when it
   * did (staff's action or that time reached) and why. Rows written before returns existed read null.
   */
  returnsAt: z.number().nullable().default(null),
  returnedAt: z.number().nullable().default(null),
  returnReason: z.string().nullable().default(null),
  amountRefunded: z.number(),
  created: z.number(),
});

const refund = z.object({
  paymentIntentId: z.string(),
  amount: z.number(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  created: z.number(),
});

/** An idempotency key already used: which object it created and with what request. */
const idempotency = z.object({ objectId: z.string(), fingerprint: z.string() });

export const SANDBOX_KINDS = {
  customer,
  payment_method: paymentMethod,
  setup_intent: setupIntent,
  payment_intent: paymentIntent,
  refund,
  idempotency,
} as const;

export type SandboxKind = keyof typeof SANDBOX_KINDS;
export type SandboxData<K extends SandboxKind> = z.infer<(typeof SANDBOX_KINDS)[K]>;
export type SandboxPaymentMethod = SandboxData<'payment_method'>;
export type SandboxPaymentIntentData = SandboxData<'payment_intent'>;
