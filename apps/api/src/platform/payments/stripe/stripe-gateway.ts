import type Stripe from 'stripe';
import type { PaymentGateway } from '../gateway';
import { createStripeClient, type StripeClientOptions } from './stripe-client';
import { debitReturns } from './stripe-disputes';
import { callStripe } from './stripe-errors';
import {
  attachPaymentMethod,
  createCustomer,
  createSetupIntent,
  detachPaymentMethod,
} from './stripe-methods';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  findPaymentIntent,
  retrievePaymentIntent,
} from './stripe-payment-intents';
import { refund } from './stripe-refunds';

export type StripeGatewayOptions = StripeClientOptions;

/**
 * `PAYMENT_GATEWAY=stripe`: the interface on the official SDK (docs/decisions/0018-stripe-gateway.md).
 * Every call throws only the interface's errors: GatewayUnavailableError when Stripe cannot answer,
 * GatewayDeclinedError when it refuses; a declined charge is a failed intent.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  const wrap =
    <A extends unknown[], R>(call: (client: Stripe, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      callStripe(() => call(stripe, ...args));

  return {
    name: 'stripe',
    createCustomer: wrap(createCustomer),
    createSetupIntent: wrap(createSetupIntent),
    attachPaymentMethod: wrap(attachPaymentMethod),
    detachPaymentMethod: wrap(detachPaymentMethod),
    createPaymentIntent: wrap(createPaymentIntent),
    retrievePaymentIntent: wrap(retrievePaymentIntent),
    findPaymentIntent: wrap(findPaymentIntent),
    cancelPaymentIntent: wrap(cancelPaymentIntent),
    refund: wrap(refund),
    debitReturns: wrap(debitReturns),
  };
}
