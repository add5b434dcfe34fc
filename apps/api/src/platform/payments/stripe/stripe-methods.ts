import type Stripe from 'stripe';
import {
  type GatewayCallOptions,
  GatewayDeclinedError,
  type GatewayPaymentMethod,
  type GatewaySetupIntent,
  type PaymentMethodType,
} from '../gateway';
import { idOf, requestOptions, toGatewayMethod } from './stripe-objects';

export async function createCustomer(
  stripe: Stripe,
  input: { email: string; name: string; accountId: number },
): Promise<{ id: string }> {
  const customer = await stripe.customers.create({
    email: input.email,
    name: input.name,
    metadata: { accountId: String(input.accountId) },
  });
  return { id: customer.id };
}

/** Stripe.js confirms it in the browser with the IBAN (mandate) or the card; usable off session. */
export async function createSetupIntent(
  stripe: Stripe,
  input: { customerId: string; type: PaymentMethodType },
): Promise<GatewaySetupIntent> {
  const setup = await stripe.setupIntents.create({
    customer: input.customerId,
    allowed_payment_method_types: [input.type],
    usage: 'off_session',
  });
  return { id: setup.id, clientSecret: setup.client_secret ?? '' };
}

/** The mandate a SEPA method was set up with: reference and acceptance time to keep and show. */
async function findMandate(stripe: Stripe, customerId: string, paymentMethodId: string) {
  const setups = await stripe.setupIntents.list({
    customer: customerId,
    payment_method: paymentMethodId,
    expand: ['data.mandate'],
    limit: 10,
  });
  for (const setup of setups.data) {
    if (setup.status === 'succeeded' && setup.mandate !== null && typeof setup.mandate === 'object') {
      return setup.mandate;
    }
  }
  return null;
}

/**
 * As in the sandbox: attaching twice to the same customer is a no-op (a confirmed SEPA setup has
 * attached it already), a method of another customer is refused.
 */
export async function attachPaymentMethod(
  stripe: Stripe,
  input: { customerId: string; paymentMethodId: string },
): Promise<GatewayPaymentMethod> {
  let method = await stripe.paymentMethods.retrieve(input.paymentMethodId);
  const owner = idOf(method.customer);
  if (owner !== null && owner !== input.customerId) {
    throw new GatewayDeclinedError('payment_method_attached_elsewhere');
  }
  if (owner === null) {
    method = await stripe.paymentMethods.attach(input.paymentMethodId, { customer: input.customerId });
  }
  const mandate =
    method.type === 'sepa_debit' ? await findMandate(stripe, input.customerId, input.paymentMethodId) : null;
  return toGatewayMethod(method, mandate);
}

/** Stripe refuses to detach twice; the payments module takes that refusal as "already gone". */
export async function detachPaymentMethod(
  stripe: Stripe,
  paymentMethodId: string,
  options: GatewayCallOptions = {},
): Promise<void> {
  await stripe.paymentMethods.detach(paymentMethodId, {}, requestOptions(options));
}
