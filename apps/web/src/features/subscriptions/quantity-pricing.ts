import { finalPrice, type Subscription } from '@portal/contract';

type Priced = Pick<Subscription, 'price' | 'quantity' | 'total' | 'interval' | 'created_at' | 'renews_at'>;

const MONTHS_PER = { month: 1, year: 12 } as const;

/** `anchor` plus whole months in UTC; a day the target month lacks becomes its last day (as the API). */
function addMonths(anchor: Date, months: number): Date {
  const total = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(anchor.getTime());
  result.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return result;
}

/**
 * Where the running period began. Renewals are anchored at the purchase (purchase + k intervals), so
 * the period starts at the last such date before the renewal; if the renewal is not on that grid
 * (an upgrade moved it), one interval before the renewal.
 */
export function periodStartOf(subscription: Pick<Priced, 'interval' | 'created_at' | 'renews_at'>): Date {
  const step = MONTHS_PER[subscription.interval];
  const end = new Date(subscription.renews_at);
  const anchor = new Date(subscription.created_at);
  let start = anchor;
  for (let count = 1; count <= 1200; count += 1) {
    const next = addMonths(anchor, step * count);
    if (next.getTime() === end.getTime()) return start;
    if (next.getTime() > end.getTime()) break;
    start = next;
  }
  return addMonths(end, -step);
}

/** The share of `amount` that falls on the rest of the period from `now`, rounded half up (as the API). */
export function prorate(amount: number, start: Date, end: Date, now: Date): number {
  const total = end.getTime() - start.getTime();
  if (total <= 0) return 0;
  const remaining = Math.min(total, Math.max(0, end.getTime() - now.getTime()));
  return Math.floor((amount * remaining) / total + 0.5);
}

/** The coupon percentage the subscription still runs with: its total is price × quantity minus it. */
export function runningPercentOff(subscription: Pick<Priced, 'price' | 'quantity' | 'total'>): number {
  const gross = subscription.price * subscription.quantity;
  if (gross <= 0 || subscription.total >= gross) return 0;
  return Math.min(100, Math.max(0, Math.round(100 - (subscription.total * 100) / gross)));
}

export interface QuantityQuote {
  /** What each interval costs with the new quantity, minor units. */
  newCost: number;
  /** New cost minus today's: positive for more licenses, negative for fewer. */
  difference: number;
  /** Charged at once for the added licenses over the rest of the running period (before VAT). */
  dueNow: number;
}

/** Spec §2 "Change-quantity dialog": new cost, the difference, and the prorated amount due now. */
export function quoteQuantity(subscription: Priced, quantity: number, now: Date): QuantityQuote {
  const percent = runningPercentOff(subscription);
  const newCost = finalPrice(subscription.price, quantity, percent);
  const added = quantity - subscription.quantity;
  const dueNow =
    added > 0
      ? prorate(
          finalPrice(subscription.price, added, percent),
          periodStartOf(subscription),
          new Date(subscription.renews_at),
          now,
        )
      : 0;
  return { newCost, difference: newCost - subscription.total, dueNow };
}
