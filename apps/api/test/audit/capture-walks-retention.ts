import { ADMIN, ok, type RouteWalk, subscriber } from './capture-setups';
import type { Walker } from './capture-walker';

const OFFERS = '/v1/finance/retention-offers';

/** Staff make `productId` offer the catalogue's first usable coupon for two renewals. */
async function offerOn(w: Walker, productId: number) {
  const staff = await w.signIn(ADMIN);
  const [coupon] = (await staff.get(OFFERS)).json<{ coupons: { id: number }[] }>().coupons;
  ok(await staff.put(`${OFFERS}/${productId}`, { couponId: coupon?.id, periods: 2 }));
  return staff;
}

/** Capture walks (decision 0054): the retention offer, set by staff and answered by customers (0085). */
export const RETENTION_WALKS: Record<string, RouteWalk> = {
  'POST /v1/subscription/retention-offer': {
    writesNoBusinessData: 'the cancel dialog asks for the offer and its quote; stores nothing',
    walk: async (w) => {
      await offerOn(w, 1);
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'POST', '/v1/subscription/retention-offer', {
          subscriptionId: owner.subscriptionId,
        }),
      );
    },
  },
  'PUT /v1/subscription/retention-offer/accept': {
    // The coupon's redemption and the answer are kept with the subscription's audited change.
    audits: [{ entityType: 'subscription', event: 'updated' }],
    walk: async (w) => {
      await offerOn(w, 1);
      const owner = await subscriber(w);
      ok(
        await w.measure(owner.client, 'PUT', '/v1/subscription/retention-offer/accept', {
          subscriptionId: owner.subscriptionId,
        }),
      );
    },
  },
  'PUT /v1/finance/retention-offers/:productId': {
    audits: [{ entityType: 'retention_offer', event: 'created' }],
    walk: async (w) => {
      const staff = await w.signIn(ADMIN);
      // Analytics Enterprise without an offer, whatever the walks before did.
      await staff.delete(`${OFFERS}/3`);
      const [coupon] = (await staff.get(OFFERS)).json<{ coupons: { id: number }[] }>().coupons;
      ok(await w.measure(staff, 'PUT', `${OFFERS}/3`, { couponId: coupon?.id, periods: 3 }));
    },
  },
  'DELETE /v1/finance/retention-offers/:productId': {
    audits: [{ entityType: 'retention_offer', event: 'deleted' }],
    walk: async (w) => {
      const staff = await offerOn(w, 4);
      ok(await w.measure(staff, 'DELETE', `${OFFERS}/4`));
    },
  },
};
