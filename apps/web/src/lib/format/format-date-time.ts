import { currentLanguage } from '../i18n/i18n';

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
}

/**
 * A timestamp in the UI language, 24-hour clock; in the given IANA time zone (the profile's) when
 * one is named, else the browser's.
 */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(timeZone).format(date);
}

/**
 * `formatDateTime` cut where the time starts: the date with the language's separator ("Dec 7,
 * 2026,") and the time ("08:25"), so a narrow column can put the time on a line of its own.
 */
export function formatDateTimeParts(
  iso: string | null | undefined,
  timeZone?: string,
): { date: string; time: string } | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: iso, time: '' };
  const parts = dateTimeFormat(timeZone).formatToParts(at);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  if (hour < 0) return { date: text(0), time: '' };
  return { date: text(0, hour).trimEnd(), time: text(hour) };
}
