/**
 * A payment gateway only moves money (DESIGN.md §1): customers, payment methods, setup intents for
 * SEPA mandates, payment intents (which may need 3-D Secure) and refunds. Subscriptions, invoices
 * and credit notes live in our database. Two implementations: `sandbox` (default) and `stripe`.
 */

export type Currency = 'eur' | 'usd';
export type PaymentMethodType = 'card' | 'sepa_debit';

export interface GatewayPaymentMethod {
  /** The gateway's id of the method (pm_…). */
  id: string;
  type: PaymentMethodType;
  /** Card brand (visa, mastercard, …); null for SEPA. */
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  /** SEPA: bank code and the IBAN's country. */
  bankCode: string | null;
  country: string | null;
  holderName: string | null;
  mandateReference: string | null;
  mandateAcceptedAt: Date | null;
}

/**
 * requires_action: the customer must pass 3-D Secure in the browser (clientSecret);
 * processing: a SEPA debit waits for settlement; succeeded and failed are final.
 */
export type PaymentIntentStatus = 'requires_action' | 'processing' | 'succeeded' | 'failed';

export interface GatewayPaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  clientSecret: string;
  amount: number;
  currency: Currency;
  paymentMethodId: string;
  /** Why it failed: card_declined, insufficient_funds, authentication_required, sepa_failed, … */
  failureCode: string | null;
}

export interface CreatePaymentIntentInput {
  customerId: string;
  paymentMethodId: string;
  /** Minor units, > 0. */
  amount: number;
  currency: Currency;
  /** A renewal charged without the customer present: 3-D Secure cannot be passed then. */
  offSession: boolean;
  /**
   * The same key never charges twice, however often it is sent. It is the id of our charge record
   * (`charges`), and also travels as metadata `portal_charge` so `findPaymentIntent` finds it again.
   */
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
}

export interface GatewaySetupIntent {
  id: string;
  clientSecret: string;
}

export interface GatewayRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * A settled SEPA debit the debtor's bank sent back (within 8 weeks of the debit; spec §9): the
 * intent that took the money, when the gateway reported the return, and the bank's reason code
 * (ISO 20022: MD06 refund claim, AM04 insufficient funds, …). Stripe reports it as a dispute of the
 * charge (`charge.dispute.created`).
 */
export interface GatewayDebitReturn {
  paymentIntentId: string;
  returnedAt: Date;
  reason: string;
}

/**
 * Calls that move no money may still carry an idempotency key derived from our record (the account
 * deletion's `account-deletion-<user>-detach-<method>`), so a retried job is one request at the
 * gateway. The sandbox's calls are idempotent by their state and need none.
 */
export interface GatewayCallOptions {
  idempotencyKey?: string;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  createCustomer(input: { email: string; name: string; accountId: number }): Promise<{ id: string }>;
  /** A setup intent the browser confirms with the IBAN (SEPA mandate) or the card. */
  createSetupIntent(input: { customerId: string; type: PaymentMethodType }): Promise<GatewaySetupIntent>;
  /** Attaches a method the browser created to the customer and returns its details. */
  attachPaymentMethod(input: { customerId: string; paymentMethodId: string }): Promise<GatewayPaymentMethod>;
  detachPaymentMethod(paymentMethodId: string, options?: GatewayCallOptions): Promise<void>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<GatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent>;
  /**
   * The intent our charge record `reference` created (its idempotency key and metadata
   * `portal_charge`), or null when the gateway never saw that charge: how a charge whose answer was
   * lost in a crash is settled without charging again.
   */
  findPaymentIntent(reference: string): Promise<GatewayPaymentIntent | null>;
  /**
   * Ends an intent still waiting for the customer (3-D Secure), so it can no longer be paid: it comes
   * back failed with failureCode `canceled`. An intent that already ended is answered as it stands.
   */
  cancelPaymentIntent(id: string, options?: GatewayCallOptions): Promise<GatewayPaymentIntent>;
  refund(input: { paymentIntentId: string; amount: number; idempotencyKey: string }): Promise<GatewayRefund>;
  /**
   * Debits returned since `since` (oldest first), for the billing cycle to record; Stripe also
   * reports each by webhook. Recording is idempotent, so a return may be reported again.
   */
  debitReturns(since: Date): Promise<GatewayDebitReturn[]>;
}

/** The gateway cannot be reached or answers with a server error (spec §8 "payment service provider"). */
export class GatewayUnavailableError extends Error {
  constructor(
    message = 'payment gateway unavailable',
    /**
     * False when the request certainly never reached the gateway (nothing can have moved); true
     * when it may have (a timeout, a server error), so only the gateway's record can tell.
     */
    readonly mayHaveReached = true,
  ) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** The gateway refused a request because of the method itself (declined card, bad IBAN, …). */
export class GatewayDeclinedError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
    this.name = 'GatewayDeclinedError';
  }
}
