import { finalPrice, percentOf } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountFor } from '../../src/modules/billing-engine/discount';
import { prorate, splitAt } from '../../src/modules/billing-engine/proration';

const amountArb = fc.integer({ min: 0, max: 50_000_000 });
const percentArb = fc.integer({ min: 0, max: 100 });

describe('finalPrice', () => {
  it('is unit amount × quantity minus the coupon, rounded half up once', () => {
    expect(finalPrice(25_000, 3)).toBe(75_000);
    expect(finalPrice(25_000, 3, 10)).toBe(67_500);
    expect(finalPrice(276_000, 2, 25)).toBe(414_000);
    // 333 × 15 % = 49.95 → 50; 5 × 10 % = 0.5 → 1 (half up).
    expect(finalPrice(333, 1, 15)).toBe(283);
    expect(finalPrice(5, 1, 10)).toBe(4);
    expect(finalPrice(25_000, 1, 100)).toBe(0);
    expect(finalPrice(25_000, 2, null)).toBe(50_000);
  });

  it('is never negative, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1_000_000 }),
        fc.integer({ min: -5, max: 500 }),
        fc.integer({ min: -50, max: 250 }),
        (unit, quantity, percent) => {
          expect(finalPrice(unit, quantity, percent)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('never falls when the quantity rises', () => {
    fc.assert(
      fc.property(amountArb, fc.integer({ min: 1, max: 500 }), percentArb, (unit, quantity, percent) => {
        expect(finalPrice(unit, quantity + 1, percent)).toBeGreaterThanOrEqual(
          finalPrice(unit, quantity, percent),
        );
      }),
    );
  });

  it('equals the net minus discountFor, the rule invoices use', () => {
    fc.assert(
      fc.property(amountArb, fc.integer({ min: 1, max: 100 }), percentArb, (unit, quantity, percent) => {
        expect(finalPrice(unit, quantity, percent)).toBe(
          unit * quantity - discountFor(unit * quantity, percent),
        );
      }),
    );
  });
});

describe('discountFor', () => {
  it('rounds half up and stays within the net', () => {
    expect(discountFor(25_000, 10)).toBe(2_500);
    expect(discountFor(5, 10)).toBe(1);
    expect(discountFor(4, 10)).toBe(0);
    expect(discountFor(999, 100)).toBe(999);
    expect(discountFor(999, 150)).toBe(999);
    expect(discountFor(0, 25)).toBe(0);
    expect(discountFor(-100, 25)).toBe(0);
    expect(percentOf(1_000, 33)).toBe(330);
  });

  it('never exceeds the net and is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 50_000_000 }),
        fc.integer({ min: -10, max: 200 }),
        (net, percent) => {
          const discount = discountFor(net, percent);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(Math.max(0, net));
          expect(Number.isInteger(discount)).toBe(true);
        },
      ),
    );
  });
});

describe('prorate', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-01-31T00:00:00Z');

  it('charges the remaining share, rounded half up once', () => {
    expect(prorate(30_000, start, end, start)).toBe(30_000);
    expect(prorate(30_000, start, end, end)).toBe(0);
    expect(prorate(30_000, start, end, new Date('2026-01-21T00:00:00Z'))).toBe(10_000);
    // 1 × 1/2 = 0.5 → 1; 1 × 1/3 → 0.
    expect(prorate(1, start, new Date('2026-01-03T00:00:00Z'), new Date('2026-01-02T00:00:00Z'))).toBe(1);
    expect(prorate(1, start, new Date('2026-01-04T00:00:00Z'), new Date('2026-01-03T00:00:00Z'))).toBe(0);
    // Outside the period: clamped.
    expect(prorate(30_000, start, end, new Date('2025-12-01T00:00:00Z'))).toBe(30_000);
    expect(prorate(30_000, start, end, new Date('2026-03-01T00:00:00Z'))).toBe(0);
    expect(prorate(30_000, end, start, start)).toBe(0);
    expect(() => prorate(-1, start, end, start)).toThrow(RangeError);
  });

  const periodArb = fc
    .tuple(
      fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }),
      fc.integer({ min: 1, max: 400 * 86_400_000 }),
      fc.double({ min: -0.2, max: 1.2, noNaN: true }),
    )
    .map(([startMs, length, position]) => ({
      start: new Date(startMs),
      end: new Date(startMs + length),
      at: new Date(startMs + Math.round(length * position)),
    }));

  it('stays within [0, amount], and credit plus charge make up the amount', () => {
    fc.assert(
      fc.property(amountArb, periodArb, (amount, { start, end, at }) => {
        const { used, remaining } = splitAt(amount, start, end, at);
        expect(remaining).toBe(prorate(amount, start, end, at));
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(amount);
        expect(used).toBeGreaterThanOrEqual(0);
        expect(used + remaining).toBe(amount);
        expect(Number.isInteger(remaining)).toBe(true);
      }),
    );
  });

  it('gives less the later the change comes', () => {
    fc.assert(
      fc.property(
        amountArb,
        periodArb,
        fc.integer({ min: 0, max: 86_400_000 }),
        (amount, { start, end, at }, later) => {
          expect(prorate(amount, start, end, new Date(at.getTime() + later))).toBeLessThanOrEqual(
            prorate(amount, start, end, at),
          );
        },
      ),
    );
  });
});
