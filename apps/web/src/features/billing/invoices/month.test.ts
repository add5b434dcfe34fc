import { describe, expect, it } from 'vitest';
import { fromMonthValue, monthBounds, previousMonth, toMonthValue } from './month';

describe('invoice months', () => {
  it('goes back one month, across the year boundary', () => {
    expect(toMonthValue(previousMonth(new Date(2026, 4, 31)))).toBe('2026-04');
    expect(toMonthValue(previousMonth(new Date(2026, 0, 1)))).toBe('2025-12');
  });

  it('bounds a month by its first and last day, leap years included', () => {
    expect(monthBounds(new Date(2024, 1, 1))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthBounds(new Date(2026, 11, 1))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('reads back what it writes and refuses anything else', () => {
    expect(fromMonthValue('2026-07')).toEqual(new Date(2026, 6, 1));
    expect(fromMonthValue('')).toBeNull();
  });
});
