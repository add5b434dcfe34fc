import { describe, expect, it } from 'vitest';
import {
  canPayByInvoice,
  canSubscribe,
  highlightedPlanOf,
  isIntervalLocked,
  savedMethodOf,
} from './pricing-rules';
import { makeSubscription, TOOLS_PLANS } from './test/store-fixtures';

const [enterprise, corporate, contracted] = TOOLS_PLANS as [
  (typeof TOOLS_PLANS)[0],
  (typeof TOOLS_PLANS)[0],
  (typeof TOOLS_PLANS)[0],
];

describe('pricing rules', () => {
  it('locks the interval for invoice payers and yearly Tools plans only', () => {
    expect(isIntervalLocked({ card_brand: 'invoice' }, [])).toBe(true);
    expect(isIntervalLocked({ card_brand: 'visa' }, [makeSubscription({ interval: 'year' })])).toBe(true);
    expect(
      isIntervalLocked({ card_brand: 'visa' }, [makeSubscription({ product_id: 4, interval: 'year' })]),
    ).toBe(false);
    expect(isIntervalLocked({ card_brand: null }, [makeSubscription()])).toBe(false);
  });

  it('highlights the active plan, else the recommended one', () => {
    expect(highlightedPlanOf(TOOLS_PLANS, [])).toEqual({ plan: corporate, active: false });
    expect(highlightedPlanOf(TOOLS_PLANS, [makeSubscription({ product_id: 1 })])).toEqual({
      plan: enterprise,
      active: true,
    });
    // A DMP subscriber has no plan among the Tools columns.
    expect(highlightedPlanOf(TOOLS_PLANS, [makeSubscription({ product_id: 4 })])).toEqual({
      plan: corporate,
      active: false,
    });
  });

  it('refuses plans on request, products already held and anything next to a corporate plan', () => {
    expect(canSubscribe(enterprise, [])).toBe(true);
    expect(canSubscribe(contracted, [])).toBe(false);
    expect(canSubscribe(enterprise, [makeSubscription({ product_id: 1 })])).toBe(false);
    expect(canSubscribe(corporate, [makeSubscription({ product_id: 1 })])).toBe(true);
    expect(canSubscribe(enterprise, [makeSubscription({ product_id: 2, name: 'Tools Corporate' })])).toBe(
      false,
    );
  });

  it('allows paying by invoice with yearly billing while no method was added', () => {
    expect(canPayByInvoice({ card_brand: null }, 'year')).toBe(true);
    expect(canPayByInvoice({ card_brand: 'invoice' }, 'year')).toBe(true);
    expect(canPayByInvoice({ card_brand: null }, 'month')).toBe(false);
    expect(canPayByInvoice({ card_brand: 'visa' }, 'year')).toBe(false);
  });

  it('uses a saved card or SEPA method, never the invoice marker', () => {
    expect(savedMethodOf({ card_brand: 'visa', card_last_four: '4242' })).toEqual({
      brand: 'visa',
      last4: '4242',
    });
    expect(savedMethodOf({ card_brand: 'invoice', card_last_four: null })).toBeNull();
  });
});
