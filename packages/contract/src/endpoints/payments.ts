// Billing data and payment methods of the caller's account (spec §7 "/v1/account/billing/…").

import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  addPaymentMethodSchema,
  billingInformationSchema,
  defaultCardSchema,
  paymentMethodCreatedSchema,
  paymentMethodListSchema,
  paymentMethodParamsSchema,
  sepaSetupSchema,
  setDefaultPaymentMethodSchema,
} from '../payments';

export const updateBillingInformation = defineEndpoint({
  method: 'PUT',
  path: '/v1/account/billing/information',
  summary:
    'Save the billing data (address, VAT id, invoice language and e-mail, e-invoice data, purchase order)',
  rule: 'editBilling',
  body: billingInformationSchema,
  response: messageResponseSchema,
});

export const paymentMethods = defineEndpoint({
  method: 'GET',
  path: '/v1/account/billing/payment-methods',
  summary: 'The saved payment methods, the default first',
  rule: 'editBilling',
  response: paymentMethodListSchema,
});

export const addPaymentMethod = defineEndpoint({
  method: 'POST',
  path: '/v1/account/billing/payment-methods',
  summary: 'Save a payment method the gateway created in the browser',
  rule: 'editBilling',
  body: addPaymentMethodSchema,
  response: paymentMethodCreatedSchema,
});

export const setDefaultPaymentMethod = defineEndpoint({
  method: 'POST',
  path: '/v1/account/billing/payment-methods/default',
  summary: 'Make a saved payment method the default',
  rule: 'editBilling',
  body: setDefaultPaymentMethodSchema,
  response: messageResponseSchema,
});

export const removePaymentMethod = defineEndpoint({
  method: 'DELETE',
  path: '/v1/account/billing/payment-methods/:id',
  summary: 'Remove a saved payment method (never the last one of a subscribed account)',
  rule: 'editBilling',
  params: paymentMethodParamsSchema,
  response: messageResponseSchema,
});

export const sepaMandatePdf = defineEndpoint({
  method: 'GET',
  path: '/v1/account/billing/payment-methods/:id/mandate',
  summary: "A SEPA method's mandate as PDF, in the invoice language (409 for a card)",
  rule: 'editBilling',
  params: paymentMethodParamsSchema,
  response: null,
});

export const createSepaSetup = defineEndpoint({
  method: 'POST',
  path: '/v1/account/billing/sepa-setup',
  summary: 'Start saving a SEPA mandate: the setup intent the browser confirms',
  rule: 'editBilling',
  response: sepaSetupSchema,
});

export const defaultCard = defineEndpoint({
  method: 'GET',
  path: '/v1/account/card',
  summary: 'The gateway id of the default card, if the default method is a card',
  rule: 'payInvoices',
  response: defaultCardSchema,
});
