import { describe, expect, it } from 'vitest';
import { addIntervals, nextRenewal } from '../../src/modules/billing-engine/periods';
import { prorate } from '../../src/modules/billing-engine/proration';

const at = (iso: string) => new Date(iso);

describe('periods and proration around calendar edges', () => {
  it('prorates by elapsed time over Vienna’s spring-forward night, not by local days', () => {
    // Bought 00:30 on 1 March in Vienna (CET); the period spans the switch to summer time on 29 March.
    const start = at('2026-02-28T23:30:00Z');
    const end = addIntervals(start, 'month', 1);
    expect(end.toISOString()).toBe('2026-03-28T23:30:00.000Z');
    const halfway = new Date((start.getTime() + end.getTime()) / 2);
    expect(prorate(28_000, start, end, halfway)).toBe(14_000);
    // One UTC day of 28 is left: 1/28 of the amount.
    expect(prorate(28_000, start, end, at('2026-03-27T23:30:00Z'))).toBe(1_000);
  });

  it('renews at the same UTC time, so Vienna’s wall clock moves an hour with summer time', () => {
    const anchor = at('2026-01-15T08:00:00Z'); // 09:00 in Vienna (CET)
    const renewal = nextRenewal(anchor, 'month', at('2026-04-01T00:00:00Z'));
    expect(renewal.toISOString()).toBe('2026-04-15T08:00:00.000Z'); // 10:00 in Vienna (CEST)
  });

  it('prorates a leap February by its 29 days', () => {
    const start = at('2024-02-01T00:00:00Z');
    const end = addIntervals(start, 'month', 1);
    expect(end.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(prorate(2_900, start, end, at('2024-02-28T00:00:00Z'))).toBe(200);
    expect(prorate(2_900, start, end, at('2024-02-29T00:00:00Z'))).toBe(100);
  });

  it('prorates a month-end period clamped to the shorter month', () => {
    const anchor = at('2025-01-31T12:00:00Z');
    const start = addIntervals(anchor, 'month', 1); // 28 February
    const end = addIntervals(anchor, 'month', 2); // 31 March
    expect(start.toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(end.toISOString()).toBe('2025-03-31T12:00:00.000Z');
    // 31 days in the period, 10 left.
    expect(prorate(3_100, start, end, at('2025-03-21T12:00:00Z'))).toBe(1_000);
  });
});
