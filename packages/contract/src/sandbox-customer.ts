// The sandbox gateway's staff page of one customer (decision 0060, addendum): what Stripe's dashboard
// shows staff of a customer there, for the gateway that runs without an outside account.
import { z } from 'zod';
import { stringId } from './ids';
import { SANDBOX_INTENT_STATUSES } from './sandbox';

/** The newest payments the page lists. */
export const SANDBOX_CUSTOMER_PAYMENTS = 50;

/** What a test card or IBAN does when charged (decision 0015). */
export const SANDBOX_BEHAVIOURS = [
  'succeed',
  'always_authenticate',
  'authenticate_once',
  'insufficient_funds',
  'card_declined',
  'sepa_succeed',
  'sepa_fail',
  // Settles, then the debtor's bank returns it (decision 0083).
  'sepa_return',
] as const;
export type SandboxBehaviour = (typeof SANDBOX_BEHAVIOURS)[number];

/** `GET /v1/sandbox/customers/:id` */
export const sandboxCustomerParamsSchema = z.object({ id: stringId() });

export const sandboxCustomerMethodSchema = z.object({
  id: z.string(),
  type: z.enum(['card', 'sepa_debit']),
  brand: z.string().nullable(),
  last4: z.string(),
  exp_month: z.number().nullable(),
  exp_year: z.number().nullable(),
  /** SEPA: the bank's code and the IBAN's country. */
  bank_code: z.string().nullable(),
  country: z.string().nullable(),
  holder_name: z.string().nullable(),
  mandate_reference: z.string().nullable(),
  behaviour: z.enum(SANDBOX_BEHAVIOURS),
  created_at: z.string(),
});
export type SandboxCustomerMethod = z.infer<typeof sandboxCustomerMethodSchema>;

export const sandboxCustomerPaymentSchema = z.object({
  id: z.string(),
  /** Minor units. */
  amount: z.number(),
  amount_refunded: z.number(),
  currency: z.enum(['eur', 'usd']),
  status: z.enum(SANDBOX_INTENT_STATUSES),
  failure_code: z.string().nullable(),
  /** Charged without the customer present (a renewal, a dunning retry). */
  off_session: z.boolean(),
  description: z.string(),
  payment_method_id: z.string(),
  /** card or sepa_debit: staff may return only a settled SEPA debit (decision 0083). */
  method_type: z.enum(['card', 'sepa_debit']).nullable(),
  /** A settled SEPA debit the bank sent back: when, and the reason code. */
  returned_at: z.string().nullable(),
  return_reason: z.string().nullable(),
  created_at: z.string(),
});
export type SandboxCustomerPayment = z.infer<typeof sandboxCustomerPaymentSchema>;

export const sandboxCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The portal account the customer was made for. */
  account_id: z.number(),
  created_at: z.string(),
  /** Methods attached to the customer now, newest first. */
  payment_methods: z.array(sandboxCustomerMethodSchema),
  /** The newest `SANDBOX_CUSTOMER_PAYMENTS` payment intents, newest first. */
  payments: z.array(sandboxCustomerPaymentSchema),
});
export type SandboxCustomer = z.infer<typeof sandboxCustomerSchema>;
