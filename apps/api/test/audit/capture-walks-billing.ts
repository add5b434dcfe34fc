import { INSIGHTS_TIMEZONE } from '@portal/contract';
import { calendarDayIn } from '@portal/contract/dates';
import {
  ADMIN,
  billingOf,
  CARD_NO_FUNDS,
  DMP_TOKEN,
  ok,
  purchaseAwaitingChallenge,
  type RouteWalk,
  subscriber,
  TOOLS_MONTH,
  USAGE_TOKEN,
} from './capture-setups';

/** Capture walks (decision 0054): billing data, payment methods and subscriptions. */
export const BILLING_WALKS: Record<string, RouteWalk> = {
  // Billing data and payment methods
  'PUT /v1/account/billing/information': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner({ billing: false });
      ok(await w.measure(owner.client, 'PUT', '/v1/account/billing/information', billingOf(owner.email)));
    },
  },
  'POST /v1/account/billing/sepa-setup': {
    audits: [{ entityType: 'user', event: 'updated' }],
    walk: async (w) => {
      // A first setup creates the account's customer at the gateway: its id is stored (audited).
      const owner = await w.freshOwner();
      ok(await w.measure(owner.client, 'POST', '/v1/account/billing/sepa-setup'));
    },
  },
  'POST /v1/account/billing/payment-methods': {
    audits: [{ entityType: 'payment_method', event: 'payment method added' }],
    walk: async (w) => {
      const owner = await w.freshOwner();
      const paymentId = await w.typedCard();
      ok(
        await w.measure(owner.client, 'POST', '/v1/account/billing/payment-methods', {
          paymentId,
          isDefault: true,
        }),
      );
    },
  },
  'POST /v1/account/billing/payment-methods/default': {
    audits: [{ entityType: 'payment_method', event: 'updated' }],
    walk: async (w) => {
      const owner = await w.freshOwner();
      await w.savedCard(owner.client, true);
      const second = await w.savedCard(owner.client, false, '5555555555554444');
      ok(
        await w.measure(owner.client, 'POST', '/v1/account/billing/payment-methods/default', {
          paymentId: second,
        }),
      );
    },
  },
  'DELETE /v1/account/billing/payment-methods/:id': {
    audits: [{ entityType: 'payment_method', event: 'payment method removed' }],
    walk: async (w) => {
      const owner = await w.freshOwner();
      await w.savedCard(owner.client, true);
      const second = await w.savedCard(owner.client, false, '5555555555554444');
      ok(await w.measure(owner.client, 'DELETE', `/v1/account/billing/payment-methods/${second}`));
    },
  },

  // Subscriptions
  'POST /v1/subscription/upgrade/quote': {
    writesNoBusinessData: 'prices a purchase; moves no money and stores nothing',
    walk: async (w) => {
      const owner = await w.freshOwner();
      ok(await w.measure(owner.client, 'POST', '/v1/subscription/upgrade/quote', TOOLS_MONTH));
    },
  },
  'POST /v1/subscription/upgrade': {
    audits: [
      { entityType: 'charge', event: 'created' },
      { entityType: 'subscription', event: 'created' },
      { entityType: 'invoice', event: 'created' },
      { entityType: 'payment', event: 'created' },
    ],
    walk: async (w) => {
      const owner = await w.freshOwner();
      await w.savedCard(owner.client, true);
      ok(await w.measure(owner.client, 'POST', '/v1/subscription/upgrade', TOOLS_MONTH));
    },
  },
  'PUT /v1/subscription/complete': {
    audits: [
      { entityType: 'payment', event: 'updated' },
      { entityType: 'invoice', event: 'updated' },
      { entityType: 'subscription', event: 'updated' },
    ],
    walk: async (w) => {
      const purchase = await purchaseAwaitingChallenge(w);
      ok(
        await purchase.client.post(`/v1/sandbox/payment-intents/${purchase.paymentIntent}/challenge`, {
          client_secret: purchase.paymentIntentClientSecret,
          result: 'complete',
        }),
      );
      ok(
        await w.measure(purchase.client, 'PUT', '/v1/subscription/complete', {
          subscriptionId: purchase.subscriptionId,
        }),
      );
    },
  },
  'POST /v1/subscription/quantity/quote': {
    writesNoBusinessData: 'prices more licences; moves no money and stores nothing',
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'POST', '/v1/subscription/quantity/quote', {
          subscriptionId: owner.subscriptionId,
          quantity: 3,
        }),
      );
    },
  },
  'PUT /v1/subscription/quantity': {
    audits: [{ entityType: 'subscription', event: 'updated' }],
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'PUT', '/v1/subscription/quantity', {
          subscriptionId: owner.subscriptionId,
          quantity: 3,
        }),
      );
    },
  },
  'PUT /v1/subscription/cancel': {
    audits: [{ entityType: 'subscription', event: 'updated' }],
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'PUT', '/v1/subscription/cancel', {
          subscriptionId: owner.subscriptionId,
        }),
      );
    },
  },
  'PUT /v1/subscription/resume': {
    audits: [{ entityType: 'subscription', event: 'updated' }],
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(await owner.client.put('/v1/subscription/cancel', { subscriptionId: owner.subscriptionId }));
      ok(
        await w.measure(owner.client, 'PUT', '/v1/subscription/resume', {
          subscriptionId: owner.subscriptionId,
        }),
      );
    },
  },
  'POST /v1/sandbox/clock': {
    // Past the period's end with a card that has no funds: the billing cycle the request runs
    // renews, charges, fails and starts dunning, as the system (its rows carry no request).
    audits: [
      { entityType: 'clock', event: 'updated' },
      { entityType: 'subscription', event: 'updated' },
      { entityType: 'invoice', event: 'created' },
      { entityType: 'payment', event: 'created' },
    ],
    walk: async (w) => {
      const owner = await subscriber(w);
      await w.savedCard(owner.client, true, CARD_NO_FUNDS);
      const admin = await w.signIn(ADMIN);
      ok(await w.measure(admin, 'POST', '/v1/sandbox/clock', { userId: owner.id, days: 32 }));
    },
  },
  'POST /v1/internal/usage': {
    writesNoBusinessData:
      'meter readings of the Tools app (usage_records), many a day; the daily roll-up turns them into the subscription’s usage',
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measureRaw(() =>
          w.app.inject({
            method: 'POST',
            url: '/v1/internal/usage',
            headers: { authorization: `Bearer ${USAGE_TOKEN}` },
            payload: { accountId: owner.id, pollViews: 42 },
          }),
        ),
      );
    },
  },
  'POST /v1/internal/figures': {
    writesNoBusinessData:
      'figures the DMP and Analytics apps report (app_figures), one per app, account and day, replaced when sent again',
    walk: async (w) => {
      const owner = await subscriber(w);
      const today = calendarDayIn(w.testApp.clock.now(), INSIGHTS_TIMEZONE);
      ok(
        await w.measureRaw(() =>
          w.app.inject({
            method: 'POST',
            url: '/v1/internal/figures',
            headers: { authorization: `Bearer ${DMP_TOKEN}` },
            payload: { app: 'dmp', accountId: owner.id, day: today, value: 42_000 },
          }),
        ),
      );
    },
  },
};
