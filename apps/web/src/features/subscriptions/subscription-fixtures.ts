import type { Subscription } from '@portal/contract';

/** A running Tools Enterprise subscription: 3 licences at €250 a month (tests only). */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_tools',
    name: 'Tools Enterprise',
    product_id: 1,
    plan_id: 'tools-enterprise-month-eur',
    status: 'active',
    quantity: 3,
    interval: 'month',
    currency: 'eur',
    created_at: '2026-01-10T12:00:00.000Z',
    ends_at: null,
    renews_at: '2026-02-10T12:00:00.000Z',
    price: 25_000,
    total: 75_000,
    extra_users: 0,
    extra_user_monthly: null,
    is_metered: '0',
    poll_views: 0,
    usage_updated_at: null,
    onGracePeriod: false,
    payment_overdue: false,
    pay_by_invoice: false,
    pause: null,
    pending_interval: null,
    ...overrides,
  };
}
