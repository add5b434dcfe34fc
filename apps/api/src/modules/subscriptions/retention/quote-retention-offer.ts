import type { RetentionOffer } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import type { Principal } from '../../../platform/principal';
import { subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription, type SubscriptionRecord } from '../subscription-queries';
import { isCorporate } from '../subscription-view';
import { availableOffer } from './available-offer';
import { priceRenewalWithOffer } from './offer-renewal';

/** Who may be offered anything: a subscription that can be cancelled, i.e. active and not corporate. */
export const offerable = (record: SubscriptionRecord): boolean =>
  record.subscription.status === 'active' && !isCorporate(record);

/**
 * `POST /v1/subscription/retention-offer`: the offer the cancel dialog makes before its cancel step,
 * with the next renewal's invoice to the cent. Null when there is nothing to offer — no offer for
 * the product, its coupon expired or used up, already answered, or a subscription that cannot be
 * cancelled (the cancel step then says why) — so the dialog simply goes on. Another account's
 * subscription is not found. Reads only.
 */
export async function quoteRetentionOffer(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
): Promise<RetentionOffer | null> {
  const db = deps.database.db;
  const record = await findLiveSubscription(db, principal.accountId, subscriptionId);
  if (!record) throw subscriptionNotFound();
  if (!offerable(record)) return null;
  const offer = await availableOffer(db, record.subscription, deps.clock.now());
  if (!offer) return null;
  const priced = await priceRenewalWithOffer(db, deps.config, record.subscription.id, offer);
  if (!priced) return null;
  const { coupon } = offer;
  return {
    coupon: { code: coupon.code, name: coupon.name, percent_off: coupon.percentOff },
    periods: offer.periods,
    ...priced,
  };
}
