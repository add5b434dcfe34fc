import { currentLanguage } from '../../../lib/i18n/i18n';

/** A moment on the user's own clock (their profile's time zone), 24-hour, with the zone's name. */
export function formatInZone(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(currentLanguage(), options).format(new Date(iso));
  }
}

/** "840 kB", "12.4 MB" in the UI language. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(bytes / 1000, 0.1));
}
