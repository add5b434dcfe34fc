import type { Account } from '@portal/contract/account';
import { type Interval, type Plan, PRODUCTS, type ProductLine } from '@portal/contract/catalog';
import type { Subscription } from '@portal/contract/subscriptions';
import { isCorporate } from '../../lib/subscriptions/is-corporate';

/** The product line of a product id, or null for an id the catalog does not know. */
export function lineOf(productId: number): ProductLine | null {
  return PRODUCTS.find((product) => product.id === productId)?.line ?? null;
}

/**
 * Spec §2: invoice-paying accounts and accounts with a yearly Tools plan cannot switch the billing
 * interval; both stay on yearly billing (paying by invoice exists for yearly billing only).
 */
export function isIntervalLocked(
  account: Pick<Account, 'card_brand'>,
  subscriptions: readonly Pick<Subscription, 'product_id' | 'interval'>[],
): boolean {
  return (
    account.card_brand === 'invoice' ||
    subscriptions.some((entry) => lineOf(entry.product_id) === 'tools' && entry.interval === 'year')
  );
}

/** The interval the page opens on: yearly when it cannot be switched, else monthly. */
export const initialInterval = (locked: boolean): Interval => (locked ? 'year' : 'month');

/** The column of the account's own subscription on this page, if it has one. */
export function activePlanOf(
  plans: readonly Plan[],
  subscriptions: readonly Pick<Subscription, 'product_id'>[],
): Plan | null {
  return plans.find((plan) => subscriptions.some((entry) => entry.product_id === plan.productId)) ?? null;
}

/**
 * Spec §2: the highlighted column is the account's active plan, else the recommended one (corporate
 * for tools, enterprise for dmp and analytics; the API marks it). An account whose subscriptions
 * are all in other product lines has no active plan here, so it sees the recommendation.
 */
export function highlightedPlanOf(
  plans: readonly Plan[],
  subscriptions: readonly Pick<Subscription, 'product_id'>[],
): { plan: Plan; active: boolean } | null {
  const active = activePlanOf(plans, subscriptions);
  if (active) return { plan: active, active: true };
  const recommended = plans.find((plan) => plan.recommended);
  return recommended ? { plan: recommended, active: false } : null;
}

/**
 * Spec §4 "Upgrade limits": nothing can be bought next to a corporate plan, nor a product that is
 * already subscribed; plans priced on request are never bought in the portal.
 */
export function canSubscribe(
  plan: Plan,
  subscriptions: readonly Pick<Subscription, 'product_id'>[],
): boolean {
  return (
    plan.prices.allowActivateNow &&
    plan.unitAmounts.month !== null &&
    !subscriptions.some(isCorporate) &&
    !subscriptions.some((entry) => entry.product_id === plan.productId)
  );
}

/** Pay by invoice: yearly billing only, and only while no payment method was ever added (spec §4, §5). */
export function canPayByInvoice(account: Pick<Account, 'card_brand'>, interval: Interval): boolean {
  return interval === 'year' && (account.card_brand === null || account.card_brand === 'invoice');
}

/** The account's saved default method, when it has one the purchase can use as it is. */
export function savedMethodOf(
  account: Pick<Account, 'card_brand' | 'card_last_four'>,
): { brand: string; last4: string | null } | null {
  const brand = account.card_brand;
  if (!brand || brand === 'invoice') return null;
  return { brand, last4: account.card_last_four };
}
