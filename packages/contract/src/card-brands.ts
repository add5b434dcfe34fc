/**
 * Card brands as card inputs know them, shared by the sandbox's browser input and its server, so a
 * card the input accepts is one the server accepts. No zod here: the card input's chunk stays small.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

export interface CardBrandRule {
  brand: CardBrand;
  prefix: RegExp;
  lengths: readonly number[];
  /** Where the number shows a space, as printed on the card. */
  gaps: readonly number[];
  cvcLength: number;
}

const FOURS = [4, 8, 12, 16] as const;

// Issuer prefixes; the first match wins (Discover before UnionPay's 62).
const BRANDS: readonly CardBrandRule[] = [
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

/** The spacing of a number whose brand is not known yet. */
export const DEFAULT_CARD_GAPS = FOURS;

export const cardBrandRuleOf = (digits: string): CardBrandRule | null =>
  BRANDS.find((rule) => rule.prefix.test(digits)) ?? null;

export function cardBrandOf(digits: string): CardBrand | null {
  return cardBrandRuleOf(digits)?.brand ?? null;
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
