import type { Plan, Subscription } from '@portal/contract';

/** A plan column as `GET /v1/plan/:product` sends it (euro, monthly and yearly). */
export function makePlan(overrides: Partial<Plan> & Pick<Plan, 'productId' | 'title'>): Plan {
  const key = overrides.title.toLowerCase();
  return {
    id: `tools-${key}-month-eur`,
    interval: 'month',
    planIds: { month: `tools-${key}-month-eur`, year: `tools-${key}-year-eur` },
    productName: `Tools ${overrides.title}`,
    line: 'tools',
    currencyId: 1,
    unitAmounts: { month: 25_000, year: 276_000 },
    upgradable: true,
    subTitle: `${overrides.title} subtitle`,
    prices: {
      monthly: 250,
      yearly: 230,
      onRequest: null,
      durationMonthly: 'per license / month',
      allowActivateNow: true,
    },
    priceInfo: 'All prices per license and month, plus VAT.',
    limits: ['20 polls'],
    features: ['Feature one', 'Feature two', 'Feature three', 'Feature four', 'Feature five'],
    support: ['E-mail support'],
    moneyBack: false,
    recommended: false,
    ...overrides,
  };
}

export const TOOLS_PLANS: Plan[] = [
  makePlan({ productId: 1, title: 'Enterprise', moneyBack: true }),
  makePlan({
    productId: 2,
    title: 'Corporate',
    moneyBack: true,
    recommended: true,
    upgradable: false,
    unitAmounts: { month: 45_000, year: 492_000 },
    prices: {
      monthly: 450,
      yearly: 410,
      onRequest: null,
      durationMonthly: 'per license / month',
      allowActivateNow: true,
    },
  }),
  makePlan({
    productId: 6,
    title: 'Contracted',
    upgradable: false,
    unitAmounts: { month: null, year: null },
    prices: {
      monthly: null,
      yearly: null,
      onRequest: 'Price on request',
      durationMonthly: 'per license / month',
      allowActivateNow: false,
    },
  }),
];

export const DMP_PLANS: Plan[] = [
  makePlan({
    productId: 4,
    title: 'Enterprise',
    productName: 'DMP Enterprise',
    line: 'dmp',
    recommended: true,
    unitAmounts: { month: 60_000, year: 600_000 },
  }),
];

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_1',
    name: 'Tools Enterprise',
    product_id: 1,
    plan_id: 'tools-enterprise-month-eur',
    status: 'active',
    quantity: 1,
    interval: 'month',
    currency: 'eur',
    created_at: '2026-01-01T00:00:00.000Z',
    ends_at: null,
    renews_at: '2026-02-01T00:00:00.000Z',
    price: 25_000,
    total: 25_000,
    extra_users: 0,
    extra_user_monthly: null,
    is_metered: '1',
    poll_views: 0,
    usage_updated_at: null,
    onGracePeriod: false,
    pay_by_invoice: false,
    payment_overdue: false,
    pause: null,
    pending_interval: null,
    ...overrides,
  };
}
