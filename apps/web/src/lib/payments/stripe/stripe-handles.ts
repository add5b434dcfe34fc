import type { StripeCardElement, StripeIbanElement } from '@stripe/stripe-js';
import type { PaymentInputHandle } from '../payments';

export interface StripeCardHandle extends PaymentInputHandle {
  readonly kind: 'card';
  readonly gateway: 'stripe';
  readonly element: StripeCardElement;
}

export interface StripeIbanHandle extends PaymentInputHandle {
  readonly kind: 'iban';
  readonly gateway: 'stripe';
  readonly element: StripeIbanElement;
}

const fromStripe = (handle: PaymentInputHandle) => 'gateway' in handle && handle.gateway === 'stripe';

export const isStripeCardHandle = (handle: PaymentInputHandle): handle is StripeCardHandle =>
  handle.kind === 'card' && fromStripe(handle);

export const isStripeIbanHandle = (handle: PaymentInputHandle): handle is StripeIbanHandle =>
  handle.kind === 'iban' && fromStripe(handle);
