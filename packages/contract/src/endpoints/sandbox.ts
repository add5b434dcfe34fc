// The browser side of the sandbox gateway (what Stripe.js does against Stripe), served only when the
// sandbox is the gateway. Public like Stripe's publishable-key calls; an object is reachable only with
// its client secret.
import {
  sandboxDebitReturnParamsSchema,
  sandboxDebitReturnResponseSchema,
  sandboxDebitReturnSchema,
} from '../debit-returns';
import { defineEndpoint } from '../endpoint';
import {
  sandboxAvailabilitySchema,
  sandboxCardSchema,
  sandboxChallengeParamsSchema,
  sandboxChallengeQuerySchema,
  sandboxChallengeSchema,
  sandboxClientSecretQuerySchema,
  sandboxConfirmSetupSchema,
  sandboxCreatePaymentMethodSchema,
  sandboxIntentParamsSchema,
  sandboxPaymentIntentSchema,
  sandboxSetupIntentSchema,
} from '../sandbox';
import { sandboxCustomerParamsSchema, sandboxCustomerSchema } from '../sandbox-customer';

export const createPaymentMethod = defineEndpoint({
  method: 'POST',
  path: '/v1/sandbox/payment-methods',
  summary: 'Sandbox: tokenise a test card',
  public: true,
  body: sandboxCreatePaymentMethodSchema,
  response: sandboxCardSchema,
});

export const confirmSetup = defineEndpoint({
  method: 'POST',
  path: '/v1/sandbox/setup-intents/:id/confirm',
  summary: 'Sandbox: confirm a SEPA mandate',
  public: true,
  params: sandboxIntentParamsSchema,
  body: sandboxConfirmSetupSchema,
  response: sandboxSetupIntentSchema,
});

export const paymentIntent = defineEndpoint({
  method: 'GET',
  path: '/v1/sandbox/payment-intents/:id',
  summary: 'Sandbox: a payment intent, with its client secret',
  public: true,
  params: sandboxIntentParamsSchema,
  query: sandboxClientSecretQuerySchema,
  response: sandboxPaymentIntentSchema,
});

export const challengePage = defineEndpoint({
  method: 'GET',
  path: '/v1/sandbox/challenge/:intentId',
  summary: 'Sandbox: the issuer’s 3-D Secure page (HTML), shown in an iframe',
  public: true,
  params: sandboxChallengeParamsSchema,
  query: sandboxChallengeQuerySchema,
  response: null,
});

export const answerChallenge = defineEndpoint({
  method: 'POST',
  path: '/v1/sandbox/payment-intents/:id/challenge',
  summary: 'Sandbox: the answer of the 3-D Secure page',
  public: true,
  params: sandboxIntentParamsSchema,
  body: sandboxChallengeSchema,
  response: sandboxPaymentIntentSchema,
});

export const availability = defineEndpoint({
  method: 'PUT',
  path: '/v1/sandbox/availability',
  summary: 'Administrator: make the sandbox gateway answer as unavailable (or available again)',
  rule: 'administerPlatform',
  body: sandboxAvailabilitySchema,
  response: sandboxAvailabilitySchema,
});

export const customer = defineEndpoint({
  method: 'GET',
  path: '/v1/sandbox/customers/:id',
  summary: 'Staff: a sandbox customer with its payment methods and newest payments',
  rule: 'editUsers',
  params: sandboxCustomerParamsSchema,
  response: sandboxCustomerSchema,
});

export const returnDebit = defineEndpoint({
  method: 'POST',
  path: '/v1/sandbox/customers/:id/payments/:paymentId/return',
  summary: 'Administrator: the bank returns a settled SEPA debit of a sandbox customer (sandbox only)',
  rule: 'administerPlatform',
  params: sandboxDebitReturnParamsSchema,
  body: sandboxDebitReturnSchema,
  response: sandboxDebitReturnResponseSchema,
});
