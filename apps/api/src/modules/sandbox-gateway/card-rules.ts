import { cardBrandOf, cardBrandRuleOf, luhnValid } from '@portal/contract/card-brands';
import type { ServerMessageKey } from '../../platform/i18n/index';

/** How a sandbox card behaves when charged; Stripe's test numbers keep Stripe's behaviour. */
export type CardBehaviour =
  | 'succeed'
  | 'always_authenticate'
  | 'authenticate_once'
  | 'insufficient_funds'
  | 'card_declined';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeed',
  '4000002760003184': 'always_authenticate',
  '4000002500003155': 'authenticate_once',
  '4000000000009995': 'insufficient_funds',
  '4000000000000002': 'card_declined',
};

/** Re-exported for the tests that check the server's rules directly. */
export { cardBrandOf as brandOf, luhnValid };

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type CardField = 'card.number' | 'card.exp_month' | 'card.exp_year' | 'card.cvc';

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

export type CardCheck =
  | { ok: true; card: CheckedCard }
  | { ok: false; problems: Partial<Record<CardField, ServerMessageKey>> };

function numberProblem(digits: string): ServerMessageKey | null {
  if (digits === '') return 'payments.card.numberRequired';
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return 'payments.card.numberInvalid';
  const rule = cardBrandRuleOf(digits);
  if (!rule) return 'payments.card.brandUnknown';
  return rule.lengths.includes(digits.length) ? null : 'payments.card.numberInvalid';
}

/** Two-digit years mean this century, as on the card itself. */
const fullYear = (year: number) => (year >= 0 && year < 100 ? 2000 + year : year);

/** Checks a card the way a card input does, each problem on its field; the expiry by the given time. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  const problems: Partial<Record<CardField, ServerMessageKey>> = {};
  const numberIssue = numberProblem(digits);
  if (numberIssue) problems['card.number'] = numberIssue;

  const month = input.exp_month;
  const year = fullYear(input.exp_year);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    problems['card.exp_month'] = 'payments.card.expMonthInvalid';
  }
  if (!Number.isInteger(year) || year < thisYear - 100 || year > thisYear + 50) {
    problems['card.exp_year'] = 'payments.card.expYearInvalid';
  } else if (year < thisYear) {
    problems['card.exp_year'] = 'payments.card.expired';
  } else if (year === thisYear && !problems['card.exp_month'] && month < thisMonth) {
    problems['card.exp_month'] = 'payments.card.expired';
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) problems['card.cvc'] = 'payments.card.cvcInvalid';

  const brand = cardBrandOf(digits);
  if (Object.keys(problems).length > 0 || !brand) return { ok: false, problems };
  return {
    ok: true,
    card: {
      brand,
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      behaviour: TEST_CARDS[digits] ?? 'succeed',
    },
  };
}
