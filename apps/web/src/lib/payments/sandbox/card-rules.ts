import { cardBrandOf, cardBrandRuleOf, DEFAULT_CARD_GAPS, luhnValid } from '@portal/contract/card-brands';

/**
 * The checks a card element makes as the customer types, on the brand rules the sandbox server
 * uses as well (`@portal/contract/card-brands`).
 */

export type CardProblem =
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'brandUnsupported'
  | 'expiryIncomplete'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcIncomplete';

const MAX_DIGITS = 19;

const ruleOf = cardBrandRuleOf;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export { cardBrandOf as brandOf, luhnValid };

/** The digits the number field keeps: no more than the brand's longest number. */
export function limitNumber(digits: string): string {
  const rule = ruleOf(digits);
  return digits.slice(0, rule ? Math.max(...rule.lengths) : MAX_DIGITS);
}

/** `4242 4242 4242 4242`, `3782 822463 10005`: spaced as on the card. */
export function formatNumber(digits: string): string {
  const gaps = ruleOf(digits)?.gaps ?? DEFAULT_CARD_GAPS;
  let text = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (gaps.includes(i)) text += ' ';
    text += digits[i];
  }
  return text;
}

export function numberComplete(digits: string): boolean {
  const rule = ruleOf(digits);
  return Boolean(rule?.lengths.includes(digits.length)) && luhnValid(digits);
}

/**
 * The number's problem. While typing (`final` false) only what is already certain counts: a
 * wrong check digit once the number is as long as the brand's usual length; on leaving the field
 * an unfinished number is incomplete too.
 */
export function numberProblem(digits: string, final: boolean): CardProblem | null {
  if (digits === '') return null;
  const rule = ruleOf(digits);
  if (!rule) {
    return final || digits.length >= 16 ? (luhnValid(digits) ? 'brandUnsupported' : 'numberInvalid') : null;
  }
  const shortest = Math.min(...rule.lengths);
  if (numberComplete(digits)) return null;
  // Judged at the brand's usual length (16 where it has one), as card elements do.
  const usual = rule.lengths.includes(16) ? 16 : shortest;
  if (digits.length >= usual) return 'numberInvalid';
  if (!final) return null;
  return digits.length < shortest ? 'numberIncomplete' : 'numberInvalid';
}

/** `MM / YY` from what was typed; a first digit above 1 is a month of its own (`4` → `04 / `). */
export function formatExpiry(text: string, deleting: boolean): string {
  let digits = digitsOf(text).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

export function parseExpiry(text: string): Expiry | null {
  const digits = digitsOf(text);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export function expiryProblem(text: string, final: boolean, now: Date): CardProblem | null {
  const digits = digitsOf(text);
  if (digits === '') return null;
  if (digits.length >= 2 && (Number(digits.slice(0, 2)) < 1 || Number(digits.slice(0, 2)) > 12)) {
    return 'expiryInvalid';
  }
  const expiry = parseExpiry(text);
  if (!expiry) return final ? 'expiryIncomplete' : null;
  const thisYear = now.getFullYear();
  if (expiry.year > thisYear + 50) return 'expiryInvalid';
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < now.getMonth() + 1)) {
    return 'expiryPast';
  }
  return null;
}

/** American Express prints four digits; every other brand three (four while the brand is unknown). */
export function cvcLengthOf(digits: string): number {
  return ruleOf(digits)?.cvcLength ?? 4;
}

export function cvcProblem(cvc: string, numberDigits: string, final: boolean): CardProblem | null {
  if (cvc === '') return null;
  const rule = ruleOf(numberDigits);
  const enough = rule ? cvc.length === rule.cvcLength : cvc.length >= 3;
  return enough || !final ? null : 'cvcIncomplete';
}
