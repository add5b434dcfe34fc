import { formatDay } from '../../lib/format/format-day';
import { formatCalendarDay } from '../../lib/format/sepa-debit-text';

/**
 * A day of a subscription change in the UI language: a calendar day (`YYYY-MM-DD`, the account's
 * own day as the server counted it) as it is, an instant as the card shows its renewal.
 */
export function dayText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDay(value) : formatDay(value);
}
