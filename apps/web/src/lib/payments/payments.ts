import type { ComponentType } from 'react';

/**
 * The browser side of payments (spec §7 "The card payment provider's browser script"): card and
 * IBAN inputs and the confirmation of a card payment with 3-D Secure. Two implementations behind
 * this one interface: the sandbox (the portal's own inputs and challenge page) and Stripe.js with
 * Elements when `GET /v1/config` names Stripe. Screens never know which one they talk to.
 */

/**
 * What an input reports as the customer types: complete, empty, or its own error sentence. The
 * inputs show their errors themselves (a card element draws in Stripe's frame); screens use the
 * state to enable their submit button.
 */
export interface PaymentInputState {
  complete: boolean;
  empty: boolean;
  /** Already translated; null while there is nothing to say. */
  error: string | null;
}

/** Opaque: what an input gives back so its value can be turned into a payment method. */
export interface PaymentInputHandle {
  readonly kind: 'card' | 'iban';
}

export interface PaymentInputProps {
  onChange: (state: PaymentInputState) => void;
  /** Receives the handle once the input is ready (null when it unmounts). */
  onReady: (handle: PaymentInputHandle | null) => void;
  disabled?: boolean;
  /** Accessible label of the input group. */
  label: string;
}

export interface ConfirmCardPaymentResult {
  status: 'succeeded' | 'processing' | 'failed';
  /** Translated reason when it failed (e.g. the 3-D Secure check was not passed). */
  error: string | null;
}

export interface PaymentsModule {
  readonly gateway: 'sandbox' | 'stripe';
  /** Card number, expiry and CVC. */
  CardInput: ComponentType<PaymentInputProps>;
  /** IBAN, limited to SEPA countries. */
  IbanInput: ComponentType<PaymentInputProps>;
  /** Turns a complete card input into a payment method id to send to the API. */
  createCardMethod(
    handle: PaymentInputHandle,
    billing: { name: string },
  ): Promise<{ paymentMethodId: string }>;
  /** Confirms a SEPA setup intent (from `POST /v1/account/billing/sepa-setup`) with the IBAN input. */
  confirmSepaSetup(
    handle: PaymentInputHandle,
    input: { setupIntentId: string; clientSecret: string; name: string; email?: string },
  ): Promise<{ paymentMethodId: string }>;
  /**
   * Confirms a card payment that needs the customer (3-D Secure): shows the challenge in a modal
   * frame and resolves with the outcome once the customer has answered it. An intent that needs no
   * action resolves at once; closing the challenge counts as a failed check.
   */
  confirmCardPayment(input: {
    clientSecret: string;
    paymentMethodId: string;
  }): Promise<ConfirmCardPaymentResult>;
}

/**
 * Why `createCardMethod`, `confirmSepaSetup` or `confirmCardPayment` rejected; `message` is already
 * translated and fit for a snackbar. `invalid_input`: the card or IBAN was refused (its field's
 * sentence); `declined`: the bank said no; `unavailable`: the payment provider is down (spec §8);
 * `unexpected`: anything else (the generic sentence). A failure the app already reacted to (an
 * ended session, decision 0032) rejects as it is, so screens do not report it again.
 */
export class PaymentsError extends Error {
  constructor(
    readonly code: 'invalid_input' | 'declined' | 'unavailable' | 'unexpected',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentsError';
  }
}

export function isPaymentsError(error: unknown): error is PaymentsError {
  return error instanceof PaymentsError;
}
