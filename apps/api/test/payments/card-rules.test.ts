import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, luhnValid } from '../../src/modules/sandbox-gateway/card-rules';
import { checkIban } from '../../src/modules/sandbox-gateway/sepa-rules';

const NOW = new Date('2026-05-15T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof checkCard>[0]> = {}) =>
  checkCard({ number: '4242424242424242', exp_month: 5, exp_year: 2026, cvc: '123', ...overrides }, NOW);

/** Appends the digit that makes `body` pass the Luhn check. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit < 10; digit += 1) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
}

describe('card rules', () => {
  it('accepts exactly one check digit per number (Luhn)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (body) => {
        const valid = withCheckDigit(body);
        const last = Number(valid.at(-1));
        expect(luhnValid(valid)).toBe(true);
        expect(luhnValid(`${body}${(last + 1) % 10}`)).toBe(false);
      }),
    );
  });

  it('knows brands by prefix', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3056930009020004')).toBe('diners');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('6200000000000005')).toBe('unionpay');
    expect(brandOf('9000000000000001')).toBeNull();
  });

  it('maps Stripe test numbers to their behaviour, any other valid number succeeds', () => {
    const behaviour = (number: string) => {
      const result = card({ number });
      return result.ok ? result.card.behaviour : null;
    };
    expect(behaviour('4242 4242 4242 4242')).toBe('succeed');
    expect(behaviour('4000 0027 6000 3184')).toBe('always_authenticate');
    expect(behaviour('4000-0025-0000-3155')).toBe('authenticate_once');
    expect(behaviour('4000000000009995')).toBe('insufficient_funds');
    expect(behaviour('4000000000000002')).toBe('card_declined');
    expect(behaviour('5555555555554444')).toBe('succeed');
  });

  it('checks the expiry against the given time: this month is valid, last month has expired', () => {
    expect(card().ok).toBe(true);
    expect(card({ exp_month: 4 })).toEqual({
      ok: false,
      problems: { 'card.exp_month': 'payments.card.expired' },
    });
    expect(card({ exp_year: 2025, exp_month: 12 })).toEqual({
      ok: false,
      problems: { 'card.exp_year': 'payments.card.expired' },
    });
    expect(card({ exp_year: 26 }).ok).toBe(true);
    expect(card({ exp_month: 0 })).toMatchObject({
      problems: { 'card.exp_month': 'payments.card.expMonthInvalid' },
    });
    expect(card({ exp_year: 2200 })).toMatchObject({
      problems: { 'card.exp_year': 'payments.card.expYearInvalid' },
    });
  });

  it('wants a cvc of 3 or 4 digits', () => {
    expect(card({ cvc: '1234' }).ok).toBe(true);
    for (const cvc of ['', '12', '12345', 'abc']) {
      expect(card({ cvc })).toEqual({ ok: false, problems: { 'card.cvc': 'payments.card.cvcInvalid' } });
    }
  });
});

describe('IBAN rules', () => {
  it('accepts SEPA IBANs with their bank code, and knows the failing test IBAN', () => {
    expect(checkIban('AT61 1904 3002 3457 3201')).toEqual({
      ok: true,
      iban: { country: 'AT', bankCode: '19043', last4: '3201', settlement: 'succeed' },
    });
    expect(checkIban('DE89370400440532013000')).toMatchObject({ ok: true, iban: { bankCode: '37040044' } });
    expect(checkIban('AT861904300235473202')).toMatchObject({ ok: true, iban: { settlement: 'fail' } });
  });

  it('refuses empty, invalid and non-SEPA IBANs', () => {
    expect(checkIban('  ')).toEqual({ ok: false, problem: 'payments.iban.required' });
    expect(checkIban('DE89370400440532013001')).toEqual({ ok: false, problem: 'payments.iban.invalid' });
    expect(checkIban('BR1800360305000010009795493C1')).toEqual({
      ok: false,
      problem: 'payments.iban.notSepa',
    });
  });
});
