import { currentLanguage } from '../i18n/i18n';

/** A timestamp in the UI language, 24-hour clock. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return format.format(date);
}
