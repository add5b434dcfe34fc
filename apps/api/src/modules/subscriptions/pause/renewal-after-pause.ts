import type { DueRow } from '../renewals/renewal-plan';
import { pauseSkipsRenewal } from './pause-dates';

/**
 * The renewal a subscription will really make next, as its SEPA notice must date and price it
 * (decision 0082): none where a planned pause skips it; a paused one renews at its pause's end,
 * anchored there as the billing cycle will anchor it.
 */
export function renewalAfterPause(row: DueRow): DueRow | null {
  const sub = row.subscription;
  if (sub.status === 'paused') {
    return { ...row, subscription: { ...sub, billingAnchorAt: sub.currentPeriodEnd } };
  }
  return pauseSkipsRenewal(sub) ? null : row;
}
