import { describe, expect, it } from 'vitest';
import {
  brandOf,
  cvcProblem,
  expiryProblem,
  formatExpiry,
  formatNumber,
  limitNumber,
  luhnValid,
  numberComplete,
  numberProblem,
  parseExpiry,
} from './card-rules';

const NOW = new Date(2026, 4, 15);

describe('card rules', () => {
  it('knows the brands of the sandbox test cards', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('9999')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(numberComplete('4000002760003184')).toBe(true);
    expect(numberComplete('424242424242')).toBe(false);
  });

  it('says an unfinished number is incomplete only once the field is left', () => {
    expect(numberProblem('4242', false)).toBeNull();
    expect(numberProblem('4242', true)).toBe('numberIncomplete');
  });

  it('says a wrong number is invalid as soon as it is long enough', () => {
    expect(numberProblem('4242424242424241', false)).toBe('numberInvalid');
    expect(numberProblem('378282246310006', false)).toBe('numberInvalid');
    expect(numberProblem('4242424242424242', true)).toBeNull();
  });

  it('refuses numbers of unknown brands', () => {
    expect(numberProblem('9999999999999995', false)).toBe('brandUnsupported');
    expect(numberProblem('9999999999999994', true)).toBe('numberInvalid');
  });

  it('formats and limits the number as printed on the card', () => {
    expect(formatNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(limitNumber('3782822463100059999')).toBe('378282246310005');
  });

  it('formats the expiry as MM / YY', () => {
    expect(formatExpiry('4', false)).toBe('04 / ');
    expect(formatExpiry('12', false)).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1229', false)).toBe('12 / 29');
    expect(parseExpiry('12 / 29')).toEqual({ month: 12, year: 2029 });
  });

  it('refuses a past, impossible or unfinished expiry', () => {
    expect(expiryProblem('04 / 26', false, NOW)).toBe('expiryPast');
    expect(expiryProblem('05 / 26', false, NOW)).toBeNull();
    expect(expiryProblem('12 / 25', false, NOW)).toBe('expiryPast');
    expect(expiryProblem('13', false, NOW)).toBe('expiryInvalid');
    expect(expiryProblem('12 / 2', false, NOW)).toBeNull();
    expect(expiryProblem('12 / 2', true, NOW)).toBe('expiryIncomplete');
  });

  it('wants four CVC digits for American Express and three otherwise', () => {
    expect(cvcProblem('12', '4242424242424242', false)).toBeNull();
    expect(cvcProblem('12', '4242424242424242', true)).toBe('cvcIncomplete');
    expect(cvcProblem('123', '378282246310005', true)).toBe('cvcIncomplete');
    expect(cvcProblem('1234', '378282246310005', true)).toBeNull();
  });
});
