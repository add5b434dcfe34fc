import { CURRENCY_CODES, type DunningTimeline, finalPrice, type Subscription } from '@portal/contract';
import { nextRenewalOf } from './pause/pause-dates';
import type { SubscriptionRecord, SubscriptionRow } from './subscription-queries';

/** Card payments can wait for 3-D Secure; SEPA and invoice payers never show incomplete (spec §4). */
function visibleStatus(record: SubscriptionRecord): Subscription['status'] {
  const { status } = record.subscription;
  if (status === 'canceled') return 'canceled';
  if (status === 'incomplete') return 'incomplete';
  if (status === 'paused') return 'paused';
  if (status === 'past_due') {
    const byCard = record.cardBrand !== 'sepa_debit' && record.cardBrand !== 'invoice';
    return byCard && !record.subscription.payByInvoice ? 'incomplete' : 'active';
  }
  return 'active';
}

/** The coupon still discounts the next renewal while cycles are left (null = forever). */
export function runningCouponPercent(record: SubscriptionRecord): number {
  const left = record.subscription.couponCyclesLeft;
  if (record.couponPercentOff === null) return 0;
  return left === null || left > 0 ? record.couponPercentOff : 0;
}

/**
 * What the extra users add to each renewal (decision 0057): their number at the subscription's
 * price per user and interval. The coupon discounts licences only.
 */
export const extraUsersNet = (sub: Pick<SubscriptionRow, 'extraUsers' | 'extraUserUnitAmount'>) =>
  sub.extraUsers * (sub.extraUserUnitAmount ?? 0);

/**
 * What each renewal comes to before tax at `quantity`: price × quantity less the running coupon,
 * plus the extra users.
 */
export const renewalNet = (record: SubscriptionRecord, quantity = record.subscription.quantity) =>
  finalPrice(record.subscription.unitAmount, quantity, runningCouponPercent(record)) +
  extraUsersNet(record.subscription);

/** One extra user's price per month, from its price per interval. */
function extraUserMonthly(sub: SubscriptionRow): number | null {
  if (sub.extraUserUnitAmount === null) return null;
  return sub.interval === 'year' ? Math.round(sub.extraUserUnitAmount / 12) : sub.extraUserUnitAmount;
}

/** Spec §3 "Subscription" as the web reads it; `dunnings` (by subscription id) where it was loaded. */
export function toSubscriptionView(
  record: SubscriptionRecord,
  dunnings?: ReadonlyMap<string, DunningTimeline>,
): Subscription {
  const s = record.subscription;
  const status = visibleStatus(record);
  return {
    id: s.id,
    name: record.productName,
    product_id: s.productId,
    plan_id: s.planId,
    status,
    quantity: s.quantity,
    interval: s.interval === 'year' ? 'year' : 'month',
    currency: CURRENCY_CODES[s.currencyId === 2 ? 2 : 1],
    created_at: s.createdAt.toISOString(),
    ends_at: s.endsAt ? s.endsAt.toISOString() : null,
    // A planned or running pause moves the next renewal to the pause's end (decision 0085).
    renews_at: nextRenewalOf(s).toISOString(),
    price: s.unitAmount,
    total: renewalNet(record),
    extra_users: s.extraUsers,
    extra_user_monthly: extraUserMonthly(s),
    is_metered: s.isMetered ? '1' : '0',
    poll_views: s.currentUsage,
    usage_updated_at: s.usageUpdatedAt ? s.usageUpdatedAt.toISOString() : null,
    onGracePeriod: status === 'canceled',
    pay_by_invoice: s.payByInvoice,
    payment_overdue: s.status === 'past_due',
    pause:
      s.pauseStartsAt && s.pauseEndsAt
        ? { starts_at: s.pauseStartsAt.toISOString(), ends_at: s.pauseEndsAt.toISOString() }
        : null,
    pending_interval: s.pendingInterval === 'year' ? 'year' : null,
    ...(dunnings ? { dunning: dunnings.get(s.id) ?? null } : {}),
  };
}

export const isCorporate = (record: SubscriptionRecord) => record.productTier === 'corporate';
