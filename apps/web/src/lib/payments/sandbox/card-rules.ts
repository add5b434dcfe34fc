/**
 * The checks a card element makes as the customer types (the same rules as the sandbox server's
 * card-rules.ts, so a card the input accepts is one the server accepts).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

export type CardProblem =
  | 'numberIncomplete'
  | 'numberInvalid'
  | 'brandUnsupported'
  | 'expiryIncomplete'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcIncomplete';

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  lengths: readonly number[];
  /** Where the number shows a space, as printed on the card. */
  gaps: readonly number[];
  cvcLength: number;
}

const FOURS = [4, 8, 12, 16] as const;

// Issuer prefixes as card inputs know them; the first match wins (Discover before UnionPay's 62).
const BRANDS: readonly BrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], gaps: [4, 10], cvcLength: 4 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], gaps: FOURS, cvcLength: 3 },
  {
    brand: 'mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    gaps: FOURS,
    cvcLength: 3,
  },
  { brand: 'discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 17, 18, 19], gaps: FOURS, cvcLength: 3 },
  {
    brand: 'diners',
    prefix: /^(30[0-5]|36|38|39)/,
    lengths: [14, 15, 16, 17, 18, 19],
    gaps: [4, 10],
    cvcLength: 3,
  },
  { brand: 'jcb', prefix: /^35(2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19], gaps: FOURS, cvcLength: 3 },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19], gaps: FOURS, cvcLength: 3 },
];

const MAX_DIGITS = 19;

const ruleOf = (digits: string) => BRANDS.find((rule) => rule.prefix.test(digits)) ?? null;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export function brandOf(digits: string): CardBrand | null {
  return ruleOf(digits)?.brand ?? null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The digits the number field keeps: no more than the brand's longest number. */
export function limitNumber(digits: string): string {
  const rule = ruleOf(digits);
  return digits.slice(0, rule ? Math.max(...rule.lengths) : MAX_DIGITS);
}

/** `4242 4242 4242 4242`, `3782 822463 10005`: spaced as on the card. */
export function formatNumber(digits: string): string {
  const gaps = ruleOf(digits)?.gaps ?? FOURS;
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
