import { describe, expect, it } from 'vitest';
import { couponCycles } from '../../src/modules/catalog/coupons';

describe('couponCycles', () => {
  it('discounts once, forever, or the invoices of the repeating months', () => {
    expect(couponCycles({ duration: 'once', durationMonths: null }, 'month')).toBe(1);
    expect(couponCycles({ duration: 'once', durationMonths: null }, 'year')).toBe(1);
    expect(couponCycles({ duration: 'forever', durationMonths: null }, 'month')).toBeNull();
    expect(couponCycles({ duration: 'forever', durationMonths: null }, 'year')).toBeNull();
    expect(couponCycles({ duration: 'repeating', durationMonths: 3 }, 'month')).toBe(3);
    expect(couponCycles({ duration: 'repeating', durationMonths: 3 }, 'year')).toBe(1);
    expect(couponCycles({ duration: 'repeating', durationMonths: 12 }, 'year')).toBe(1);
    expect(couponCycles({ duration: 'repeating', durationMonths: 13 }, 'year')).toBe(2);
    expect(couponCycles({ duration: 'repeating', durationMonths: 24 }, 'month')).toBe(24);
    // A repeating coupon without months still discounts the first invoice.
    expect(couponCycles({ duration: 'repeating', durationMonths: null }, 'month')).toBe(1);
  });
});
