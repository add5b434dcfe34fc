import type { PaymentIntent, Stripe } from '@stripe/stripe-js';
import { i18n } from '../../i18n/i18n';
import {
  type ConfirmCardPaymentResult,
  type PaymentInputHandle,
  PaymentsError,
  type PaymentsModule,
} from '../payments';
import { fromStripeError } from './stripe-errors';
import { isStripeCardHandle, isStripeIbanHandle } from './stripe-handles';
import { createStripeInput } from './stripe-input';

function wrongHandle(handle: PaymentInputHandle): never {
  console.error('Stripe got an input handle it did not hand out', handle);
  throw new PaymentsError('unexpected', i18n.t('payments.errors.unexpected'));
}

const threeDSecureFailed = () => i18n.t('payments.errors.threeDSecureFailed');

function outcomeOf(intent: PaymentIntent): ConfirmCardPaymentResult {
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return { status: intent.status, error: null };
  }
  // Back to requires_payment_method (or still requiring action): the check was not passed.
  return { status: 'failed', error: intent.last_payment_error?.message || threeDSecureFailed() };
}

/** The same interface on Stripe.js with Elements: Stripe's inputs, Stripe's 3-D Secure modal. */
export function createStripePayments(stripe: Stripe): PaymentsModule {
  return {
    gateway: 'stripe',
    CardInput: createStripeInput(stripe, 'card'),
    IbanInput: createStripeInput(stripe, 'iban'),

    async createCardMethod(handle, billing) {
      if (!isStripeCardHandle(handle)) wrongHandle(handle);
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card: handle.element,
        billing_details: { name: billing.name },
      });
      if (result.error) throw fromStripeError(result.error);
      return { paymentMethodId: result.paymentMethod.id };
    },

    async confirmSepaSetup(handle, input) {
      if (!isStripeIbanHandle(handle)) wrongHandle(handle);
      const result = await stripe.confirmSepaDebitSetup(input.clientSecret, {
        payment_method: {
          sepa_debit: handle.element,
          // Stripe requires both for a SEPA mandate.
          billing_details: { name: input.name, email: input.email ?? '' },
        },
      });
      if (result.error) throw fromStripeError(result.error);
      const method = result.setupIntent.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (!paymentMethodId) throw fromStripeError({ type: 'api_error' });
      return { paymentMethodId };
    },

    async confirmCardPayment(input) {
      const result = await stripe.confirmCardPayment(input.clientSecret, {
        payment_method: input.paymentMethodId,
      });
      if (result.error) {
        const { error } = result;
        if (error.code === 'payment_intent_authentication_failure') {
          return { status: 'failed', error: threeDSecureFailed() };
        }
        if (error.type === 'card_error') {
          return { status: 'failed', error: error.message || threeDSecureFailed() };
        }
        throw fromStripeError(error);
      }
      return outcomeOf(result.paymentIntent);
    },
  };
}
