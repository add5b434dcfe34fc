import { describe, expect, it } from 'vitest';
import { periodStartOf, prorate, quoteQuantity, runningPercentOff } from './quantity-pricing';
import { makeSubscription } from './subscription-fixtures';

const at = (iso: string) => new Date(iso);

describe('quantity pricing', () => {
  it('finds the running period on the purchase anchor, month ends included', () => {
    expect(periodStartOf(makeSubscription()).toISOString()).toBe('2026-01-10T12:00:00.000Z');
    // Bought on Jan 31: renewals on Feb 28, Mar 31, Apr 30 — the period before Apr 30 starts Mar 31.
    const monthEnd = makeSubscription({
      created_at: '2026-01-31T09:00:00Z',
      renews_at: '2026-04-30T09:00:00.000Z',
    });
    expect(periodStartOf(monthEnd).toISOString()).toBe('2026-03-31T09:00:00.000Z');
    const yearly = makeSubscription({
      interval: 'year',
      created_at: '2024-05-02T00:00:00Z',
      renews_at: '2026-05-02T00:00:00.000Z',
    });
    expect(periodStartOf(yearly).toISOString()).toBe('2025-05-02T00:00:00.000Z');
    // Off the purchase grid (an upgrade moved it): one interval before the renewal.
    const moved = makeSubscription({
      created_at: '2026-01-10T00:00:00Z',
      renews_at: '2026-03-20T00:00:00.000Z',
    });
    expect(periodStartOf(moved).toISOString()).toBe('2026-02-20T00:00:00.000Z');
  });

  it('prorates the rest of the period, rounded half up and clamped', () => {
    const start = at('2026-01-01T00:00:00Z');
    const end = at('2026-01-11T00:00:00Z');
    expect(prorate(1_000, start, end, at('2026-01-06T00:00:00Z'))).toBe(500);
    expect(prorate(1_001, start, end, at('2026-01-06T00:00:00Z'))).toBe(501);
    expect(prorate(1_000, start, end, at('2025-12-01T00:00:00Z'))).toBe(1_000);
    expect(prorate(1_000, start, end, at('2026-02-01T00:00:00Z'))).toBe(0);
  });

  it('quotes the new cost, the difference and the amount due now', () => {
    // Jan 10 to Feb 10 is 31 days; on Jan 25 sixteen are left: 2 × €250 × 16/31 = €258.06.
    const quote = quoteQuantity(makeSubscription(), 5, at('2026-01-25T12:00:00Z'));
    expect(quote).toEqual({ newCost: 125_000, difference: 50_000, dueNow: 25_806 });
  });

  it('charges nothing now for the same or fewer licences', () => {
    expect(quoteQuantity(makeSubscription(), 3, at('2026-01-25T12:00:00Z'))).toEqual({
      newCost: 75_000,
      difference: 0,
      dueNow: 0,
    });
    expect(quoteQuantity(makeSubscription(), 2, at('2026-01-25T00:00:00Z')).difference).toBe(-25_000);
  });

  it('keeps a running coupon in the new cost and the charge', () => {
    // 10 % off: 3 × €250 = €750 − €75 = €675.
    const discounted = makeSubscription({ total: 67_500 });
    expect(runningPercentOff(discounted)).toBe(10);
    const quote = quoteQuantity(discounted, 4, at('2026-01-10T12:00:00Z'));
    expect(quote).toEqual({ newCost: 90_000, difference: 22_500, dueNow: 22_500 });
    expect(runningPercentOff(makeSubscription())).toBe(0);
  });
});
