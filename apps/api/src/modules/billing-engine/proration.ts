import { roundedShare } from '@portal/contract/money';

/**
 * The part of `amount` (minor units) that falls on the time from `at` to `periodEnd`: the credit for
 * the unused rest of a period, or the charge for the rest after an upgrade. Counted in milliseconds,
 * so a daylight-saving change or a short month changes nothing; rounded half up once (`roundedShare`)
 * and clamped to [0, amount].
 */
export function prorate(amount: number, periodStart: Date, periodEnd: Date, at: Date): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`prorate: amount must be a non-negative integer, got ${amount}`);
  }
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0) return 0;
  const remaining = Math.min(total, Math.max(0, periodEnd.getTime() - at.getTime()));
  return roundedShare(amount, remaining, total);
}

/** `amount` split at `at` into the part already used and the part still to come; they sum to `amount`. */
export function splitAt(
  amount: number,
  periodStart: Date,
  periodEnd: Date,
  at: Date,
): { used: number; remaining: number } {
  const remaining = prorate(amount, periodStart, periodEnd, at);
  return { used: amount - remaining, remaining };
}
