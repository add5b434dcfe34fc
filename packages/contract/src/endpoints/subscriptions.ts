// Spec §7 `/v1/subscription/*`. Money-moving calls honour an `Idempotency-Key` header.
import { defineEndpoint } from '../endpoint';
import {
  purchaseQuoteRequestSchema,
  purchaseQuoteResponseSchema,
  quantityQuoteResponseSchema,
} from '../quotes';
import {
  completeResponseSchema,
  quantityRequestSchema,
  subscriptionChangeResponseSchema,
  subscriptionListSchema,
  subscriptionRefSchema,
  timeTravelRequestSchema,
  timeTravelResponseSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
  usageAcceptedSchema,
  usageReportSchema,
} from '../subscriptions';

export const list = defineEndpoint({
  method: 'GET',
  path: '/v1/subscription/all',
  summary: 'The account’s live subscriptions',
  rule: 'viewSubscriptions',
  response: subscriptionListSchema,
});

export const upgrade = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/upgrade',
  summary: 'Buy a plan or move to another (honours `Idempotency-Key`)',
  rule: 'viewModuleStore',
  body: upgradeRequestSchema,
  response: upgradeResponseSchema,
});

export const upgradeQuote = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/upgrade/quote',
  summary: 'What buying a plan would charge now: net, discount, credit, tax, gross (moves no money)',
  rule: 'viewModuleStore',
  body: purchaseQuoteRequestSchema,
  response: purchaseQuoteResponseSchema,
});

export const complete = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/complete',
  summary: 'Finish a purchase after 3-D Secure (honours `Idempotency-Key`)',
  rule: 'viewSubscriptions',
  body: subscriptionRefSchema,
  response: completeResponseSchema,
});

export const quantity = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/quantity',
  summary: 'Change the number of licences; more are charged prorated at once (honours `Idempotency-Key`)',
  rule: 'viewSubscriptions',
  body: quantityRequestSchema,
  response: subscriptionChangeResponseSchema,
});

export const quantityQuote = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/quantity/quote',
  summary: 'What more licences would charge now, and the new cost per interval (moves no money)',
  rule: 'viewSubscriptions',
  body: quantityRequestSchema,
  response: quantityQuoteResponseSchema,
});

export const cancel = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/cancel',
  summary: 'Cancel at the end of the period',
  rule: 'viewSubscriptions',
  body: subscriptionRefSchema,
  response: subscriptionChangeResponseSchema,
});

export const resume = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/resume',
  summary: 'Take back a cancellation before the period ends',
  rule: 'viewSubscriptions',
  body: subscriptionRefSchema,
  response: subscriptionChangeResponseSchema,
});

export const timeTravel = defineEndpoint({
  method: 'POST',
  path: '/v1/sandbox/clock',
  summary: 'Sandbox: move an account’s clock forward and run the billing cycle',
  rule: 'editUsers',
  body: timeTravelRequestSchema,
  response: timeTravelResponseSchema,
});

export const reportUsage = defineEndpoint({
  method: 'POST',
  path: '/v1/internal/usage',
  summary: 'The Tools app reports usage (service token as Bearer)',
  public: true,
  body: usageReportSchema,
  response: usageAcceptedSchema,
});
