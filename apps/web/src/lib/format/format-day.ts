import { currentLanguage } from '../i18n/i18n';

/**
 * A day in the UI language without the time (renewals, end dates, due dates); the day in the given
 * IANA time zone (the profile's) when one is named, else the browser's.
 */
export function formatDay(at: string | Date, timeZone?: string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/**
 * The date printed on an invoice or credit note: its UTC day, as the PDF shows it and as the month
 * filter of `GET /v1/invoice/all` counts it, whatever the browser's time zone.
 */
export function formatDocumentDay(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
