import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyCodeOf,
  currencyFractionDigits,
  formatMoney,
  roundedShare,
  toDecimalString,
  toMajorUnits,
  toMinorUnits,
} from '../src/money/index';

// Intl's spaces: a no-break space before the sign in German and French, a narrow one between French groups.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatMoney', () => {
  it.each([
    ['en', 'EUR', '€1,234.50'],
    ['en', 'USD', '$1,234.50'],
    ['en', 'GBP', '£1,234.50'],
    ['en', 'CHF', `CHF${NBSP}1,234.50`],
    ['de', 'EUR', `1.234,50${NBSP}€`],
    ['de', 'USD', `1.234,50${NBSP}$`],
    ['de', 'GBP', `1.234,50${NBSP}£`],
    ['de', 'CHF', `1.234,50${NBSP}CHF`],
    ['fr', 'EUR', `1${NNBSP}234,50${NBSP}€`],
    ['fr', 'USD', `1${NNBSP}234,50${NBSP}$`],
    ['fr', 'GBP', `1${NNBSP}234,50${NBSP}£`],
    ['fr', 'CHF', `1${NNBSP}234,50${NBSP}CHF`],
  ])('writes 123450 minor units in %s as %s money: %s', (locale, currency, expected) => {
    expect(formatMoney(123_450, currency, locale)).toBe(expected);
  });

  it('takes the code in either case, as the API sends `eur` and documents say `EUR`', () => {
    expect(formatMoney(999, 'eur', 'de')).toBe(formatMoney(999, 'EUR', 'de'));
    expect(formatMoney(999, 'usd', 'en')).toBe('$9.99');
  });

  it('shows the plain $ unless the language’s own sign is asked for', () => {
    expect(formatMoney(1_200, 'USD', 'fr')).toBe(`12,00${NBSP}$`);
    expect(formatMoney(1_200, 'USD', 'fr', { currencyDisplay: 'symbol' })).toBe(`12,00${NBSP}$US`);
    expect(formatMoney(1_200, 'EUR', 'de-AT', { currencyDisplay: 'symbol' })).toBe(`€${NBSP}12,00`);
  });

  it('drops zero decimals of whole amounts only when asked, and keeps cents otherwise', () => {
    expect(formatMoney(25_000, 'EUR', 'en', { omitZeroDecimals: true })).toBe('€250');
    expect(formatMoney(2_083, 'EUR', 'en', { omitZeroDecimals: true })).toBe('€20.83');
    expect(formatMoney(2_500, 'USD', 'de', { omitZeroDecimals: true })).toBe(`25${NBSP}$`);
    expect(formatMoney(25_000, 'EUR', 'en')).toBe('€250.00');
  });

  it('formats zero and credits', () => {
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00');
    expect(formatMoney(-5, 'EUR', 'de')).toBe(`-0,05${NBSP}€`);
  });
});

describe('currencyCodeOf', () => {
  it('resolves the stored currency ids to their ISO codes', () => {
    expect(currencyCodeOf(1)).toBe('EUR');
    expect(currencyCodeOf(2)).toBe('USD');
  });
});

describe('minor units and decimals', () => {
  it('knows how many decimals a currency has', () => {
    expect(['EUR', 'USD', 'GBP', 'CHF', 'eur'].map(currencyFractionDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(currencyFractionDigits('JPY')).toBe(0);
  });

  it('converts between minor and major units', () => {
    expect(toMajorUnits(123_450, 'EUR')).toBe(1234.5);
    expect(toMinorUnits(20.83, 'EUR')).toBe(2083);
    // 0.1 + 0.2 is 0.30000000000000004 as a double: still 30 cents.
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(1234, 'JPY')).toBe(1234);
    expect(toMajorUnits(1234, 'JPY')).toBe(1234);
  });

  it('writes plain decimals with every decimal of the currency', () => {
    expect(toDecimalString(123_450, 'EUR')).toBe('1234.50');
    expect(toDecimalString(5, 'EUR')).toBe('0.05');
    expect(toDecimalString(-5, 'EUR')).toBe('-0.05');
    expect(toDecimalString(0, 'USD')).toBe('0.00');
    expect(toDecimalString(-123_456, 'usd')).toBe('-1234.56');
    expect(toDecimalString(1234, 'JPY')).toBe('1234');
    expect(() => toDecimalString(12.5, 'EUR')).toThrow(RangeError);
  });

  const minorArb = fc.integer({ min: -1e13, max: 1e13 });
  const currencyArb = fc.constantFrom('EUR', 'USD', 'GBP', 'CHF', 'JPY');

  it('round-trips minor → major → minor for any amount up to 100 billion', () => {
    fc.assert(
      fc.property(minorArb, currencyArb, (minor, currency) => {
        expect(toMinorUnits(toMajorUnits(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('round-trips minor → decimal string → minor, and reads as the same number as toFixed', () => {
    fc.assert(
      fc.property(minorArb, currencyArb, (minor, currency) => {
        const decimal = toDecimalString(minor, currency);
        expect(toMinorUnits(Number(decimal), currency)).toBe(minor);
        const digits = currencyFractionDigits(currency);
        expect(decimal).toBe(toMajorUnits(minor, currency).toFixed(digits));
      }),
    );
  });
});

describe('roundedShare', () => {
  it('rounds half up once', () => {
    // 5 × 10 % = 0.5 → 1; 333 × 15 % = 49.95 → 50; 4 × 10 % = 0.4 → 0.
    expect(roundedShare(5, 10, 100)).toBe(1);
    expect(roundedShare(333, 15, 100)).toBe(50);
    expect(roundedShare(4, 10, 100)).toBe(0);
    // 19 % VAT on 12.34: 2.3446 → 2.34; a third of 1 cent.
    expect(roundedShare(1_234, 1_900, 10_000)).toBe(234);
    expect(roundedShare(1, 1, 3)).toBe(0);
    expect(roundedShare(3, 1, 2)).toBe(2);
  });

  it('rounds towards +∞ at the half for negative amounts, as Math.floor(x + 0.5) does', () => {
    expect(roundedShare(-5, 10, 100)).toBe(0);
    expect(roundedShare(-6, 10, 100)).toBe(-1);
    expect(roundedShare(-15, 10, 100)).toBe(-1);
  });

  it('refuses an empty whole', () => {
    expect(() => roundedShare(1, 1, 0)).toThrow(RangeError);
  });

  it('is within half a minor unit of the exact share, even where the product passes 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        // A share of the amount, as billing takes: milliseconds left of a period of up to 400 days.
        fc
          .integer({ min: 1, max: 400 * 86_400_000 })
          .chain((whole) => fc.tuple(fc.integer({ min: 0, max: whole }), fc.constant(whole))),
        (amount, [part, whole]) => {
          const share = BigInt(roundedShare(amount, part, whole));
          const exact2 = 2n * BigInt(amount) * BigInt(part);
          const w = BigInt(whole);
          // share − ½ ≤ amount × part / whole < share + ½
          expect(2n * w * share - w <= exact2 && exact2 < 2n * w * share + w).toBe(true);
        },
      ),
    );
  });
});
