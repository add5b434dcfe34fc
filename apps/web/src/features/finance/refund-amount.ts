import { currencyFractionDigits, toDecimalString } from '@portal/contract/money';

/**
 * A typed amount in the invoice's currency (`12.5`, `12,50`) as minor units, exactly (no floating
 * point); null when it is no amount of that currency (letters, too many decimals, a sign).
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = currencyFractionDigits(currency);
  const match = /^(\d{1,13})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the text the amount field starts with: `120.00`. */
export const amountText = (amount: number, currency: string) => toDecimalString(amount, currency);
