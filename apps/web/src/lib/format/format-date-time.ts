import { currentLanguage } from '../i18n/i18n';

/**
 * A timestamp in the UI language, 24-hour clock; in the given IANA time zone (the profile's) when
 * one is named, else the browser's.
 */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
  return format.format(date);
}
