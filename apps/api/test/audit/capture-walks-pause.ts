import { ADMIN, ok, type RouteWalk, subscriber } from './capture-setups';

/**
 * Capture walks (decision 0054): pausing a subscription and ending the pause, and switching to yearly
 * billing (decision 0085).
 */
export const PAUSE_WALKS: Record<string, RouteWalk> = {
  'POST /v1/subscription/pause/quote': {
    writesNoBusinessData: 'prices the renewal a pause skips and the one after it; stores nothing',
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'POST', '/v1/subscription/pause/quote', {
          subscriptionId: owner.subscriptionId,
          months: 2,
        }),
      );
    },
  },
  'PUT /v1/subscription/pause': {
    audits: [{ entityType: 'subscription', event: 'updated' }],
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'PUT', '/v1/subscription/pause', {
          subscriptionId: owner.subscriptionId,
          months: 1,
        }),
      );
    },
  },
  'PUT /v1/subscription/pause/end': {
    // A running pause: active again, and renewed and charged at once by the renewal path.
    audits: [
      { entityType: 'subscription', event: 'updated' },
      { entityType: 'invoice', event: 'created' },
    ],
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await owner.client.put('/v1/subscription/pause', { subscriptionId: owner.subscriptionId, months: 2 }),
      );
      const admin = await w.signIn(ADMIN);
      ok(await admin.post('/v1/sandbox/clock', { userId: owner.id, days: 32 }));
      ok(
        await w.measure(owner.client, 'PUT', '/v1/subscription/pause/end', {
          subscriptionId: owner.subscriptionId,
        }),
      );
    },
  },
  'POST /v1/subscription/yearly/quote': {
    writesNoBusinessData: 'prices the first yearly invoice; stores nothing',
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'POST', '/v1/subscription/yearly/quote', {
          subscriptionId: owner.subscriptionId,
          when: 'now',
        }),
      );
    },
  },
  'PUT /v1/subscription/yearly': {
    // Now: the month credited and the year charged on one invoice.
    audits: [{ entityType: 'subscription', event: 'updated' }],
    walk: async (w) => {
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'PUT', '/v1/subscription/yearly', {
          subscriptionId: owner.subscriptionId,
          when: 'now',
        }),
      );
    },
  },
  'PUT /v1/subscription/yearly/withdraw': {
    audits: [{ entityType: 'subscription', event: 'updated' }],
    walk: async (w) => {
      const owner = await subscriber(w);
      const ref = { subscriptionId: owner.subscriptionId };
      ok(await owner.client.put('/v1/subscription/yearly', { ...ref, when: 'period_end' }));
      ok(await w.measure(owner.client, 'PUT', '/v1/subscription/yearly/withdraw', ref));
    },
  },
};
