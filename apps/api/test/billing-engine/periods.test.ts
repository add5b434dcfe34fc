import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIntervals, nextRenewal } from '../../src/modules/billing-engine/periods';

const iso = (date: Date) => date.toISOString();
const anchorArb = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const intervalArb = fc.constantFrom('month' as const, 'year' as const);

describe('addIntervals', () => {
  it('clamps to the last day of a shorter month and returns to the 31st afterwards', () => {
    const anchor = new Date('2024-01-31T09:30:00Z');
    expect(iso(addIntervals(anchor, 'month', 1))).toBe('2024-02-29T09:30:00.000Z');
    expect(iso(addIntervals(anchor, 'month', 2))).toBe('2024-03-31T09:30:00.000Z');
    expect(iso(addIntervals(anchor, 'month', 3))).toBe('2024-04-30T09:30:00.000Z');
    expect(iso(addIntervals(new Date('2025-01-31T00:00:00Z'), 'month', 1))).toBe('2025-02-28T00:00:00.000Z');
    expect(iso(addIntervals(new Date('2024-02-29T12:00:00Z'), 'year', 1))).toBe('2025-02-28T12:00:00.000Z');
    expect(iso(addIntervals(new Date('2024-02-29T12:00:00Z'), 'year', 4))).toBe('2028-02-29T12:00:00.000Z');
    expect(iso(addIntervals(new Date('2024-03-31T00:00:00Z'), 'month', -1))).toBe('2024-02-29T00:00:00.000Z');
    expect(iso(addIntervals(new Date('2024-12-15T00:00:00Z'), 'month', 1))).toBe('2025-01-15T00:00:00.000Z');
  });

  it('never drifts over 24 renewals from a month-end anchor', () => {
    const anchor = new Date('2023-08-31T23:15:00Z');
    const renewals = Array.from({ length: 24 }, (_, k) => addIntervals(anchor, 'month', k + 1));
    for (const [k, renewal] of renewals.entries()) {
      const month = (7 + k + 1) % 12;
      const lastDay = new Date(Date.UTC(renewal.getUTCFullYear(), month + 1, 0)).getUTCDate();
      expect(renewal.getUTCMonth()).toBe(month);
      expect(renewal.getUTCDate()).toBe(Math.min(31, lastDay));
      expect(renewal.toISOString().slice(10)).toBe('T23:15:00.000Z');
    }
    // Every 31-day month gets its 31st back, never a drifted 28th, 29th or 30th.
    expect(renewals.filter((d) => d.getUTCDate() === 31)).toHaveLength(14);
  });

  it('keeps the anchor day (or the month end) for any anchor, interval and count', () => {
    fc.assert(
      fc.property(anchorArb, intervalArb, fc.integer({ min: 0, max: 120 }), (anchor, interval, count) => {
        const result = addIntervals(anchor, interval, count);
        const months = (interval === 'year' ? 12 : 1) * count;
        const expectedMonth = (anchor.getUTCMonth() + months) % 12;
        expect(result.getUTCMonth()).toBe(expectedMonth);
        const lastDay = new Date(Date.UTC(result.getUTCFullYear(), expectedMonth + 1, 0)).getUTCDate();
        expect(result.getUTCDate()).toBe(Math.min(anchor.getUTCDate(), lastDay));
        expect(result.getTime() % 86_400_000).toBe(anchor.getTime() % 86_400_000);
        // The series only moves forward.
        if (count > 0) expect(result > addIntervals(anchor, interval, count - 1)).toBe(true);
      }),
    );
  });
});

describe('nextRenewal', () => {
  it('is the first anchor + k intervals (k ≥ 1) strictly after the given time', () => {
    const anchor = new Date('2024-01-31T10:00:00Z');
    expect(iso(nextRenewal(anchor, 'month', anchor))).toBe('2024-02-29T10:00:00.000Z');
    expect(iso(nextRenewal(anchor, 'month', new Date('2024-02-29T10:00:00Z')))).toBe(
      '2024-03-31T10:00:00.000Z',
    );
    expect(iso(nextRenewal(anchor, 'month', new Date('2024-02-29T09:59:59Z')))).toBe(
      '2024-02-29T10:00:00.000Z',
    );
    expect(iso(nextRenewal(anchor, 'month', new Date('2020-01-01T00:00:00Z')))).toBe(
      '2024-02-29T10:00:00.000Z',
    );
    expect(iso(nextRenewal(anchor, 'year', new Date('2026-06-01T00:00:00Z')))).toBe(
      '2027-01-31T10:00:00.000Z',
    );
  });

  it('lands on the anchor series, after `after`, with no renewal skipped', () => {
    fc.assert(
      fc.property(anchorArb, intervalArb, fc.integer({ min: -400, max: 4000 }), (anchor, interval, days) => {
        const after = new Date(anchor.getTime() + days * 86_400_000);
        const next = nextRenewal(anchor, interval, after);
        expect(next > after).toBe(true);
        const k = Array.from({ length: 400 }, (_, i) => i + 1).find(
          (i) => addIntervals(anchor, interval, i).getTime() === next.getTime(),
        );
        expect(k).toBeDefined();
        if (k && k > 1) expect(addIntervals(anchor, interval, k - 1) <= after).toBe(true);
      }),
    );
  });
});
