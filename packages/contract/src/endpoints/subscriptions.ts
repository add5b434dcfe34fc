// Spec §7 `/v1/subscription/*`. Money-moving calls honour an `Idempotency-Key` header.
import { defineEndpoint } from '../endpoint';
import {
  purchaseQuoteRequestSchema,
  purchaseQuoteResponseSchema,
  quantityQuoteResponseSchema,
} from '../quotes';
import {
  cancelRequestSchema,
  pauseQuoteResponseSchema,
  pauseRequestSchema,
  retentionOfferResponseSchema,
  yearlyQuoteResponseSchema,
  yearlySwitchRequestSchema,
} from '../subscription-changes';
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
  summary: 'Cancel at the end of the period, with a reason and a comment (a paused one ends at once)',
  rule: 'viewSubscriptions',
  body: cancelRequestSchema,
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

export const pauseQuote = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/pause/quote',
  summary: 'What a pause of 1–3 months would do to the charges (moves no money)',
  rule: 'viewSubscriptions',
  body: pauseRequestSchema,
  response: pauseQuoteResponseSchema,
});

export const pause = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/pause',
  summary: 'Pause for 1–3 months from the end of the period: no renewal, module withdrawn meanwhile',
  rule: 'viewSubscriptions',
  body: pauseRequestSchema,
  response: subscriptionChangeResponseSchema,
});

export const endPause = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/pause/end',
  summary: 'Withdraw a planned pause, or resume a paused subscription now (renewed and charged at once)',
  rule: 'viewSubscriptions',
  body: subscriptionRefSchema,
  response: subscriptionChangeResponseSchema,
});

export const retentionOffer = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/retention-offer',
  summary: 'The offer the cancel dialog makes once, with the next renewal quoted (moves no money)',
  rule: 'viewSubscriptions',
  body: subscriptionRefSchema,
  response: retentionOfferResponseSchema,
});

export const acceptRetentionOffer = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/retention-offer/accept',
  summary: 'Accept the retention offer: its coupon discounts the renewals from the next one',
  rule: 'viewSubscriptions',
  body: subscriptionRefSchema,
  response: subscriptionChangeResponseSchema,
});

export const yearlyQuote = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/yearly/quote',
  summary: 'What switching a monthly subscription to yearly billing would charge (moves no money)',
  rule: 'viewSubscriptions',
  body: yearlySwitchRequestSchema,
  response: yearlyQuoteResponseSchema,
});

export const switchToYearly = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/yearly',
  summary:
    'Switch to yearly billing at the next renewal, or now with the unused month credited (honours `Idempotency-Key`)',
  rule: 'viewSubscriptions',
  body: yearlySwitchRequestSchema,
  response: subscriptionChangeResponseSchema,
});

export const withdrawYearly = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/yearly/withdraw',
  summary: 'Keep monthly billing: withdraw a switch planned for the next renewal',
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
