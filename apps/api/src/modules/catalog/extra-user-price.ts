import type { Interval } from '@portal/contract';
import type { Config } from '../../config';

/** Spec §9: "Extra user 25 euro per month", billed monthly or yearly alike. */
export const EXTRA_USER_EUR_PER_MONTH = 25;

/**
 * One extra user for one whole interval in minor units, as the catalog prices licences: a yearly
 * period bills 12 months. The USD price comes from `EXTRA_USER_USD_PRICE` (decision 0057).
 */
export function extraUserUnitAmount(
  config: Pick<Config, 'EXTRA_USER_USD_PRICE'>,
  currencyId: number,
  interval: Interval,
): number {
  const perMonth = currencyId === 2 ? config.EXTRA_USER_USD_PRICE : EXTRA_USER_EUR_PER_MONTH;
  return Math.round(perMonth * 100) * (interval === 'year' ? 12 : 1);
}
