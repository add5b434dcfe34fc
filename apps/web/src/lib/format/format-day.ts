import { currentLanguage } from '../i18n/i18n';

/** A day in the UI language without the time (renewals, end dates, due dates). */
export function formatDay(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(date);
}
