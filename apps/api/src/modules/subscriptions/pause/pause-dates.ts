import { addIntervals } from '../../billing-engine/index';
import type { SubscriptionRow } from '../subscription-queries';

/**
 * A pause of `months` whole calendar months from the end of the running period (decision 0085): the
 * module stays usable until then, and the renewal at that instant is not made.
 */
export function pauseWindow(sub: Pick<SubscriptionRow, 'currentPeriodEnd'>, months: number) {
  const startsAt = sub.currentPeriodEnd;
  return { startsAt, endsAt: addIntervals(startsAt, 'month', months) };
}

/**
 * A planned pause that starts by the end of the running period: the renewal there is skipped. The
 * billing cycle moves such a subscription to `paused` before it renews anything; this guards the
 * renewal (and its SEPA notice) should both fall in one cycle.
 */
export const pauseSkipsRenewal = (sub: Pick<SubscriptionRow, 'pauseStartsAt' | 'currentPeriodEnd'>) =>
  sub.pauseStartsAt !== null && sub.pauseStartsAt.getTime() <= sub.currentPeriodEnd.getTime();

/** When a subscription next renews: at its pause's end while one is planned or running. */
export const nextRenewalOf = (sub: Pick<SubscriptionRow, 'pauseEndsAt' | 'currentPeriodEnd'>) =>
  sub.pauseEndsAt ?? sub.currentPeriodEnd;
