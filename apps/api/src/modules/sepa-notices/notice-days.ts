import { calendarDayIn, utcMidnightOf } from '@portal/contract/dates';
import type { Config } from '../../config';

const DAY_MS = 86_400_000;

/** How long before a debit its notice must have gone out (SEPA_PRENOTIFICATION_DAYS). */
export const noticeLeadMs = (config: Pick<Config, 'SEPA_PRENOTIFICATION_DAYS'>) =>
  config.SEPA_PRENOTIFICATION_DAYS * DAY_MS;

/**
 * How far ahead the billing cycle announces renewals: the lead plus one day, so a cycle that runs
 * late by up to a day still gives the full notice.
 */
export const noticeWindowMs = (config: Pick<Config, 'SEPA_PRENOTIFICATION_DAYS'>) =>
  noticeLeadMs(config) + DAY_MS;

/**
 * The account's calendar day of `at`, stored as that day's UTC midnight (`collect_on`): mails and
 * PDFs print it as a business date, so the customer reads their own day wherever they live.
 */
export function accountDay(at: Date, timeZone: string): Date {
  try {
    return utcMidnightOf(calendarDayIn(at, timeZone));
  } catch {
    // A zone this runtime does not know: UTC, as the mails' other dates.
    return utcMidnightOf(calendarDayIn(at, 'UTC'));
  }
}

/** The day a renewal debit is announced for: its renewal day, or the first day the full notice allows. */
export function renewalCollectOn(
  config: Pick<Config, 'SEPA_PRENOTIFICATION_DAYS'>,
  renewsAt: Date,
  noticeAt: Date,
  timeZone: string,
): Date {
  const earliest = noticeAt.getTime() + noticeLeadMs(config);
  return accountDay(new Date(Math.max(renewsAt.getTime(), earliest)), timeZone);
}
