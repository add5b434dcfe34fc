import { describe, expect, it } from 'vitest';
import { failureCodeOf, outcomeOf } from '../../src/platform/payments/stripe/stripe-objects';

const card = { type: 'card' };

describe('Stripe payment intent statuses in the gateway’s four', () => {
  it.each([
    ['succeeded', null, { status: 'succeeded', failureCode: null }],
    ['processing', null, { status: 'processing', failureCode: null }],
    ['requires_capture', null, { status: 'processing', failureCode: null }],
    ['requires_action', null, { status: 'requires_action', failureCode: null }],
    ['requires_confirmation', null, { status: 'requires_action', failureCode: null }],
    ['canceled', null, { status: 'failed', failureCode: 'canceled' }],
    ['a_status_added_later', null, { status: 'processing', failureCode: null }],
    [
      'requires_payment_method',
      { code: 'authentication_required', decline_code: 'authentication_required', payment_method: card },
      { status: 'requires_action', failureCode: 'authentication_required' },
    ],
    [
      'requires_payment_method',
      { code: 'payment_intent_authentication_failure', payment_method: card },
      { status: 'failed', failureCode: 'authentication_failed' },
    ],
    [
      'requires_payment_method',
      { code: 'card_declined', decline_code: 'insufficient_funds', payment_method: card },
      { status: 'failed', failureCode: 'insufficient_funds' },
    ],
    [
      'requires_payment_method',
      { code: 'card_declined', decline_code: 'generic_decline', payment_method: card },
      { status: 'failed', failureCode: 'card_declined' },
    ],
    [
      'requires_payment_method',
      { code: 'expired_card', payment_method: card },
      { status: 'failed', failureCode: 'expired_card' },
    ],
    [
      'requires_payment_method',
      { code: 'payment_intent_payment_attempt_failed', payment_method: { type: 'sepa_debit' } },
      { status: 'failed', failureCode: 'sepa_debit_failed' },
    ],
    ['requires_payment_method', null, { status: 'failed', failureCode: 'payment_failed' }],
  ] as const)('%s (%j) → %j', (status, failure, expected) => {
    expect(outcomeOf(status, failure)).toEqual(expected);
  });

  it('keeps failure codes within the payments.failure_code column', () => {
    expect(failureCodeOf({ code: 'x'.repeat(80) })).toHaveLength(64);
  });
});
